import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mvodCategoriesSchema, mvodCommonInfoSchema, mvodListSchema, mvodShareInfoSchema, mvodVideoSchema } from '../../../src/catalogue/mvod.ts';

const parse = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input) as v.InferOutput<S>;

describe('mvod answers, read tolerantly (SPEC §3 Mvod)', () => {
  it.each([
    [
      'the bundled shape',
      { id: 3, categoryId: 2, title: 'T', videoUrl: 'https://m/v.m3u8', coverUrl: 'https://m/c.jpg', duration: 4, publishTime: '2024-05-06 09:00:00', playCount: 10, praiseCount: 1 },
      { id: 3, videoUrl: 'https://m/v.m3u8', coverUrl: 'https://m/c.jpg', playCount: 10 },
    ],
    [
      'other spellings, numbers as strings',
      { fileId: '7', title: 'T', url: 'https://m/v.mp4', cover: 'https://m/c.jpg', countPlay: '12', publishtime: 'x' },
      { id: 7, videoUrl: 'https://m/v.mp4', coverUrl: 'https://m/c.jpg', playCount: 12, publishTime: 'x' },
    ],
    ['related articles kept when they parse', { id: 1, relArticleList: [{ fileId: 1001, title: 'A' }, { title: 'no id' }] }, { id: 1, relArticleList: [expect.objectContaining({ fileId: 1001 })] }],
  ])('a video: %s', (_name, input, expected) => {
    expect(parse(mvodVideoSchema, input)).toMatchObject(expected);
  });

  it.each([[null], [{}], [{ id: 'x' }], [{ id: 0 }], ['empty'], [[1]]])('no video without an id: %j', (input) => {
    expect(parse(mvodVideoSchema, input)).toBeNull();
  });

  it.each([
    [{ list: [{ id: 1 }, { id: 2 }, { nope: 1 }], total: 3 }, [1, 2]],
    [[{ id: 5 }], [5]],
    [{ records: [{ fileId: 6 }] }, [6]],
    [{ list: null }, []],
  ])('a list %j → ids %j', (input, ids) => {
    expect(parse(mvodListSchema, input).map((x) => x.id)).toEqual(ids);
  });

  it('categories, common and share info', () => {
    expect(parse(mvodCategoriesSchema, [{ id: '1', name: '推荐', type: '0' }, { name: 'no id' }])).toEqual([{ id: 1, name: '推荐', type: 0 }]);
    expect(parse(mvodCommonInfoSchema, { siteName: '云溪', logoUrl: 'https://l' })).toEqual({ name: '云溪', logo: 'https://l' });
    expect(parse(mvodShareInfoSchema, { shareTitle: 'S', shareUrl: 'https://s' })).toEqual({ title: 'S', url: 'https://s', description: '' });
  });
});
