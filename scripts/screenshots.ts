/**
 * `npm run screenshots`: a contact sheet of what a reader sees first on a phone. Each route of
 * ROUTES in Chinese light, Tibetan light and Chinese dark, at 360×740 on Debian's Chromium, written to
 * reports/screenshots/ (one PNG per page and variant, and index.html to look at them side by side).
 *
 * It starts the built site on a fresh demo newsroom (run `npm run build` first), or reads the site
 * at SCREENSHOT_ORIGIN (e.g. http://127.0.0.1:4321) when set. A tool to look with, not a test.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PAGES } from '../tests/e2e/demoPages.ts';
import { freshPaths, removePaths, spawnServer, stopServer, type RunningServer } from '../tests/hostile/serverProcess.ts';

/** The routes on the sheet: every kind of page a reader meets. */
const ROUTES = [
  'home',
  'column',
  'special',
  'more live',
  'more image',
  'tag list',
  'leader',
  'about',
  'all comments',
  'all replies',
  'login',
  'member details (anonymous)',
  'subscription list',
  'member page',
  'tip-off',
  'tip-off form (anonymous)',
  'contribution',
  'call for contributions',
  'invite (anonymous)',
  'points (anonymous)',
  'news',
  'news with vote',
  'audio',
  'image set',
  'video',
  'paper',
  'timeline',
  'activity',
  'charge-off',
  'not found',
];
const VARIANTS = [
  { name: 'cn-light', lang: 'cn', theme: 'light' },
  { name: 'bo-light', lang: 'bo', theme: 'light' },
  { name: 'cn-dark', lang: 'cn', theme: 'dark' },
] as const;
const OUT = path.resolve('reports/screenshots');

const pages = ROUTES.map((name) => {
  const found = PAGES.find(([label]) => label === name);
  if (!found) throw new Error(`no demo page named ${name}`);
  return found;
});

let server: RunningServer | undefined;
const paths = process.env.SCREENSHOT_ORIGIN ? undefined : freshPaths('touch-screenshots-');
const origin = process.env.SCREENSHOT_ORIGIN?.replace(/\/$/, '') ?? (server = await spawnServer(paths!, { env: { MICRO_CACHE: 'off' } })).origin;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
rmSync(OUT, { recursive: true, force: true });
try {
  for (const variant of VARIANTS) {
    mkdirSync(path.join(OUT, variant.name), { recursive: true });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const host = new URL(origin).hostname;
    await context.addCookies([
      { name: 'lang', value: variant.lang, domain: host, path: '/' },
      { name: 'theme', value: variant.theme, domain: host, path: '/' },
    ]);
    const page = await context.newPage();
    for (const [index, [name, url]] of pages.entries()) {
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' }).catch(() => undefined);
      await page.screenshot({ path: path.join(OUT, variant.name, `${fileName(index, name)}.png`) });
    }
    await context.close();
    console.log(`${variant.name}: ${pages.length} pages`);
  }
  writeFileSync(path.join(OUT, 'index.html'), contactSheet());
  console.log(`contact sheet: ${path.join(OUT, 'index.html')}`);
} finally {
  await browser.close();
  if (server) await stopServer(server);
  if (paths) removePaths(paths);
}

function fileName(index: number, name: string): string {
  return `${String(index + 1).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;
}

function contactSheet(): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = pages
    .map(([name, url], index) => {
      const cells = VARIANTS.map((variant) => `<td><img src="${variant.name}/${fileName(index, name)}.png" width="180" height="370" loading="lazy" alt=""></td>`).join('');
      return `<tr><th>${index + 1}. ${escape(name)}<br><small>${escape(url)}</small></th>${cells}</tr>`;
    })
    .join('\n');
  const head = VARIANTS.map((variant) => `<th>${variant.name}</th>`).join('');
  return `<!doctype html><meta charset="utf-8"><title>Touch news: contact sheet</title>
<style>body{font:14px sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}img{display:block}</style>
<table><thead><tr><th>route</th>${head}</tr></thead><tbody>
${rows}
</tbody></table>
`;
}
