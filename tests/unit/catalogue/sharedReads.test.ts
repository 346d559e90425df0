import { describe, expect, it } from 'vitest';
import { useFakePlatform } from './fakePlatform.ts';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { withPageBudget, type PageBudget } from '../../../src/catalogue/pageBudget.ts';
import { memorySession } from '../../../src/catalogue/session.ts';

/**
 * Shared public reads (docs/decisions/113) against a real local HTTP server: anonymous pages share
 * the platform's public answers for a moment and a burst makes one call; readers, sessions, other
 * calls and failures never share.
 */
const { routes, json, seen, config } = useFakePlatform();

const columns = { status: 0, data: { columns: [{ columnId: 7, columnName: 'News' }] } };
const countOf = (path: string) => seen.filter((request) => request.path === path).length;

function page<T>(work: (budget: PageBudget) => Promise<T>, options: { anonymous?: boolean; deadlineMs?: number } = {}): Promise<{ value: T; budget: PageBudget }> {
  return withPageBudget(async (budget) => {
    budget.anonymous = options.anonymous ?? true;
    return { value: await work(budget), budget };
  }, options.deadlineMs);
}

function setup(env: Record<string, string> = {}) {
  let clock = 1_000_000;
  const catalogue = createCatalogue(config(env), { log: () => {}, now: () => clock });
  return { catalogue, advance: (ms: number) => (clock += ms) };
}

describe('shared public reads', () => {
  it('a burst of anonymous pages asking for the same columns makes one request, and all get the answer', async () => {
    routes.set('/app_if/getColumns', (_req, res) => setTimeout(() => json(res, columns), 30));
    const { catalogue } = setup();
    const pages = await Promise.all(Array.from({ length: 20 }, () => page(() => catalogue.getColumns({ parentColumnId: 0 }))));
    expect(countOf('/app_if/getColumns')).toBe(1);
    for (const { value } of pages) expect(value.ok && !value.empty && value.value.columns[0]?.columnId).toBe(7);
  });

  it('keeps the answer for the moment (2 s by default), then asks again', async () => {
    routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
    const { catalogue, advance } = setup();
    await page(() => catalogue.getColumns());
    advance(1_500);
    await page(() => catalogue.getColumns());
    expect(countOf('/app_if/getColumns')).toBe(1);
    advance(600);
    await page(() => catalogue.getColumns());
    expect(countOf('/app_if/getColumns')).toBe(2);
  });

  const neverShared: Array<[string, (catalogue: ReturnType<typeof setup>['catalogue']) => Promise<unknown>, { anonymous?: boolean }]> = [
    ['a page for a reader with a session', (c) => c.getColumns(), { anonymous: false }],
    ['a call carrying a session', (c) => c.getColumns({}, { session: memorySession() }), {}],
    ['a call with its own headers', (c) => c.getColumns({}, { headers: { 'x-test': '1' } }), {}],
    ['a call made for the host app', (c) => c.getColumns({}, { inNativeApp: true }), {}],
  ];
  for (const [name, run, options] of neverShared) {
    it(`never shares ${name}`, async () => {
      routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
      const { catalogue } = setup();
      await Promise.all([page(() => run(catalogue), options), page(() => run(catalogue), options)]);
      expect(countOf('/app_if/getColumns')).toBe(2);
    });
  }

  it('never shares a call that is not declared public (counts), nor calls outside a page', async () => {
    routes.set('/app_if/getArticleCounts', (_req, res) => json(res, { status: 0, data: { countPraise: 1 } }));
    routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
    const { catalogue } = setup();
    await Promise.all([page(() => catalogue.call('getArticleCounts', { id: 1 })), page(() => catalogue.call('getArticleCounts', { id: 1 }))]);
    await Promise.all([catalogue.getColumns(), catalogue.getColumns()]);
    expect(countOf('/app_if/getArticleCounts')).toBe(2);
    expect(countOf('/app_if/getColumns')).toBe(2);
  });

  it('different parameters are different answers', async () => {
    routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
    const { catalogue } = setup();
    await Promise.all([page(() => catalogue.getColumns({ parentColumnId: 0 })), page(() => catalogue.getColumns({ parentColumnId: 7 }))]);
    expect(countOf('/app_if/getColumns')).toBe(2);
  });

  it('a failure reaches the pages waiting for it, counts against each of them, and is not kept', async () => {
    routes.set('/app_if/getColumns', (_req, res) => {
      res.writeHead(502);
      res.end('bad gateway');
    });
    const { catalogue } = setup();
    const pages = await Promise.all([page(() => catalogue.getColumns()), page(() => catalogue.getColumns())]);
    expect(countOf('/app_if/getColumns')).toBe(1);
    for (const { value, budget } of pages) {
      expect(value.ok).toBe(false);
      expect(budget.failures).toBe(1);
    }
    routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
    const next = await page(() => catalogue.getColumns());
    expect(next.value.ok).toBe(true);
    expect(countOf('/app_if/getColumns')).toBe(2);
  });

  it('a page near its deadline stops waiting; the shared call goes on for the next page', async () => {
    routes.set('/app_if/getColumns', (_req, res) => setTimeout(() => json(res, columns), 300));
    const { catalogue } = setup();
    const hurried = page(() => catalogue.getColumns(), { deadlineMs: 50 });
    const patient = page(() => catalogue.getColumns());
    const [late, inTime] = await Promise.all([hurried, patient]);
    expect(late.value).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(late.budget.failures).toBe(1);
    expect(inTime.value.ok).toBe(true);
    expect(countOf('/app_if/getColumns')).toBe(1);
  });

  it('SHARED_READS_MS=0 turns sharing off', async () => {
    routes.set('/app_if/getColumns', (_req, res) => json(res, columns));
    const { catalogue } = setup({ SHARED_READS_MS: '0' });
    await Promise.all([page(() => catalogue.getColumns()), page(() => catalogue.getColumns())]);
    expect(countOf('/app_if/getColumns')).toBe(2);
  });
});
