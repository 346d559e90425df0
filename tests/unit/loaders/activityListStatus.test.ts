import { beforeEach, describe, expect, it, vi } from 'vitest';
import { empty, fail, ok } from '../../../src/catalogue/result.ts';
import { translator } from '../../../src/i18n/translate.ts';

/**
 * The activity list's answer (docs/decisions/168): status and cache policy from what the two calls
 * answered. The catalogue is replaced; the loader's rules are not.
 */
const calls = vi.hoisted(() => ({ activityCats: vi.fn(), activityList: vi.fn() }));
vi.mock('../../../src/catalogue/catalogue.ts', () => ({ siteCatalogue: calls }));
const { loadActivityFragment, loadActivityListPage } = await import('../../../src/loaders/activityListPage.ts');

const cn = translator('cn');
const cats = ok([
  { activityColID: 1, name: '精彩活动', icon: '', showPushStyle: 0 },
  { activityColID: 2, name: '亲子·运动', icon: '', showPushStyle: 1 },
]);
const item = (fileId: number) => ({
  fileId,
  title: `活动${fileId}`,
  picBig: '',
  catId: 1,
  voteId: 0,
  organizer: '',
  location: '',
  abstract: '',
  countClick: 0,
  startTime: '',
  endTime: '',
  startSignTime: '',
  endSignTime: '',
  quota: 0,
  participatorNum: 0,
  isbegin: 1,
});
const page = (n: number, from = 1) => ok(Array.from({ length: n }, (_, i) => item(from + i)));
const broken = fail({ kind: 'timeout', code: null, messageKey: 'error.network', message: null, call: 'x', reaction: { kind: 'none' } } as never);
const unknown = fail({ kind: 'platform', code: -1, messageKey: 'error.generic', message: null, call: 'x', reaction: { kind: 'none' } } as never);

beforeEach(() => {
  calls.activityCats.mockReset();
  calls.activityList.mockReset();
});

describe('loadActivityListPage: status and cache from what the platform answered', () => {
  it.each([
    ['all, a full page', undefined, cats, page(20), 200, 'list', 20, true],
    ['all, a short page', undefined, cats, page(3), 200, 'list', 3, false],
    ['a listed category, empty', '2', cats, empty(), 200, 'list', 0, false],
    ['a category the platform does not list', '9', cats, page(3), 404, 'notFound', 3, false],
    ['a category that is no id', 'abc', cats, page(3), 404, 'notFound', 0, false],
    ['category 0', '0', cats, page(3), 404, 'notFound', 0, false],
    ['the list failed', undefined, cats, broken, 503, 'private', 0, false],
    ['the tabs failed: the list stands, no shared cache', '2', broken, page(3), 200, 'private', 3, false],
    ['the tabs answered an unknown id: no tab to check against', '2', unknown, page(3), 200, 'list', 3, false],
  ] as const)('%s', async (_name, catId, catsAnswer, listAnswer, status, cache, count, more) => {
    calls.activityCats.mockResolvedValue(catsAnswer);
    calls.activityList.mockResolvedValue(listAnswer);
    const answer = await loadActivityListPage(catId, new URLSearchParams(), cn);
    expect([answer.status, answer.cache, answer.view.items.length, answer.view.next !== null]).toEqual([status, cache, count, more]);
  });

  it('asks the platform for the category, the page and the item after which it starts', async () => {
    calls.activityCats.mockResolvedValue(cats);
    calls.activityList.mockResolvedValue(page(20, 21));
    const answer = await loadActivityListPage('1', new URLSearchParams('page=2&lastFileId=20'), cn);
    expect(calls.activityList).toHaveBeenCalledWith({ catId: 1, page: 1, lastFileId: 20 });
    expect(answer.view.next).toEqual({ page: 3, lastFileId: 40 });
    expect(answer.view.source).toEqual({ kind: 'activities', id: '1' });
    expect(answer.view.tabs.find((tab) => tab.current)?.id).toBe(1);
  });
});

describe('loadActivityFragment: the next page for load-more', () => {
  it.each([
    ['id=-1&page=2&lastFileId=20', page(20, 21), 200, -1],
    ['id=2&page=2&lastFileId=5', page(1), 200, 2],
    ['id=-1&page=2', broken, 502, -1],
    ['id=abc&page=2', page(1), 404, null],
    ['page=2', page(1), 404, null],
  ] as const)('%s → %s', async (query, listAnswer, status, catId) => {
    calls.activityList.mockResolvedValue(listAnswer);
    const got = await loadActivityFragment(new URLSearchParams(query), cn);
    expect(got.status).toBe(status);
    if (catId === null) expect(calls.activityList).not.toHaveBeenCalled();
    else expect(calls.activityList.mock.calls[0]?.[0]).toMatchObject({ catId });
  });
});
