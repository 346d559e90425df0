import { describe, expect, it } from 'vitest';
import {
  accentFor,
  homeLiveItems,
  itemLayout,
  layoutPictures,
  liveBadge,
  moduleKind,
  moduleMoreUrl,
  navColumns,
  nextPage,
  parseId,
  pictureSide,
  platformPage,
  selectedColumn,
  type PictureFields,
} from '../../../src/lib/listRules.ts';
import { BASE_PATH } from '../../../src/routes.ts';

const col = (columnId: number, columnStyle = 101, parentId: number | null = 1, isForbidden = false) => ({ columnId, columnStyle, parentId, isForbidden });

describe('navColumns: column filtering', () => {
  it('drops styles 205, 215, 410, forbidden columns and other parents', () => {
    const columns = [col(2), col(11, 205), col(12, 215), col(13, 410), col(14, 101, 1, true), col(15, 101, 14), col(16, 203, null)];
    expect(navColumns(columns, 1).map((c) => c.columnId)).toEqual([2, 16]);
  });
  it('top level is parent 0', () => {
    expect(navColumns([col(1, 101, 0), col(2, 101, 1)], 0).map((c) => c.columnId)).toEqual([1]);
  });
  it('selects the requested tab or the first', () => {
    const tabs = [col(2), col(3)];
    expect(selectedColumn(tabs, 3)?.columnId).toBe(3);
    expect(selectedColumn(tabs, 99)?.columnId).toBe(2);
    expect(selectedColumn([], null)).toBeNull();
  });
});

describe('ids and pages', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
    ['1e3', null],
    [5, 5],
    [0, null],
  ])('parseId(%j) → %j', (value, expected) => expect(parseId(value)).toBe(expected));
  it.each([
    [null, 0],
    ['1', 0],
    ['2', 1],
    ['x', 0],
    ['0', 0],
    ['100000', 499],
  ])('platformPage(%j) → %i', (value, expected) => expect(platformPage(value as string | null)).toBe(expected));
});

describe('nextPage: load-more exactly when a full page of 20 came back', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ fileId: 100 + i }));
  it.each([
    [0, null],
    [1, null],
    [19, null],
    [20, { page: 2, lastFileId: 119 }],
    [21, null],
    [40, { page: 2, lastFileId: 139 }],
  ])('%i items → %j', (n, expected) => expect(nextPage(0, items(n))).toEqual(expected));
  it('counts pages from the current one', () => expect(nextPage(2, items(20))?.page).toBe(4));
  it('a platform flag wins over the rule', () => {
    expect(nextPage(0, items(5), true)).toEqual({ page: 2, lastFileId: 104 });
    expect(nextPage(0, items(20), false)).toBeNull();
  });
});

const pictures = (more: Partial<PictureFields>): PictureFields => ({
  articleType: 0,
  picType: 0,
  isBigPic: 0,
  picSmall: '',
  picMiddle: '',
  picBig: '',
  pics: [],
  pic_list: [],
  pic_list_title: [],
  liveBannerUrl: '',
  ...more,
});
const A = 'https://img.example.com/a.jpg';
const B = 'https://img.example.com/b.jpg';
const C = 'https://img.example.com/c.jpg';

describe('itemLayout: layout choice', () => {
  it.each([
    ['no picture type', pictures({ picBig: A }), 'text'],
    ['small', pictures({ picType: 1, picSmall: A }), 'small'],
    ['small without a picture falls back to text', pictures({ picType: 1 }), 'text'],
    ['big by picType', pictures({ picType: 2, picBig: A }), 'big'],
    ['big by isBigPic', pictures({ picType: 0, isBigPic: 1, picBig: A }), 'big'],
    ['three pictures', pictures({ picType: 3, pics: [A, B, C] }), 'three'],
    ['three from pic_list', pictures({ picType: 3, pic_list: [A, B, C] }), 'three'],
    ['three with two pictures falls back to small', pictures({ picType: 3, pics: [A, B] }), 'small'],
    ['storage paths are not pictures', pictures({ picType: 1, pic_list: ['图片存储;xy/a.jpg'] }), 'text'],
  ])('%s', (_, item, layout) => expect(itemLayout(item)).toBe(layout));
});

