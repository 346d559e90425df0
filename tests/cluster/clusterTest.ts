import { readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';

/** What the global setup started (scripts/cluster/startCluster.ts), as the worker sees it. */
export interface ClusterInfo {
  front: string;
  siteUrls: string[];
  platformUrls: string[];
  platformOrigin: string;
  adminToken: string;
  databaseUrl: string;
  accessLog: string;
  /** The global setup's control server: POST /killSite/0, /restartSites, /stopRedis… */
  control: string;
}

export function clusterInfo(): ClusterInfo {
  const file = process.env.CLUSTER_INFO;
  if (!file) throw new Error('CLUSTER_INFO is not set: run through playwright.cluster.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterInfo;
}

export async function control(action: string, index = 0): Promise<void> {
  const response = await fetch(`${clusterInfo().control}/${action}/${index}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${index}: ${response.status} ${await response.text()}`);
}

export const test = base.extend<{ cluster: ClusterInfo }>({
  // eslint-disable-next-line no-empty-pattern
  cluster: async ({}, use) => use(clusterInfo()),
  baseURL: async ({ cluster }, use) => use(cluster.front),
});
export { expect };

export const cn = translator('cn');
export const url = (name: string, params: (string | number)[] = [], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });

/** A phone number no other test uses (the platform limits codes per phone). */
export function uniquePhone(): string {
  return `137${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The platform's admin API, on one platform process (the first by default) or through nginx. */
export async function admin(request: APIRequestContext, path: string, origin = clusterInfo().platformUrls[0]!, body: unknown = {}) {
  const response = await request.post(`${origin}/platform-admin${path}`, { headers: { authorization: `Bearer ${clusterInfo().adminToken}` }, data: body });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** The login page's code form, as a reader fills it in (the code from the admin API: no SMS). */
export async function logIn(page: Page, phone = uniquePhone()): Promise<string> {
  if (!page.url().includes('/login')) await page.goto(url('login'));
  await page.getByLabel(cn('login.phone')).fill(phone);
  await page.getByRole('button', { name: cn('login.sendCode') }).click();
  await expect(page.locator('.login-message')).toHaveText(cn('login.codeSent'));
  const code = String((await admin(page.request, `/phone-code/${phone}`)).data.code);
  await page.getByLabel(cn('login.code'), { exact: true }).fill(code);
  await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
  await page.waitForURL((target) => !target.pathname.includes('/login'));
  return phone;
}

/** One query on the platform's PostgreSQL (to count what was written, exactly). */
export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: clusterInfo().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function memberIdOf(phone: string): Promise<number> {
  const rows = await query<{ id: number }>('select id from members where phone = $1', [phone]);
  expect(rows, `member ${phone}`).toHaveLength(1);
  return rows[0]!.id;
}

export interface AccessLine {
  method: string;
  uri: string;
  status: number;
  /** Every upstream tried, in order (`-` when the cache answered). */
  upstreams: string[];
  cache: string;
  userAgent: string;
}

/** nginx's access log (log_format upstream in deploy/nginx.conf), from a byte offset. */
export function accessLines(from = 0): { lines: AccessLine[]; end: number } {
  const buffer = readFileSync(clusterInfo().accessLog);
  const lines: AccessLine[] = [];
  for (const line of buffer.subarray(from).toString('utf8').split('\n')) {
    const match = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ \S+ up=(.*?) cache=(\S+) id=\S+ "(.*)"$/.exec(line);
    if (!match) continue;
    const [, method, uri, status, up, cache, userAgent] = match;
    lines.push({ method: method!, uri: uri!, status: Number(status), upstreams: up!.split(/\s*,\s*|\s+:\s+/).filter((u) => u !== '-'), cache: cache!, userAgent: userAgent! });
  }
  return { lines, end: buffer.length };
}

/** The site process (0, 1) an upstream address names, or -1. */
export function siteIndexOf(upstream: string): number {
  return clusterInfo().siteUrls.findIndex((site) => site.endsWith(`//${upstream.trim()}`));
}

/** Each site process's count of answered requests from its /metrics, or null while it has none. */
export async function siteRequestCounts(): Promise<number[] | null> {
  const counts: number[] = [];
  for (const site of clusterInfo().siteUrls) {
    const response = await fetch(`${site}/metrics`, { redirect: 'manual' });
    const text = await response.text();
    if (response.status !== 200 || !text.includes('http_request_duration_seconds_count')) return null;
    counts.push(
      text
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0),
    );
  }
  return counts;
}

/** A phone's user agent with a marker for this reader, so nginx's log tells its requests apart. */
export function readerAgent(marker: string): string {
  return `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 cluster-reader/${marker}`;
}
