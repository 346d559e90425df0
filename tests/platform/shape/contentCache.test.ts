import { describe, expect, it } from 'vitest';
import { ContentCache } from '../../../src/platform/shape/ContentCache.ts';

/** The platform's content cache holds what requests name, so it must stay bounded whatever they name. */
describe('ContentCache', () => {
  it('keeps at most its bound, whatever keys requests make up', async () => {
    const cache = new ContentCache(5_000, 100);
    for (let id = 0; id < 1_000; id += 1) await cache.get(`article:${id}`, async () => undefined);
    await cache.getMany(
      Array.from({ length: 500 }, (_, i) => `counts:${i}`),
      async () => new Map(),
    );
    expect(cache.size).toBe(100);
  });

  it('loads once within its time, and again after a bump', async () => {
    const cache = new ContentCache();
    let loads = 0;
    const load = async () => (loads += 1);
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    cache.bump();
    await cache.get('k', load);
    expect(loads).toBe(2);
  });
});
