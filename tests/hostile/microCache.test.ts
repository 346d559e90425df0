/**
 * The micro-cache keeps page HTML for anonymous readers; it must never keep what a hostile request
 * made. Each case sends the hostile request first and a clean request for the same URL right after,
 * while a cached entry would still be fresh: the clean reader must get a clean page, in the same
 * language and theme as any clean reader.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { EVIL_HOST, ROUTE_PAGES } from './targets.ts';
import { HOME_PATH, expectSane, pageLocaleAndTheme, port, request } from './suiteServer.ts';
import type { HeaderList, SimpleRequest } from './rawHttp.ts';

const MARKER = 'poison7c1e';
let clean: { lang: string | null; theme: string | null };

beforeAll(async () => {
  const home = await request({ path: HOME_PATH });
  expect(home.status).toBe(200);
  clean = pageLocaleAndTheme(home.text());
  expect(clean.lang).toBeTruthy();
});

/** Pages that render for anonymous readers, so they are what the cache keeps. */
const PAGES = [
  'newsDetail',
  'imageDetail',
  'videoDetail',
  'columnDetail',
  'aboutUs',
  'specDetail',
  'moreImage',
  'reporter',
  'tagList',
  'linkDetail',
  'figureDetail',
  'xyRules',
  'moreLive',
  'downloadClient',
].map((name) => ROUTE_PAGES.find((page) => page.route === name)!.path);

const withHeaders = (headers: HeaderList): Omit<SimpleRequest, 'path'> => ({ headers });

/** The hostile first request; `marker` (when not empty) is what must not reach the clean reader. */
const POISONS: [label: string, request: Omit<SimpleRequest, 'path'>, marker: string][] = [
  ['Host: evil.example', { host: EVIL_HOST }, EVIL_HOST],
  ['Host: evil.example with our port', { host: `${EVIL_HOST}:${port}` }, EVIL_HOST],
  ['X-Forwarded-Host', withHeaders([['X-Forwarded-Host', EVIL_HOST]]), EVIL_HOST],
  [
    'X-Forwarded-Proto and Forwarded',
    withHeaders([
      ['X-Forwarded-Proto', 'javascript'],
      ['Forwarded', `host=${EVIL_HOST};proto=https`],
    ]),
    EVIL_HOST,
  ],
  ['a foreign cookie', withHeaders([['Cookie', `tracking=${MARKER}; accessToken=${MARKER}; appInfo=%7B%22userid%22%3A%22${MARKER}%22%7D`]]), MARKER],
  ['a User-Agent', withHeaders([['User-Agent', `Mozilla/5.0 ${MARKER}`]]), MARKER],
  ['an Accept-Language nobody speaks', withHeaders([['Accept-Language', `x-${MARKER}, *;q=0.1`]]), MARKER],
  ['a Referer', withHeaders([['Referer', `http://${EVIL_HOST}/${MARKER}`]]), MARKER],
  // Legitimate selectors: the clean reader must still get the default language and theme.
  ['a selector cookie in another language and theme', withHeaders([['Cookie', 'lang=en; theme=dark']]), ''],
  ['an Accept-Language in another language', withHeaders([['Accept-Language', 'de-DE,de;q=0.9']]), ''],
];

describe('a hostile request never shapes the page a clean reader gets next', () => {
  POISONS.forEach(([label, poison, marker], index) => {
    test(label, async () => {
      const path = PAGES[index % PAGES.length]!;
      const first = await request({ path, ...poison });
      expectSane(first, `hostile ${label}`);
      const next = await request({ path });
      expectSane(next, `clean after ${label}`, marker ? [marker] : []);
      expect(next.status).toBe(200);
      expect(pageLocaleAndTheme(next.text())).toEqual(clean);
    });
  });

  test('an unknown query key never reaches the page without it', async () => {
    const path = PAGES.at(-1)!;
    const first = await request({ path: `${path}?utm_source=${MARKER}&${MARKER}=1&title2=${MARKER}` });
    expectSane(first, 'unknown keys');
    const next = await request({ path });
    expectSane(next, 'clean after unknown keys', [MARKER]);
    expect(next.status).toBe(200);
  });
});

describe('a light page (docs/decisions/153) never reaches a reader who did not ask', () => {
  const path = PAGES[1]!;
  const LIGHT: [label: string, request: Omit<SimpleRequest, 'path'>, light: boolean][] = [
    ['Save-Data: on', withHeaders([['Save-Data', 'on']]), true],
    ['the lightPages cookie', withHeaders([['Cookie', 'lightPages=on']]), true],
    // Said twice, it reads `on, on`: not what a browser sends, so not light, in the page and the cache key alike.
    [
      'Save-Data sent twice',
      withHeaders([
        ['Save-Data', 'on'],
        ['Save-Data', 'on'],
      ]),
      false,
    ],
    ['a Save-Data nobody sends', withHeaders([['Save-Data', `on; ${MARKER}`]]), false],
    ['a light cookie that says nothing', withHeaders([['Cookie', `lightPages=%; lightPages=${MARKER}`]]), false],
    ['a binary Save-Data', withHeaders([['Save-Data', '\x80\xff']]), false],
  ];
  for (const [label, poison, light] of LIGHT) {
    test(label, async () => {
      const first = await request({ path, ...poison });
      expectSane(first, `light ${label}`, [MARKER]);
      expect(first.status).toBe(200);
      expect(first.text().includes('class="pic-off'), `${label}: light`).toBe(light);
      const next = await request({ path });
      expectSane(next, `clean after ${label}`, ['class="pic-off']);
      expect(next.status).toBe(200);
    });
  }

  test('a hostile light query is a page without it', async () => {
    for (const value of ['%', 'ON', '<script>', '']) {
      const response = await request({ path: `${path}?light=${value}` });
      expectSane(response, `?light=${value}`, ['<script>alert']);
      expect(response.status).toBeLessThan(500);
      expect(response.header('set-cookie') ?? '', `?light=${value}`).not.toContain('lightPages');
    }
  });
});
