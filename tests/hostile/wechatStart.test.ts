/**
 * The WeChat authorisation's start address (src/pages/wxAuthorize.ts, docs/decisions/136): a `back`
 * that is not a page of this site gets 400, never a redirect elsewhere, a 5xx or a cached answer;
 * a page of this site gets a 302 to the authorize page with a fresh nonce, bound by an httpOnly cookie.
 */
import { describe, expect, test } from 'vitest';
import { BASE_PATH, port, request, expectSane, sweep } from './suiteServer.ts';

const START = `${BASE_PATH}/wxAuthorize`;
const OWN_PAGE = `http://localhost:${port}${BASE_PATH}/home.html`;

describe('the WeChat authorisation start address', () => {
  test('a page of this site: a 302 to the authorize page, the state bound to a new httpOnly cookie', async () => {
    const answers = await Promise.all([0, 1].map(() => request({ path: `${START}?back=${encodeURIComponent(OWN_PAGE)}` })));
    const nonces = answers.map((response) => {
      expect(response.status).toBe(302);
      expect(response.header('cache-control') ?? '').toMatch(/no-store/);
      const cookie = response.headerAll('set-cookie').find((line) => line.startsWith('wxAuthState='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const nonce = /^wxAuthState=([A-Za-z0-9]+)/.exec(cookie)![1]!;
      const location = new URL(response.header('location')!);
      expect(location.searchParams.get('state')).toBe(`isShare${nonce}`);
      expect(location.searchParams.get('redirect_uri')).toBe(OWN_PAGE);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('any other back: 400, and no cookie', async () => {
    const hostile = [
      '',
      'https://evil.example/steal',
      '//evil.example/x',
      'javascript:alert(1)',
      `http://localhost:${port + 1}/x`,
      '%',
      'x'.repeat(5000),
      `http://evil.example@localhost:${port}.evil.example/`,
    ];
    await sweep(
      hostile,
      (back) => back.slice(0, 40),
      async (back) => {
        const response = await request({ path: `${START}?back=${encodeURIComponent(back)}` });
        expectSane(response, back);
        expect(response.status).toBe(400);
        expect(response.headerAll('set-cookie').some((line) => line.startsWith('wxAuthState='))).toBe(false);
      },
    );
  });
});
