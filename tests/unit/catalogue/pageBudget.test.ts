import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { callTimeoutMs, notePlatformFailure, withPageBudget } from '../../../src/catalogue/pageBudget.ts';

/** One deadline for all of a page's platform calls (two slow calls must not make a 10 s page). */
describe('page budget', () => {
  it.each([
    [5000, 10_000, 0, 5000],
    [5000, 3000, 0, 3000],
    [5000, 3000, 2500, 500],
    [5000, 3000, 3500, 0],
  ])('a call of %i ms under a %i ms deadline, %i ms in, may take %i ms', (own, deadline, elapsed, expected) => {
    withPageBudget(() => expect(callTimeoutMs(own, 1_000 + elapsed)).toBe(expected), deadline, 1_000);
  });
  it('outside a page, a call keeps its own time-out, and failures are nobody’s', () => {
    expect(callTimeoutMs(5000)).toBe(5000);
    expect(() => notePlatformFailure()).not.toThrow();
  });
  it('budgets of concurrent pages stay apart', async () => {
    const counts = await Promise.all(
      [1, 2, 3].map((n) =>
        withPageBudget(async (budget) => {
          for (let i = 0; i < n; i += 1) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            notePlatformFailure();
          }
          return budget.failures;
        }),
      ),
    );
    expect(counts).toEqual([1, 2, 3]);
  });
});

describe('the catalogue under a page deadline', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    // A platform that answers nothing in time.
    server = createServer((_req, res) => void setTimeout(() => res.end('{"status":0,"data":{"columns":[]}}'), 2_000));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('after the deadline, later calls fail as time-outs and the page knows the platform failed', async () => {
    const catalogue = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: origin }), { log: () => {} });
    const { first, second, failures } = await withPageBudget(async (budget) => {
      const first = await catalogue.call('getColumns');
      const second = await catalogue.call('getColumns');
      return { first, second, failures: budget.failures };
    }, 100);
    expect(first).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(second).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(failures).toBe(2);
  });
});

describe('optional calls under a page budget', () => {
  it('a failed optional call (recommendations) keeps to the deadline but is no page failure', async () => {
    const catalogue = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: 'http://127.0.0.1:9' }), { log: () => {} });
    const { optional, required, failures } = await withPageBudget(async (budget) => {
      const optional = await catalogue.call('recommendList', {}, { optional: true });
      const afterOptional = budget.failures;
      const required = await catalogue.call('getColumns');
      return { optional, required, failures: [afterOptional, budget.failures] };
    });
    expect(optional.ok).toBe(false);
    expect(required.ok).toBe(false);
    expect(failures).toEqual([0, 1]);
  });
});
