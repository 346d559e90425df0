import { defineConfig, devices } from '@playwright/test';

/**
 * The cluster suite (tests/cluster): the site as production runs it — nginx, two site processes,
 * two platform processes, Redis and PostgreSQL on free loopback ports (scripts/cluster) — started
 * once by the global setup. One worker: the tests kill and restart processes every test shares.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  globalSetup: './tests/cluster/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  timeout: 60_000,
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'zh-CN',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
