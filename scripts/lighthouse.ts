/**
 * Lighthouse on a throttled phone (`npm run lighthouse`): Debian's Chromium, Lighthouse's mobile
 * defaults (slow 4G, 4× CPU slowdown), 5 runs per page type, medians. Starts the site itself, writes
 * reports/lighthouse.json and prints a table; exits non-zero when an error-level assertion fails
 * (performance 1.00, FCP and LCP ≤ 1.0 s, CLS 0, accessibility 1, SEO ≥ 0.95; TBT ≤ 150 ms warns).
 * Each row also counts the page's requests and its render-blocking ones (docs/decisions/145), and
 * names the element of its largest paint (docs/decisions/167).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { routeUrl } from '../src/routes.ts';
import { SERVER_NODE_FLAGS } from '../src/config/nodeFlags.ts';
import { DEMO_IDS } from '../src/platform/seed/demoIds.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const origin = `http://127.0.0.1:${PORT}`;

const ALL_PAGES: [string, string][] = [
  ['home', routeUrl('home')],
  ['news article', routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news])],
  ['video article', routeUrl('videoDetail', [DEMO_IDS.columns.video, DEMO_IDS.articles.video])],
  ['image set', routeUrl('imageDetail', [DEMO_IDS.columns.gallery, DEMO_IDS.articles.gallery])],
  ['live room', routeUrl('liveDetail', [DEMO_IDS.live.live, DEMO_IDS.articles.live])],
  ['activity', routeUrl('activityDetail', [DEMO_IDS.activities.open])],
  ['ranking', routeUrl('xyListShare')],
  ['login', routeUrl('login')],
];

/** Pages sent with noindex by design. */
const NOT_FOR_SEARCH = new Set(['login']);

/** LIGHTHOUSE_ONLY=home,login runs just those page types. */
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter(([name]) => only.includes(name)) : ALL_PAGES;

const ASSERTIONS = [
  { metric: 'performance', min: 1, level: 'error' },
  { metric: 'fcpMs', max: 1000, level: 'error' },
  { metric: 'lcpMs', max: 1000, level: 'error' },
  { metric: 'cls', max: 0, level: 'error' },
  { metric: 'renderBlocking', max: 0, level: 'error' },
  { metric: 'accessibility', min: 1, level: 'error' },
  { metric: 'seo', min: 0.95, level: 'error' },
  { metric: 'tbtMs', max: 150, level: 'warn' },
] as const;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PLATFORM_DATA_DIR: 'data/lighthouse' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready in') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const rows: Record<string, string | number>[] = [];
const lcpElements = new Map<string, string>();
let failed = false;
try {
  for (const [name, path] of PAGES) {
    const runs: Record<string, number>[] = [];
    const failing = new Set<string>();
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
      const lhr = result!.lhr;
      // Name what costs points, so a failed assertion says where to look.
      for (const category of ['accessibility', 'seo'] as const) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${ref.id}`);
        }
      }
      const shifts = lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined;
      for (const item of shifts?.items ?? []) failing.add(`layout shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? '?'}`);
      // The largest paint's element, by the selector Lighthouse gives it (the same in every run of a page).
      const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] } | undefined)?.items?.find((item) => item.type === 'node');
      if (lcpNode?.selector) lcpElements.set(name, lcpNode.selector);
      runs.push({
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        seo: lhr.categories.seo?.score ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Infinity,
        requests: (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? Infinity,
        renderBlocking: (lhr.audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      });
    }
    const row: Record<string, string | number> = { page: name };
    for (const key of Object.keys(runs[0]!)) row[key] = Number(median(runs.map((run) => run[key]!)).toFixed(3));
    for (const assertion of ASSERTIONS) {
      // The login page is kept out of search on purpose (noindex), which is what Lighthouse's SEO score counts against it.
      if (assertion.metric === 'seo' && NOT_FOR_SEARCH.has(name)) continue;
      const value = row[assertion.metric] as number;
      const ok = 'min' in assertion ? value >= assertion.min : value <= assertion.max;
      if (!ok) {
        console.log(`${assertion.level}: ${name} ${assertion.metric} = ${value}`);
        if (assertion.level === 'error') failed = true;
      }
    }
    row.lcpElement = lcpElements.get(name) ?? '?';
    rows.push(row);
    if (failing.size) console.log(`${name}: ${[...failing].join('; ')}`);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', `${JSON.stringify({ runs: RUNS, medians: rows }, null, 2)}\n`);
console.table(rows);
process.exit(failed ? 1 : 0);
