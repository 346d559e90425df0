/**
 * Cache drops between platform processes (docs/decisions/132): what a notification on the live
 * channel may carry, what it drops, and the column snapshot's time to live for a process that
 * missed one. No database: the payloads and the caches only.
 */
import { describe, expect, it } from 'vitest';
import type { PlatformDb } from '../../../src/platform/db/openDatabase.ts';
import { applyCacheEvent, MAX_CACHE_KEYS, parseCacheEvent } from '../../../src/platform/shape/cacheEvents.ts';
import { ColumnCache } from '../../../src/platform/shape/ColumnCache.ts';
import { ContentCache } from '../../../src/platform/shape/ContentCache.ts';

describe('parseCacheEvent', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `counts:${i + 1}`);
  it.each([
    ['everything', '{"kind":"cache","all":true}', { kind: 'cache', all: true }],
    ['named keys', '{"kind":"cache","keys":["counts:1001","live:502","vote:701"]}', { kind: 'cache', keys: ['counts:1001', 'live:502', 'vote:701'] }],
    ['as many keys as allowed', JSON.stringify({ kind: 'cache', keys: keys(MAX_CACHE_KEYS) }), { kind: 'cache', keys: keys(MAX_CACHE_KEYS) }],
    ['one key too many', JSON.stringify({ kind: 'cache', keys: keys(MAX_CACHE_KEYS + 1) }), null],
    ['no keys', '{"kind":"cache","keys":[]}', null],
    ['a key that is not name:id', '{"kind":"cache","keys":["counts:1001","module-list:1:http://x"]}', null],
    ['a key that is not text', '{"kind":"cache","keys":[1001]}', null],
    ['all that is not true', '{"kind":"cache","all":"yes"}', null],
    ['a live event', '{"kind":"report","liveId":504,"reportId":9}', null],
    ['not JSON', 'cache', null],
    ['JSON that is not an object', '"cache"', null],
    ['too long', JSON.stringify({ kind: 'cache', keys: ['counts:1'], pad: 'x'.repeat(3000) }), null],
  ])('%s', (_name, payload, expected) => {
    expect(parseCacheEvent(payload)).toEqual(expected);
  });
});

describe('applyCacheEvent', () => {
  const filled = () => {
    const cache = new ContentCache(600_000);
    for (const key of ['counts:1', 'counts:2', 'live:3']) void cache.get(key, async () => key);
    let invalidated = 0;
    const columns = { invalidate: () => (invalidated += 1) } as unknown as ColumnCache;
    return { cache, columns, invalidated: () => invalidated };
  };
  it('named keys go, the rest stay, the column snapshot stays', () => {
    const ctx = filled();
    applyCacheEvent(ctx, { kind: 'cache', keys: ['counts:1', 'live:3', 'vote:9'] });
    expect(ctx.cache.size).toBe(1);
    expect(ctx.invalidated()).toBe(0);
  });
  it('all drops every entry and the column snapshot', () => {
    const ctx = filled();
    applyCacheEvent(ctx, { kind: 'cache', all: true });
    expect(ctx.cache.size).toBe(0);
    expect(ctx.invalidated()).toBe(1);
  });
});

describe('ColumnCache', () => {
  it('reloads after its time to live, and at once after invalidate', async () => {
    let loads = 0;
    const row = (name: string) => ({ id: 1, name, parentId: 0, siteId: 1 });
    const db = {
      select: () => ({ from: () => ({ where: () => ({ orderBy: () => Promise.resolve([row(`load ${++loads}`)]) }) }) }),
    } as unknown as PlatformDb;
    const columns = new ColumnCache(db, 60_000);
    const name = async (now: number) => (await columns.all(now)).get(1)?.name;
    expect(await name(0)).toBe('load 1');
    expect(await name(59_999)).toBe('load 1');
    expect(await name(60_000)).toBe('load 2');
    columns.invalidate();
    expect(await name(60_001)).toBe('load 3');
  });
});
