import { SERVER_NODE_FLAGS } from './src/config/nodeFlags.ts';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4391);
/** The first server's bundled platform: its API groups listen on loopback only, apart from the site (docs/decisions/138). */
export const E2E_PLATFORM = `http://127.0.0.1:${PORT + 1}`;
/** Further servers of the same build, for the deployment checks (see tests/e2e/deployed.spec.ts). */
export const HTTPS_ORIGIN_PORT = PORT + 10;
export const PLATFORM_DOWN_PORT = PORT + 11;
/** A site whose app key the platform refuses (SPEC §8 1004), reading the first server's platform. */
export const AUTH_REFUSED_PORT = PORT + 12;
/** The bundled platform's admin token in e2e runs (phone codes, expiring a login). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
/** The native app's WeChat Open Platform appid of the e2e platform: shared articles inside WeChat carry the open tag (docs/decisions/158). */
export const E2E_OPEN_LAUNCH_APPID = 'wx0e2e0pen1aunch0';
/** The SSO signing key of the e2e platform, for the sites that read it from another process (docs/decisions/139). */
const E2E_SSO_SECRET = 'e2e-sso-secret-0123456789abcdef';

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: one for the server, one for the browser (DEVELOPERS: workers 2 at most).
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  timeout: 30_000,
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The readers are Chinese: their browsers ask for zh-CN, which the server honours without a cookie.
    locale: 'zh-CN',
    // The offline reading worker (docs/decisions/152) is tested where it is the subject
    // (offlineReading.spec.ts, instant.spec.ts). Elsewhere it would answer requests that page.route
    // means to fail or hold, and Chromium fetches its script without the user agent a test sets, so
    // a "WeChat" test would get the worker the real WeChat never gets.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} src/server.ts`,
      url: `http://127.0.0.1:${PORT}/app/template/displayTemplate/news/home.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // xyAuth 2: every page runs the app handshake first and every call carries its headers (SPEC §4).
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PLATFORM_INTERNAL_PORT: String(PORT + 1),
        // Every browser here is one address, 127.0.0.1, and the suite signs up a new member per login test.
        PLATFORM_SIGNUP_RATE_LIMIT: '1000',
        PLATFORM_DATA_DIR: 'data/e2e',
        PLATFORM_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        PLATFORM_SSO_SECRET: E2E_SSO_SECRET,
        // The demo members' password the tests know (otherwise each seed draws and prints its own).
        PLATFORM_DEMO_PASSWORD: '123456',
        PLATFORM_XY_AUTH: '2',
        PLATFORM_WX_OPEN_LAUNCH_APPID: E2E_OPEN_LAUNCH_APPID,
        // sendRecord needs a tenant code and key (SPEC §5): the bundled platform's demo values.
        ANALYTICS_TENANT_CODE: 'yunxi',
        ANALYTICS_APP_KEY: 'demo',
      },
    },
    {
      // The same site as deployed behind https (tests/e2e/deployed.spec.ts): a configured public
      // origin, reached through a loopback address it is told to accept, reading the first
      // server's platform over HTTP; and, on PLATFORM_DOWN_PORT, a site whose platform is gone.
      command: `node ${SERVER_NODE_FLAGS.join(' ')} src/server.ts`,
      url: `http://127.0.0.1:${HTTPS_ORIGIN_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        PORT: String(HTTPS_ORIGIN_PORT),
        HOST: '127.0.0.1',
        BUNDLED_PLATFORM: 'off',
        PLATFORM_ORIGIN: E2E_PLATFORM,
        PLATFORM_SSO_SECRET: E2E_SSO_SECRET,
        SITE_ORIGIN: 'https://news.example.test',
        ALLOWED_HOSTS: `127.0.0.1:${HTTPS_ORIGIN_PORT}`,
        CMS_ORIGINS: 'https://cms.example.test',
        IE_NOTICE: 'on',
      },
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} src/server.ts`,
      url: `http://127.0.0.1:${PLATFORM_DOWN_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // Port 9 (discard) has no listener on loopback: every platform call is refused at once.
      env: { PORT: String(PLATFORM_DOWN_PORT), HOST: '127.0.0.1', BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: 'http://127.0.0.1:9' },
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} src/server.ts`,
      url: `http://127.0.0.1:${AUTH_REFUSED_PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      // A configured app key and secret the platform does not know: its auth answers 1004 every time.
      env: {
        PORT: String(AUTH_REFUSED_PORT),
        HOST: '127.0.0.1',
        BUNDLED_PLATFORM: 'off',
        PLATFORM_ORIGIN: E2E_PLATFORM,
        PLATFORM_APP_KEY: 'not-the-platform-app-key',
        PLATFORM_APP_SECRET: 'not-the-platform-app-secret-0000',
      },
    },
  ],
});
