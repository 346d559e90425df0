import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hotAreaOf, paperDateOf, paperLayoutCodeOf, pictureSizeOf } from '../../../src/lib/paperDate.ts';
import { chunkFailureOf, ChunkLoadError, loadChunk } from '../../../src/lib/chunkLoad.ts';
import { advertListSchema, paperDatesSchema, paperIssueSchema } from '../../../src/catalogue/documentSchemas.ts';
import { analyticsHeaders, analyticsHeaderValue } from '../../../src/catalogue/analytics.ts';
import type { CatalogueConfig } from '../../../src/catalogue/catalogueConfig.ts';

describe('paper dates and layout codes', () => {
  it.each([
    ['2024-06-01', '2024-06-01'],
    ['20240601', '2024-06-01'],
    ['2024-06-01 00:00:00.0', '2024-06-01'],
    [' 2020-02-29 ', '2020-02-29'],
    ['2021-02-29', null],
    ['2024-13-01', null],
    ['2024-6-1', null],
    ['1800-01-01', null],
    ['x', null],
    [20240601, '2024-06-01'],
    [null, null],
  ])('%j → %j', (input, expected) => expect(paperDateOf(input)).toBe(expected));

  it.each([
    ['01', '01'],
    ['2', '2'],
    ['100', '100'],
    ['1000', null],
    ['a1', null],
    ['', null],
  ])('layout %j → %j', (input, expected) => expect(paperLayoutCodeOf(input)).toBe(expected));
});

describe('hot areas and picture sizes', () => {
  it.each([
    ['10,20,290,380', { x: 10, y: 20, width: 280, height: 360 }],
    ['10，20，290，380', { x: 10, y: 20, width: 280, height: 360 }],
    ['290,20,10,380', null],
    ['1,2,3', null],
    ['a,b,c,d', null],
    ['-1,0,5,5', null],
    ['', null],
  ])('%j → %j', (mapping, expected) => expect(hotAreaOf(mapping)).toEqual(expected));

  it.each([
    ['/p/paper-101_600x800.jpg', 0, 0, { width: 600, height: 800 }],
    ['/p/paper.jpg', 0, 0, { width: 600, height: 800 }],
    ['/p/paper.jpg', 1200, 1600, { width: 1200, height: 1600 }],
  ])('%s (%d×%d) → %j', (picture, w, h, expected) => expect(pictureSizeOf(picture, w, h)).toEqual(expected));
});

describe('paper and advert answers', () => {
  it('reads an issue tolerantly: ids as strings, articles under list, unknown layouts and articles dropped', () => {
    const issue = v.parse(paperIssueSchema, {
      id: '3',
      name: '日报',
      date: '20240601',
      pages: [
        { layoutId: '9', layout: '01', layoutName: '要闻', picUrl: '/a_100x200.jpg', list: [{ fileID: '12', title: 'T', mapping: '1,2,3,4' }, { title: 'no id' }] },
        { layout: '', name: 'no code' },
      ],
    });
    expect(issue).toEqual({
      paperId: 3,
      paperName: '日报',
      date: '2024-06-01',
      layouts: [{ id: 9, code: '01', name: '要闻', picture: '/a_100x200.jpg', width: 100, height: 200, pdf: '', articles: [{ fileId: 12, title: 'T', mapping: '1,2,3,4' }] }],
    });
  });

  it.each([
    [{ dates: ['2024-05-31', '2024-06-01', 'bad'] }, ['2024-06-01', '2024-05-31']],
    [[{ date: '20240601' }, '2024-06-01'], ['2024-06-01']],
    [{ list: null }, []],
  ])('dates %j → %j', (input, expected) => expect(v.parse(paperDatesSchema, input)).toEqual(expected));

  it('reads adverts under either spelling (the page keeps only those with a web picture: loaders/adverts.ts)', () => {
    expect(
      v.parse(advertListSchema, {
        list: [
          { advID: '4', name: 'A', imgUrl: 'https://x/a.jpg', url: 'https://x' },
          { id: 5, title: 'no picture' },
        ],
      }),
    ).toEqual([
      { id: 4, title: 'A', picture: 'https://x/a.jpg', link: 'https://x' },
      { id: 5, title: 'no picture', picture: '', link: '' },
    ]);
  });
});

describe('chunk loading (SPEC §8, §9: 120 s)', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), 'missing'],
    [new TypeError('Importing a module script failed.'), 'missing'],
    [new Error('error loading dynamically imported module'), 'missing'],
    [new ChunkLoadError('timeout'), 'timeout'],
    [new Error('boom'), 'other'],
    ['weird', 'other'],
  ])('%s → %s', (error, kind) => expect(chunkFailureOf(error)).toBe(kind));

  it('a chunk that has not arrived in time is a timeout; one that fails is classified; one that loads resolves', async () => {
    let fire: () => void = () => undefined;
    const timers = { set: (fn: () => void) => ((fire = fn), 1), clear: () => undefined };
    const late = loadChunk(() => new Promise<never>(() => undefined), 120_000, timers);
    fire();
    await expect(late).rejects.toMatchObject({ kind: 'timeout' });
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 120_000, timers)).rejects.toMatchObject({ kind: 'missing' });
    await expect(loadChunk(() => Promise.resolve(7), 120_000, timers)).resolves.toBe(7);
  });

  it('with the real timers, a chunk that loads resolves (no timer called off its object)', async () => {
    await expect(loadChunk(() => Promise.resolve('real'))).resolves.toBe('real');
  });
});

describe('analytics headers (SPEC §7)', () => {
  const config = (tenantCode: string | null, appKey: string | null) => ({ analytics: { tenantCode, appKey } }) as CatalogueConfig;
  const record = { dataType: 1_000_005, articleID: 5, deviceid: 'xy123', userUuid: '会员', platform: 3 };

  it('each header is base64 of the URI-encoded value', () => {
    expect(analyticsHeaderValue('会员')).toBe(Buffer.from(encodeURIComponent('会员')).toString('base64'));
    expect(analyticsHeaders(config('t', 'k'), record)).toMatchObject({ 'Tenant-Code': btoa('t'), appKey: btoa('k'), userUuid: btoa(encodeURIComponent('会员')) });
  });

  it.each([
    ['no tenant code', config(null, 'k'), record],
    ['no key', config('t', null), record],
    ['no article', config('t', 'k'), { ...record, articleID: 0 }],
    ['no platform', config('t', 'k'), { ...record, platform: 0 }],
  ])('%s: nothing is sent', (_case, cfg, rec) => expect(analyticsHeaders(cfg, rec)).toBeNull());
});
