import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { memberCommentsSchema, subscribeAnswerSchema, xyAccountListSchema, xyCategoriesSchema } from '../../../src/catalogue/subscriptionSchemas.ts';
import { CORPUS_DIR, corpusAvailable } from '../../corpusAvailable.ts';

const parse = <T>(schema: v.GenericSchema<unknown, T>, input: unknown) => v.parse(schema, input);
const present = corpusAvailable();
const recorded = (name: string): { response: { data: unknown } }[] => JSON.parse(readFileSync(`${CORPUS_DIR}/${name}.json`, 'utf8'));

describe('xyCategoriesSchema (getCats XYACCOUNT)', () => {
  it.each([
    ['catsList', { catsList: [{ id: 1, catID: 1, name: '记者', code: 'XYACCOUNT', parentID: 0, icon: '' }] }, [{ id: 1, name: '记者', icon: '' }]],
    ['ids as strings, catID preferred', { catsList: [{ id: '9', catID: '3', name: '政务' }] }, [{ id: 3, name: '政务', icon: '' }]],
    ['a bare list', [{ catID: 2, name: '文旅', icon: 'x.png' }], [{ id: 2, name: '文旅', icon: 'x.png' }]],
    ['nameless and id-less entries dropped', { catsList: [{ catID: 0, name: 'a' }, { catID: 4, name: '' }, null, 'x'] }, []],
    ['catsList null', { catsList: null }, []],
  ])('%s', (_name, input, expected) => expect(parse(xyCategoriesSchema, input)).toEqual(expected));
});

describe('xyAccountListSchema (getCatXys, getSubcribeXys, searchXyRank)', () => {
  const account = { xyID: 301, topic: '云溪发布', description: 'd', icon: 'i.png', isFollow: 0 };
  it.each([
    ['getCatXys {xys}', { xys: [account] }, [{ xyID: 301, topic: '云溪发布', description: 'd', icon: 'i.png', followed: false }]],
    ['getSubcribeXys {list}, isFollow as "1"', { list: [{ ...account, isFollow: '1' }] }, [{ xyID: 301, topic: '云溪发布', description: 'd', icon: 'i.png', followed: true }]],
    [
      'searchXyRank bare list with id',
      [{ id: 78, icon: 'a.jpg', topic: '福建交警', influence: 8, rank: 11, canHit: 1, isFollow: 0 }],
      [{ xyID: 78, topic: '福建交警', description: '', icon: 'a.jpg', followed: false }],
    ],
    ['status 1 left out', { xys: [{ ...account, xyStatus: 1 }] }, []],
    ['status "4" left out', { xys: [{ ...account, xyStatus: '4' }] }, []],
    ['forbidden left out', { xys: [{ ...account, xyForbidden: '1' }] }, []],
    ['xyID 0 left out', { xys: [{ ...account, xyID: 0 }] }, []],
    ['status 0 kept', { xys: [{ ...account, xyStatus: 0, xyForbidden: 0 }] }, [expect.objectContaining({ xyID: 301 })]],
    ['xys null', { xys: null }, []],
    ['empty object', {}, []],
  ])('%s', (_name, input, expected) => expect(parse(xyAccountListSchema, input)).toEqual(expected));
});

describe('subscribeAnswerSchema (topicSub / topicSubCancel)', () => {
  it.each([
    [{ value: 'true' }, true],
    [{ value: true }, true],
    [{ value: 'false' }, false],
    [true, true],
    ['true', true],
    [false, false],
    [{}, false],
  ])('%j → %s', (input, expected) => expect(parse(subscribeAnswerSchema, input)).toBe(expected));
});

describe('memberCommentsSchema (myDiscuss)', () => {
  const comment = {
    id: 5,
    content: '<b>hi</b>',
    created: '2024-06-01 09:00:00.0',
    reviewStatus: 1,
    parentID: 0,
    sourceType: 0,
    articleID: 1001,
    article: { fileId: 1001, title: 'T', articleType: 0, colID: 2, linkID: 0 },
  };
  it('the list, the public member and the article each comment is about', () => {
    const out = parse(memberCommentsSchema, { list: [comment], totalCount: '1', hasMore: 'false', member: { uid: 101, nickname: 'n', head: 'h' } });
    expect(out).toEqual({
      member: { userId: '101', nickname: 'n', avatar: 'h' },
      list: [
        { id: 5, content: '<b>hi</b>', created: '2024-06-01 09:00:00', reviewStatus: 1, parentID: 0, sourceType: 0, article: { fileId: 1001, title: 'T', articleType: 0, columnId: 2, linkID: 0 } },
      ],
      totalCount: 1,
      hasMore: false,
    });
  });
  it.each([
    ['no member', { list: [] }, { member: null, list: [], totalCount: 0, hasMore: false }],
    [
      'a bare list, a live comment without article, a broken entry',
      [{ ...comment, sourceType: 1, article: null }, { id: 'x' }],
      { member: null, list: [expect.objectContaining({ id: 5, article: null })], totalCount: 1, hasMore: false },
    ],
    [
      'review status missing',
      { list: [{ ...comment, reviewStatus: undefined }], member: {} },
      { member: null, list: [expect.objectContaining({ reviewStatus: null })], totalCount: 1, hasMore: false },
    ],
  ])('%s', (_name, input, expected) => expect(parse(memberCommentsSchema, input)).toEqual(expected));
});

describe.skipIf(!present)('the recorded corpus', () => {
  it('getSubcribeXys parses every recording', () => {
    for (const entry of recorded('getSubcribeXys')) expect(v.safeParse(xyAccountListSchema, entry.response.data).success).toBe(true);
  });
  it('searchXyRank items parse as accounts (they share the shape)', () => {
    for (const entry of recorded('searchXyRank')) {
      const parsed = v.safeParse(xyAccountListSchema, entry.response.data);
      expect(parsed.success).toBe(true);
      const raw = entry.response.data;
      if (Array.isArray(raw)) expect(parsed.output).toHaveLength(raw.length);
    }
  });
});
