import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../src/catalogue/activitySchemas.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { activityCategoryOf, activityItemView, activitySourceId, activityTabs } from '../../../src/loaders/activityListPage.ts';
import { articleRoute } from '../../../src/lib/articleRoute.ts';
import { routeUrl } from '../../../src/routes.ts';

const cn = translator('cn');
const en = translator('en');
// Platform wall-clock strings are UTC+8: 2026-06-10 12:00 there is 04:00 UTC.
const now = new Date('2026-06-10T04:00:00Z');

function activity(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    fileId: 601,
    title: '摄影征集',
    picBig: 'https://img.example/act.jpg',
    catId: 1,
    voteId: 0,
    organizer: '云溪新闻',
    location: '',
    abstract: '',
    countClick: 0,
    startTime: '2026-06-01 09:00:00',
    endTime: '2026-06-30 18:00:00',
    startSignTime: '2026-06-01 09:00:00',
    endSignTime: '2026-06-13 12:00:00',
    quota: 200,
    participatorNum: 1,
    isbegin: null,
    ...over,
  };
}

describe('activityItemView: progress as the mark, the sign-up state (SPEC §9) as the line', () => {
  it.each([
    ['open, three days to sign up', {}, '进行中', '立即报名 · 剩余3天'],
    ['open, five hours to sign up', { endSignTime: '2026-06-10 17:30:00' }, '进行中', '立即报名 · 剩余5小时'],
    ['sign-up not started', { startSignTime: '2026-06-11 09:00:00' }, '进行中', '报名未开始'],
    ['sign-up ended, activity running', { endSignTime: '2026-06-09 09:00:00' }, '进行中', '报名已结束'],
    ['quota full', { quota: 2, participatorNum: 2 }, '进行中', '名额已满'],
    ['no limit, many sign-ups', { quota: 0, participatorNum: 999 }, '进行中', '立即报名 · 剩余3天'],
    ['not started', { startTime: '2026-06-20 09:00:00', startSignTime: '2026-06-12 09:00:00' }, '未开始', '报名未开始'],
    ['ended', { startTime: '2026-05-01 09:00:00', endTime: '2026-05-02 09:00:00', endSignTime: '2026-04-30 09:00:00' }, '已结束', '活动已结束'],
    ['no times, isbegin 2', { startTime: '', endTime: '', startSignTime: '', endSignTime: '', isbegin: 2 }, '已结束', '活动已结束'],
    ['no times, isbegin 1, no sign-up end', { startTime: '', endTime: '', startSignTime: '', endSignTime: '', isbegin: 1 }, '进行中', '立即报名'],
  ])('%s', (_name, over, mark, line) => {
    const view = activityItemView(activity(over), now, cn);
    expect(view.mark).toBe(mark);
    expect(view.source).toBe(line);
  });

  it('is an activity item: it links to its activity page and shows its picture, or none', () => {
    const view = activityItemView(activity(), now, en);
    expect(articleRoute(view)).toBe(routeUrl('activityDetail', [601]));
    expect([view.mark, view.source]).toEqual(['In progress', expect.stringMatching(/^Sign up now · /)]);
    expect(view.picType).toBe(1);
    expect(activityItemView(activity({ picBig: '' }), now, cn).picType).toBe(0);
  });
});

describe('activityCategoryOf and activitySourceId: which category a page or a fragment lists', () => {
  it.each([
    [undefined, -1],
    ['', -1],
    ['2', 2],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['1e3', null],
    ['9999999999999999', null],
  ])('route %s → %s', (param, expected) => {
    expect(activityCategoryOf(param)).toBe(expected);
  });
  it.each([
    ['-1', -1],
    ['3', 3],
    [null, null],
    ['', null],
    ['0', null],
    ['-2', null],
    ['x', null],
  ])('fragment id %s → %s', (id, expected) => {
    expect(activitySourceId(id)).toBe(expected);
  });
});

describe('activityTabs: 全部, then each category (activityCats), the current one marked', () => {
  const cats = [
    { activityColID: 1, name: '精彩活动' },
    { activityColID: 2, name: ' 亲子·运动 ' },
  ];
  it.each([
    [-1, [true, false, false]],
    [2, [false, false, true]],
  ])('category %s', (catId, current) => {
    const tabs = activityTabs(cats, catId, cn);
    expect(tabs.map((tab) => [tab.id, tab.name, tab.href])).toEqual([
      [null, '全部', routeUrl('activityList')],
      [1, '精彩活动', routeUrl('activityList', [1])],
      [2, '亲子·运动', routeUrl('activityList', [2])],
    ]);
    expect(tabs.map((tab) => tab.current)).toEqual(current);
  });
  it('without categories, only 全部', () => {
    expect(activityTabs([], -1, en).map((tab) => tab.name)).toEqual(['All']);
  });
});
