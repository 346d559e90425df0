import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/routes.ts';
import { SESSION_COOKIE } from '../../src/catalogue/session.ts';
import { devalue } from '../actionAnswer.ts';
import { freshPaths, removePaths, spawnServer, stopServer, type RunningServer, type ServerPaths } from '../hostile/serverProcess.ts';

/**
 * The default single-process set-up (`npm start`, no Redis): reader sessions live in a folder beside
 * the platform's data, so a restart keeps a logged-in reader logged in (docs/decisions/129), and a
 * logout is a logout after the restart too. Runs the built server, as production does.
 */
const ADMIN_TOKEN = 'restart-test-admin-token-0123456789';
let paths: ServerPaths;
let server: RunningServer;

const start = () => spawnServer(paths, { env: { PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN } });

async function action(name: string, body: Record<string, string> | null, cookie = ''): Promise<{ status: number; value: unknown; setCookie: string[] }> {
  const headers: Record<string, string> = { origin: server.origin, cookie };
  const init: RequestInit = { method: 'POST', headers };
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(body).toString();
  } else {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  const response = await fetch(`${server.origin}${BASE_PATH}/_actions/${name}`, init);
  const text = await response.text();
  return { status: response.status, value: response.ok ? devalue(text) : text, setCookie: response.headers.getSetCookie() };
}

const sessionCookieOf = (setCookie: string[]) => setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) ?? '';

async function loggedIn(cookie: string): Promise<boolean> {
  const answer = await action('reader.state', null, cookie);
  expect(answer.status).toBe(200);
  return (answer.value as { reader: { loggedIn: boolean } }).reader.loggedIn;
}

async function logIn(phone: string): Promise<string> {
  expect((await action('reader.sendCode', { phone })).status).toBe(200);
  const codeAnswer = await fetch(`${server.platformOrigin}/platform-admin/phone-code/${phone}`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const code = String(((await codeAnswer.json()) as { data: { code: string } }).data.code);
  const login = await action('reader.login', { mode: 'code', phone, code });
  expect(login.value).toMatchObject({ ok: true });
  const cookie = sessionCookieOf(login.setCookie);
  expect(cookie).not.toBe('');
  return cookie;
}

beforeAll(async () => {
  paths = freshPaths('touch-restart-');
  server = await start();
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  removePaths(paths);
});

describe('reader sessions across a restart (the default disk store)', () => {
  it('a logged-in reader is still logged in after the server restarts; a reader who logged out stays out', async () => {
    const stays = await logIn('13900001001');
    const leaves = await logIn('13900001002');
    expect(await loggedIn(stays)).toBe(true);
    expect((await action('reader.logout', {}, leaves)).status).toBe(200);

    const folder = path.join(paths.root, 'sessions');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(1);

    await stopServer(server);
    server = await start();
    expect(await loggedIn(stays)).toBe(true);
    expect(await loggedIn(leaves)).toBe(false);
  }, 240_000);

  it("a reader's session cookie never makes a public page uncacheable, and public pages do not vary on Cookie", async () => {
    const cookie = await logIn('13900001003');
    for (const sent of ['', cookie]) {
      const response = await fetch(`${server.origin}${BASE_PATH}/home.html`, { headers: { cookie: sent } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/\bpublic\b/);
      expect(response.headers.get('vary')).not.toMatch(/cookie/i);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const member = await fetch(`${server.origin}${BASE_PATH}/getUserInfo.html`, { headers: { cookie }, redirect: 'manual' });
    expect(member.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('a ?lang= or ?theme= link sets its cookie only when it changes, so a shared link stays cacheable', async () => {
    const link = `${server.origin}${BASE_PATH}/home.html?lang=en&theme=dark`;
    const first = await fetch(link);
    expect(first.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['lang', 'theme']);
    const again = await fetch(link, { headers: { cookie: 'lang=en; theme=dark' } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get('cache-control')).toMatch(/\bpublic\b/);
  });
});
