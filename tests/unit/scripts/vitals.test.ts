import { describe, expect, it } from 'vitest';
import { quantileOf, readVitalSeries, vitalsRows, vitalsTable } from '../../../scripts/vitals.ts';

const buckets = (pairs: Array<[number, number]>) => pairs.map(([le, count]) => ({ le, count }));

describe('the p75 of cumulative buckets, interpolated inside its bucket', () => {
  it.each([
    [
      'all in the first bucket',
      buckets([
        [1, 4],
        [2, 4],
        [Infinity, 4],
      ]),
      0.75,
    ],
    [
      'spread evenly',
      buckets([
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [Infinity, 4],
      ]),
      3,
    ],
    [
      'half way through a bucket',
      buckets([
        [1, 2],
        [3, 6],
        [Infinity, 6],
      ]),
      1 + (2 * (4.5 - 2)) / 4,
    ],
    [
      'on a bucket bound',
      buckets([
        [2.5, 3],
        [4, 4],
        [Infinity, 4],
      ]),
      2.5,
    ],
    [
      'in the +Inf bucket: the highest bound',
      buckets([
        [1, 1],
        [2, 1],
        [Infinity, 10],
      ]),
      2,
    ],
    [
      'one observation',
      buckets([
        [0.5, 0],
        [1, 1],
        [Infinity, 1],
      ]),
      0.875,
    ],
    [
      'no observations',
      buckets([
        [1, 0],
        [Infinity, 0],
      ]),
      null,
    ],
    ['no buckets', [], null],
  ])('%s', (_what, list, p75) => {
    const value = quantileOf(0.75, list);
    if (p75 === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(p75, 10);
  });
});

const METRICS = `# HELP web_vitals_lcp_seconds Largest contentful paint reported by readers.
# TYPE web_vitals_lcp_seconds histogram
web_vitals_lcp_seconds_bucket{le="1",page_type="newsDetail",client="wechat"} 2
web_vitals_lcp_seconds_bucket{le="2.5",page_type="newsDetail",client="wechat"} 4
web_vitals_lcp_seconds_bucket{le="+Inf",page_type="newsDetail",client="wechat"} 4
web_vitals_lcp_seconds_sum{page_type="newsDetail",client="wechat"} 5.2
web_vitals_lcp_seconds_count{page_type="newsDetail",client="wechat"} 4
web_vitals_lcp_seconds_bucket{le="1",page_type="home",client="android"} 1
web_vitals_lcp_seconds_bucket{le="2.5",page_type="home",client="android"} 1
web_vitals_lcp_seconds_bucket{le="+Inf",page_type="home",client="android"} 1
web_vitals_cls_bucket{le="0.1",page_type="newsDetail",client="wechat"} 4
web_vitals_cls_bucket{le="+Inf",page_type="newsDetail",client="wechat"} 4
web_vitals_inp_seconds_bucket{le="0.2",page_type="newsDetail",client="wechat"} 0
web_vitals_inp_seconds_bucket{le="+Inf",page_type="newsDetail",client="wechat"} 0
http_request_duration_seconds_bucket{le="1",route="home",method="GET",status_class="2xx"} 9
`;

describe('reading /metrics', () => {
  it('groups the buckets by metric, page type and client, and leaves other histograms out', () => {
    const series = readVitalSeries(METRICS);
    expect([...series.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    expect(series.get('LCP')?.map((item) => `${item.pageType}/${item.client}`)).toEqual(['newsDetail/wechat', 'home/android']);
    expect(series.get('LCP')?.[0]?.buckets.at(-1)).toEqual({ le: Infinity, count: 4 });
  });

  it('makes one row per page type and client, with the p75 of what was reported', () => {
    expect(vitalsRows(METRICS)).toEqual([
      { pageType: 'home', client: 'android', views: 1, p75: { LCP: 0.75 } },
      { pageType: 'newsDetail', client: 'wechat', views: 4, p75: { LCP: 1.75, CLS: expect.closeTo(0.075, 10) as number } },
    ]);
  });

  it('prints a table with a dash where nothing was reported', () => {
    const table = vitalsTable(vitalsRows(METRICS)).split('\n');
    expect(table[0]).toMatch(/^page type\s+client\s+views\s+p75 LCP\s+p75 INP\s+p75 CLS\s+p75 FCP\s+p75 TTFB$/);
    expect(table[3]).toMatch(/^newsDetail\s+wechat\s+4\s+1\.75 s\s+-\s+0\.075\s+-\s+-$/);
  });

  it('finds nothing in a text without Web Vitals', () => {
    expect(vitalsRows('# nothing\nup 1\n')).toEqual([]);
  });
});
