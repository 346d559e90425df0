import { describe, expect, it } from 'vitest';
import { createReportReasonCache, reportReasonsOf } from '../../../src/catalogue/reportReasons.ts';
import { empty, ok, type Result } from '../../../src/catalogue/result.ts';

const FIVE = ['广告营销', '色情低俗', '违法违规', '人身攻击', '其他'];

describe('the report reasons of getCats DISCUSSTYPE', () => {
  it.each<[string, unknown, { type: number; name: string }[]]>([
    ["the bundled platform's catsList", { catsList: FIVE.map((name, i) => ({ id: i, catID: i, name, code: 'DISCUSSTYPE', parentID: 0 })) }, FIVE.map((name, type) => ({ type, name }))],
    ['ids as strings', { catsList: [{ id: '3', name: '人身攻击' }] }, [{ type: 3, name: '人身攻击' }]],
    ['catID only', { catsList: [{ catID: 9, name: '其他' }] }, [{ type: 9, name: '其他' }]],
    [
      'no id: the position',
      { catsList: [{ name: 'a' }, { name: 'b' }] },
      [
        { type: 0, name: 'a' },
        { type: 1, name: 'b' },
      ],
    ],
    ['a bare list', [{ id: 1, name: 'x' }], [{ type: 1, name: 'x' }]],
    ['`list` instead of catsList', { list: [{ id: 1, name: 'x' }] }, [{ type: 1, name: 'x' }]],
    ['nameless and odd entries are dropped', { catsList: [{ id: 1, name: ' ' }, null, 'x', 5, { id: 2, name: '其他' }] }, [{ type: 2, name: '其他' }]],
    [
      'negative or huge types are dropped',
      {
        catsList: [
          { id: -1, name: 'a' },
          { id: 1e9, name: 'b' },
          { id: 2, name: 'c' },
        ],
      },
      [{ type: 2, name: 'c' }],
    ],
    ['a name is trimmed and cut to 40 characters', { catsList: [{ id: 1, name: ` ${'长'.repeat(50)} ` }] }, [{ type: 1, name: '长'.repeat(40) }]],
    ['at most 20 reasons', { catsList: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `r${i}` })) }, Array.from({ length: 20 }, (_, i) => ({ type: i, name: `r${i}` }))],
    ['a string', 'empty', []],
    ['null', null, []],
    ['catsList not a list', { catsList: { id: 1 } }, []],
  ])('%s', (_, data, expected) => {
    expect(reportReasonsOf(data)).toEqual(expected);
  });
});

describe('the reasons kept in process', () => {
  const answer = (names: string[]): Result<unknown> => ok({ catsList: names.map((name, id) => ({ id, name })) });

  it('asks once within the time to live, shares a first load, and asks again after it', async () => {
    let clock = 0;
    let calls = 0;
    const reasons = createReportReasonCache(async () => (calls++, answer(['a'])), { ttlMs: 1000, now: () => clock });
    const [first, second] = await Promise.all([reasons(), reasons()]);
    expect(first).toEqual([{ type: 0, name: 'a' }]);
    expect(second).toBe(first);
    clock = 999;
    await reasons();
    expect(calls).toBe(1);
    clock = 1000;
    await reasons();
    expect(calls).toBe(2);
  });

  it.each<[string, () => Promise<Result<unknown>>]>([
    ['an empty answer', async () => empty()],
    ['no reasons', async () => answer([])],
    ['a failure', async () => ({ ok: false, error: { kind: 'network' } }) as unknown as Result<unknown>],
    ['a thrown error', () => Promise.reject(new Error('down'))],
  ])('%s is never kept: null now, the next call asks again', async (_, failing) => {
    let calls = 0;
    let load = failing;
    const reasons = createReportReasonCache(() => (calls++, load()), { ttlMs: 1000, now: () => 0 });
    expect(await reasons()).toBeNull();
    load = async () => answer(['b']);
    expect(await reasons()).toEqual([{ type: 0, name: 'b' }]);
    expect(calls).toBe(2);
  });

  it('after the time to live a failed refresh keeps the last good reasons', async () => {
    let clock = 0;
    let load = async () => answer(['a']);
    const reasons = createReportReasonCache(() => load(), { ttlMs: 10, now: () => clock });
    await reasons();
    clock = 20;
    load = async () => empty();
    expect(await reasons()).toEqual([{ type: 0, name: 'a' }]);
  });
});