describe('layoutPictures: thumbnail suffix use', () => {
  it('adds the suffix to small and three pictures, not to the full-width big one', () => {
    expect(layoutPictures(pictures({ picSmall: A }), 'small', '.2')).toEqual([`${A}.2`]);
    expect(layoutPictures(pictures({ pics: [A, B, C] }), 'three', '.2')).toEqual([`${A}.2`, `${B}.2`, `${C}.2`]);
    expect(layoutPictures(pictures({ picBig: A }), 'big', '.2')).toEqual([A]);
    expect(layoutPictures(pictures({ picSmall: 'https://img.example.com/a.gif' }), 'small', '.2')).toEqual(['https://img.example.com/a.gif']);
    expect(layoutPictures(pictures({ picSmall: A }), 'small', '')).toEqual([A]);
    expect(layoutPictures(pictures({ picSmall: A }), 'text', '.2')).toEqual([]);
  });
  it('prefers the smallest size for small and the biggest for big', () => {
    const item = pictures({ picSmall: A, picBig: B });
    expect(layoutPictures(item, 'small', null)).toEqual([A]);
    expect(layoutPictures(item, 'big', null)).toEqual([B]);
  });
});

describe('padListType, padColor, live and modules', () => {
  it.each([
    [1, 'start'],
    [0, 'end'],
    [2, 'end'],
    [null, 'end'],
  ])('pictureSide(%j) → %s', (value, side) => expect(pictureSide(value)).toBe(side));
  it.each([
    ['#c8102e', 'red'],
    ['#f00', 'red'],
    ['#ff8800', 'orange'],
    ['#1e7b34', 'green'],
    ['#0b57d0', 'blue'],
    ['#7b2cbf', 'purple'],
    ['', 'red'],
    ['red', 'red'],
    ['#777777', 'red'],
  ])('accentFor(%j) → %s', (value, accent) => expect(accentFor(value)).toBe(accent));
  it.each([
    [0, 'preview'],
    [1, 'live'],
    [2, 'ended'],
    [3, null],
    [null, null],
  ])('liveBadge(%j) → %j', (status, badge) => expect(liveBadge(status)).toBe(badge));
  it('home live strip keeps live types 0, 7, 8, 9, 10, 11 (none counts as 0)', () => {
    const lives = [0, 1, 7, 8, 9, 10, 11, 12, null].map((liveType) => ({ liveType }));
    expect(homeLiveItems(lives).map((x) => x.liveType)).toEqual([0, 7, 8, 9, 10, 11, null]);
  });
  it.each([
    [0, 'articles'],
    [4, 'activities'],
    [5, 'accounts'],
    [7, 'people'],
    [8, 'flash'],
    [10, 'cards'],
    [11, 'articles'],
  ])('moduleKind(%i) → %s', (type, kind) => expect(moduleKind(type)).toBe(kind));
});

describe('moduleMoreUrl: where the "more" link of a module goes', () => {
  const target = (isJump: number, id: number) => ({ isJump, id });
  it.each([
    ['a jump to a column', 10, target(1, 8), 'columnDetail/8.html'],
    ['no jump: the module list', 0, target(0, 2), 'moreModules.html?id=3'],
    ['no target column', 4, null, 'moreModules.html?id=3'],
    ['a jump to no column', 0, target(1, 0), 'moreModules.html?id=3'],
    ['people: their own list even with a jump', 7, target(1, 30), 'moreModules.html?id=3'],
    ['accounts without a jump', 5, target(0, 2), 'moreModules.html?id=3'],
  ] as const)('%s', (_label, type, targetColumn, path) => {
    expect(moduleMoreUrl({ type, moduleID: 3, targetColumn })).toBe(`${BASE_PATH}/${path}`);
  });
});
