import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { memberDetailSchema, myFavSchema } from '../../../src/catalogue/identitySchemas.ts';

describe('identity answers, read tolerantly', () => {
  it('myFav (PLATFORM.md §5.2): {list} or a bare array; ids as numbers or strings; an item without an id is dropped', () => {
    const item = { siteID: 1, type: 0, channel: 1, articleID: '1001', title: '标题', articleType: 2, column: '要闻', time: '2026-11-20 08:00', columnID: '3', linkID: 0 };
    expect(v.parse(myFavSchema, { list: [item, { title: 'no id' }] })).toEqual([{ fileId: 1001, title: '标题', articleType: 2, columnId: 3, linkID: 0, time: '2026-11-20 08:00' }]);
    expect(v.parse(myFavSchema, [item])).toHaveLength(1);
    expect(v.parse(myFavSchema, { list: null })).toEqual([]);
  });

  it.each([
    ['a member', { uid: '7', userid: '7', nickname: 'n', head: 'h', phone: '138****0000', sex: '2', birthday: '2000-01-01', address: '', score: 3 }, { userId: '7', sex: '2', score: '3' }],
    ['an odd sex is unstated', { userid: 8, sex: '9' }, { userId: '8', sex: '0' }],
    ['no password of their own (isDefPassword 1, a WeChat member)', { uid: '9', isDefPassword: 1 }, { userId: '9', hasPassword: false }],
    ['a password', { uid: '9', isDefPassword: '0' }, { userId: '9', hasPassword: true }],
    ['not said: taken to have one (the form is not offered)', { uid: '9' }, { userId: '9', hasPassword: true }],
    ['no user id is no member', { nickname: 'n' }, null],
    ['not an object', 'empty', null],
  ])('member detail: %s', (_name, raw, expected) => {
    const parsed = v.parse(memberDetailSchema, raw);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });
});
