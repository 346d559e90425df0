/**
 * Malformed cookies count as absent: the page a reader gets with a broken `lang`/`theme` cookie is
 * the page they get without it, and no cookie can take the process down.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { ACTIONS, FRAGMENT_PATHS, ROUTE_PAGES, actionPath } from './targets.ts';
import { HOME_PATH, expectSane, pageLocaleAndTheme, request, sweep } from './suiteServer.ts';

interface Baseline {
  status: number;
  lang: string | null;
  theme: string | null;
}

const PAGES = [...ROUTE_PAGES.map((page) => page.path), ...FRAGMENT_PATHS];
const baseline = new Map<string, Baseline>();

beforeAll(async () => {
  // What each page looks like with no cookie at all: the answer a malformed cookie must reproduce.
  await sweep(
    PAGES,
    (path) => path,
    async (path) => {
      const response = await request({ path });
      baseline.set(path, { status: response.status, ...pageLocaleAndTheme(response.text()) });
    },
  );
  expect(baseline.get(HOME_PATH)?.status).toBe(200);
});

/** Cookie values whose percent-decoding throws, or that decode to nothing valid. */
const MALFORMED_SELECTOR_COOKIES = ['lang=%', 'theme=%', 'lang=%E0%A4', 'theme=%E0%A4', 'lang=%; theme=%', 'lang=%zz; theme=%ff%'];

describe('a malformed lang/theme cookie gives the page a reader without cookies gets', () => {
  for (const cookie of MALFORMED_SELECTOR_COOKIES) {
    test(`Cookie: ${cookie} on every route`, async () => {
      await sweep(
        PAGES,
        (path) => path,
        async (path) => {
          const response = await request({ path, headers: [['Cookie', cookie]] });
          expectSane(response, path);
          const clean = baseline.get(path)!;
          expect(response.status, 'status as without the cookie').toBe(clean.status);
          expect(pageLocaleAndTheme(response.text()), 'language and theme as without the cookie').toEqual({ lang: clean.lang, theme: clean.theme });
        },
      );
    });
  }
});

const manyCookies = Array.from({ length: 200 }, (_, i) => `c${i}=v${i}`).join('; ');

/** Cookies that are odd but legal enough to reach the application. */
const ODD_COOKIES: [label: string, value: string][] = [
  ['200 cookies', manyCookies],
  ['a 6 KB cookie', `big=${'x'.repeat(6_000)}`],
  ['duplicate lang, the second malformed', 'lang=en; lang=%'],
  ['prototype names', '__proto__=%; constructor=%; toString=%'],
  ['session cookies malformed', 'accessToken=%; appInfo=%7B%22userid%22; virtualDeviceId=%E0%A4; isWXLogin=%'],
  ['a forged reader session', `readerSession=${'A'.repeat(43)}`],
  ['reader sessions malformed and repeated', 'readerSession=%; readerSession=../../etc/passwd; readerSession=%E0%A4'],
  ['no name', '=%; ; ;='],
  ['quoted percent', 'lang="%"; theme="%E0"'],
];

/** Cookies the HTTP parser itself may refuse (a 4xx is fine, a crash or a 5xx is not). */
const BROKEN_COOKIES: [label: string, value: string][] = [
  ['binary bytes', 'lang=\x80\xff\xfe; theme=\xc3\x28'],
  ['control bytes', 'lang=\x01\x02\x7f'],
  ['a 40 KB cookie', `big=${'y'.repeat(40_000)}`],
];

describe('odd and broken cookies never break a page or an Action', () => {
  const samples = [HOME_PATH, ROUTE_PAGES.find((page) => page.route === 'newsDetail')!.path, FRAGMENT_PATHS[0]!];

  for (const [label, cookie] of ODD_COOKIES) {
    test(`${label}: pages answer as without cookies`, async () => {
      await sweep(
        samples,
        (path) => path,
        async (path) => {
          const response = await request({ path, headers: [['Cookie', cookie]] });
          expectSane(response, path);
          expect(response.status).toBe(baseline.get(path)!.status);
        },
      );
    });
  }

  for (const [label, cookie] of BROKEN_COOKIES) {
    test(`${label}: pages answer without a server error`, async () => {
      await sweep(
        samples,
        (path) => path,
        async (path) => {
          const response = await request({ path, headers: [['Cookie', cookie]] });
          expectSane(response, path);
        },
      );
    });
  }

  test('every Action with malformed cookies answers without a server error', async () => {
    const cookies = [...MALFORMED_SELECTOR_COOKIES, ...ODD_COOKIES.map(([, value]) => value), ...BROKEN_COOKIES.map(([, value]) => value)];
    const cases = ACTIONS.flatMap((action) => cookies.map((cookie) => ({ action, cookie })));
    await sweep(
      cases,
      ({ action, cookie }) => `${action.name} with ${cookie.slice(0, 40)}`,
      async ({ action, cookie }) => {
        const response = await request({
          method: 'POST',
          path: actionPath(action.name),
          headers: [
            ['Cookie', cookie],
            ['Content-Type', 'application/json'],
          ],
          body: JSON.stringify(action.body),
        });
        expectSane(response, action.name);
      },
    );
  });
});
