import http from 'node:http';
import zlib from 'node:zlib';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { LOCALE_CONFIGS, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { routeUrl } from '../../src/routes.ts';
import { accessLines, expect, logIn, test } from './clusterTest.ts';

/**
 * nginx's page cache (deploy/nginx.conf, docs/decisions/131): 1,000 requests for one article in
 * five languages (the lang cookie or Accept-Language), three themes, two encodings, logged in and
 * not, cost at most one render per variant at the origin; no answer is another language's,
 * theme's or reader's page.
 */
const PATH = routeUrl('imageDetail', [DEMO_IDS.columns.gallery, DEMO_IDS.articles.gallery]);
const ACCEPT_LANGUAGE: Record<Locale, string> = { cn: 'zh-CN,zh;q=0.9', en: 'en-GB,en;q=0.8', de: 'de-DE,de;q=0.9', fr: 'fr-FR,fr;q=0.9', bo: 'bo' };
const CACHE_RENDERS = new Set(['MISS', 'EXPIRED', 'STALE', 'UPDATING', 'BYPASS']);

interface Ask {
  locale: Locale;
  byCookie: boolean;
  theme: (typeof THEMES)[number];
  encoding: 'br, gzip' | 'gzip';
  session: boolean;
}

function get(front: URL, headers: Record<string, string>, agent: http.Agent): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: front.hostname, port: front.port, path: PATH, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

test('1,000 readers of one article: one render per variant, and each gets its own language and theme', async ({ page, cluster }) => {
  test.setTimeout(120_000);
  // A logged-in reader's session cookie (the browser's), to mix in.
  const phone = await logIn(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'readerSession');
  expect(session, 'the login left a session cookie').toBeTruthy();

  const asks: Ask[] = [];
  for (let i = 0; i < 1000; i++) {
    asks.push({
      locale: LOCALES[i % LOCALES.length]!,
      byCookie: Math.floor(i / 5) % 2 === 0,
      theme: THEMES[Math.floor(i / 10) % THEMES.length]!,
      encoding: Math.floor(i / 30) % 2 === 0 ? 'br, gzip' : 'gzip',
      session: Math.floor(i / 60) % 2 === 0,
    });
  }
  const front = new URL(cluster.front);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const fromByte = accessLines().end;
  const answers: { ask: Ask; status: number; cache: string; variant: string; htmlTag: string; setCookie: boolean; leaked: boolean }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < asks.length) {
        const ask = asks[next++]!;
        const cookies = [ask.byCookie ? `lang=${ask.locale}` : '', `theme=${ask.theme}`, ask.session ? `readerSession=${session!.value}` : ''].filter(Boolean).join('; ');
        const headers = {
          'accept-encoding': ask.encoding,
          'accept-language': ask.byCookie ? ACCEPT_LANGUAGE.cn : ACCEPT_LANGUAGE[ask.locale],
          cookie: cookies,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        };
        const response = await get(front, headers, agent);
        // What nginx stores apart: its key (lang and theme cookies, client kind, encoding) and the headers the answer varies on.
        const vary = String(response.headers.vary ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
        const key = [ask.byCookie ? ask.locale : '', ask.theme, ask.encoding.startsWith('br') ? 'br' : 'gzip', ...vary.map((name) => `${name}=${headers[name as keyof typeof headers] ?? ''}`)].join(
          '|',
        );
        answers.push({
          ask,
          status: response.status,
          cache: String(response.headers['x-cache-status'] ?? ''),
          variant: key,
          htmlTag: /<html[^>]*>/.exec(response.body)?.[0] ?? '',
          setCookie: response.headers['set-cookie'] !== undefined,
          leaked: response.body.includes(phone) || response.body.includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`),
        });
      }
    }),
  );
  agent.destroy();

  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  for (const { ask, htmlTag } of answers) {
    expect(htmlTag, JSON.stringify(ask)).toContain(`lang="${LOCALE_CONFIGS[ask.locale].lang}"`);
    expect(htmlTag, JSON.stringify(ask)).toContain(`data-theme="${ask.theme}"`);
  }
  expect(answers.filter((answer) => answer.setCookie || answer.leaked)).toEqual([]);

  // At most one render per variant, by nginx's word on each answer…
  const renders = new Map<string, number>();
  for (const answer of answers) if (CACHE_RENDERS.has(answer.cache)) renders.set(answer.variant, (renders.get(answer.variant) ?? 0) + 1);
  expect([...renders].filter(([, count]) => count > 1)).toEqual([]);
  const variants = new Set(answers.map((answer) => answer.variant)).size;
  // …and by the origin's: the requests for this page that reached a site process.
  const origin = accessLines(fromByte).lines.filter((line) => line.uri === PATH && line.upstreams.length > 0);
  expect(origin.length).toBeLessThanOrEqual(variants);
  test.info().annotations.push({ type: 'cache', description: `${answers.length} answers, ${variants} variants, ${origin.length} renders at the origin` });
});

/**
 * 无图模式 (docs/decisions/153): nginx keys on the lightPages cookie and Save-Data, so a light page
 * (no content picture) reaches only readers who asked, and a normal one only readers who did not.
 */
test('light pages through nginx: never served to a reader who did not ask, nor a normal page to one who did', async ({ cluster }) => {
  const front = new URL(cluster.front);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const asks: { headers: Record<string, string>; light: boolean }[] = [
    { headers: {}, light: false },
    { headers: { 'save-data': 'on' }, light: true },
    { headers: { cookie: 'lightPages=on' }, light: true },
    { headers: { 'save-data': 'on', cookie: 'lightPages=off' }, light: false },
    { headers: { cookie: 'theme=dark; lightPages=on' }, light: true },
    { headers: { cookie: 'theme=dark' }, light: false },
  ];
  const pictures = (body: string) => (body.slice(body.indexOf('<main'), body.lastIndexOf('</main>')).match(/<img\b/g) ?? []).length;
  const wrong: string[] = [];
  const caches = new Set<string>();
  for (let round = 0; round < 10; round++) {
    await Promise.all(
      asks.map(async ({ headers, light }) => {
        const response = await get(front, { 'accept-encoding': 'br, gzip', 'accept-language': ACCEPT_LANGUAGE.cn, ...headers }, agent);
        caches.add(String(response.headers['x-cache-status'] ?? ''));
        if (response.status !== 200 || (pictures(response.body) === 0) !== light) wrong.push(`${JSON.stringify(headers)}: ${response.status}, ${pictures(response.body)} pictures`);
      }),
    );
  }
  agent.destroy();
  expect(wrong).toEqual([]);
  // The answers did come from nginx's cache, not only from the sites.
  expect([...caches]).toContain('HIT');
});
