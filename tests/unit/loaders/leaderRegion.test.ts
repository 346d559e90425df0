import { describe, expect, it } from 'vitest';
import { leaderRegionOf, regionTabs } from '../../../src/loaders/leaderPages.ts';
import { routeUrl } from '../../../src/routes.ts';

describe('leaderRegionOf: the region a leaders list is limited to', () => {
  it.each([
    ['', null],
    ['?regionID=3', 3],
    ['?regionId=12', 12],
    ['?regionID=3&regionId=4', 3],
    ['?regionID=%203%20', 3],
    ['?regionID=', 'invalid'],
    ['?regionID=0', 'invalid'],
    ['?regionID=-1', 'invalid'],
    ['?regionID=abc', 'invalid'],
    ['?regionID=1e3', 'invalid'],
    ['?regionID=9999999999999999', 'invalid'],
    ['?regionID=<b>', 'invalid'],
  ])('%s → %s', (query, expected) => {
    expect(leaderRegionOf(new URLSearchParams(query))).toBe(expected);
  });
});

describe('regionTabs: "all", then each region, the current one marked', () => {
  const regions = [
    { catID: 11, catName: '云溪市直' },
    { catID: 12, catName: ' 东港区 ' },
  ];
  const all = routeUrl('LeaderViewList');
  const of = (id: number) => routeUrl('LeaderViewList', [], { regionID: String(id) });
  it.each([
    [
      'all leaders',
      regions,
      null,
      [
        [null, '全部', all, true],
        [11, '云溪市直', of(11), false],
        [12, '东港区', of(12), false],
      ],
    ],
    [
      'one region',
      regions,
      12,
      [
        [null, '全部', all, false],
        [11, '云溪市直', of(11), false],
        [12, '东港区', of(12), true],
      ],
    ],
    [
      'a region not among them',
      regions,
      99,
      [
        [null, '全部', all, false],
        [11, '云溪市直', of(11), false],
        [12, '东港区', of(12), false],
      ],
    ],
    ['no regions', [], null, []],
    [
      'only unusable regions (no id, no name)',
      [
        { catID: 0, catName: '零' },
        { catID: 5, catName: '  ' },
      ],
      null,
      [],
    ],
  ] as const)('%s', (_name, input, current, expected) => {
    expect(regionTabs([...input], current, '全部').map((tab) => [tab.id, tab.name, tab.href, tab.current])).toEqual(expected);
  });
});
