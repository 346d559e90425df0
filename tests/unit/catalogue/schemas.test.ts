import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleListItemSchema, articleListSliceSchema } from '../../../src/catalogue/articleListItem.ts';
import { articleContentSchema } from '../../../src/catalogue/articleContent.ts';
import { columnListSchema, visibleColumns } from '../../../src/catalogue/column.ts';
import { siteConfigSchema } from '../../../src/catalogue/siteConfig.ts';
import { readEnvelope } from '../../../src/catalogue/envelope.ts';
import { booleanWrite, fields, record, str, trimKeys } from '../../../src/catalogue/schemaParts.ts';

describe('tolerance for the real platform quirks', () => {
  it('counts as numbers or strings, null lists, missing fields', () => {
    const item = v.parse(articleListItemSchema, { fileId: '42', title: 't', countDiscuss: '47', countPraise: 3, pic_list: null, liveStatus: '1' });
    expect(item).toMatchObject({ fileId: 42, countDiscuss: 47, countPraise: 3, countClick: 0, pic_list: [], liveStatus: 1, columnId: 0 });
  });

  it('an item without an id is dropped from a list, not the whole list', () => {
    const slice = v.parse(articleListSliceSchema, { list: [{ title: 'no id' }, { fileId: 1, title: 'ok' }], hasMore: 'true' });
    expect(slice.list.map((item) => item.fileId)).toEqual([1]);
    expect(slice.hasMore).toBe(true);
  });

  it('keys with trailing spaces ("columnIcon ") are read', () => {
    const article = v.parse(articleContentSchema, { fileId: 1, title: 't', related: [{ relId: 2, 'columnIcon ': 'icon.png', 'columnRssCount ': '3' }] });
    expect(article?.related[0]).toMatchObject({ fileId: 2, columnIcon: 'icon.png', columnRssCount: 3 });
  });

  it.each([
    ['relId names the related article while fileId is the host', { relId: 7, fileId: 1 }, 7],
    ['both name the related article', { relId: 7, fileId: 7 }, 7],
    ['only fileId', { fileId: 7 }, 7],
    ['only relId, as a string', { relId: '7' }, 7],
  ])('a related entry links to the related article: %s', (_case, entry, expected) => {
    const article = v.parse(articleContentSchema, { fileId: 1, title: 't', related: [{ title: 'r', ...entry }] });
    expect(article?.related[0]?.fileId).toBe(expected);
  });

  it('detail without an id, "empty", null or "" yields null (an empty result)', () => {
    for (const raw of ['empty', null, '', {}, { title: 'no id' }]) expect(v.parse(articleContentSchema, raw)).toBeNull();
  });

  it('hides column styles 205, 215, 410', () => {
    const list = v.parse(columnListSchema, { columns: [{ columnId: 1, columnStyle: '205' }, { columnID: 2, columnStyle: '101' }, { columnStyle: 101 }] });
    expect(list.columns.map((column) => column.columnId)).toEqual([1, 2]);
    expect(visibleColumns(list.columns).map((column) => column.columnId)).toEqual([2]);
  });

  it('site config: every block optional, paperUrl from _p_wap', () => {
    const config = v.parse(siteConfigSchema, { detailPageGrey: '1', _p_wap: { paperUrl: 'http://p' }, socketServer: { url: 'wss://s' }, _rd_WeChat: { wxAppid: 'wx1', authLogin: '2' } });
    expect(config).toMatchObject({ detailPageGrey: true, paperUrl: 'http://p', socketServerUrl: 'wss://s', wechat: { wxAppid: 'wx1', authLogin: 2 }, tokenEnable: false });
  });

  it('boolean writes: {value:"true"} in the envelope or a raw true', () => {
    expect(v.parse(booleanWrite, { value: 'true' })).toBe(true);
    expect(v.parse(booleanWrite, { value: 'false' })).toBe(false);
    expect(v.parse(booleanWrite, true)).toBe(true);
  });

  it('envelopes', () => {
    expect(readEnvelope({ status: 0, message: 'success', data: 'empty' })).toEqual({ type: 'empty' });
    expect(readEnvelope({ status: 0, data: [] })).toEqual({ type: 'data', data: [] });
    expect(readEnvelope({ status: '1' })).toEqual({ type: 'empty' });
    expect(readEnvelope(true)).toEqual({ type: 'data', data: true });
    expect(readEnvelope({ success: false, message: '请不要重复报名' })).toEqual({ type: 'data', data: { success: false, message: '请不要重复报名' } });
    expect(readEnvelope({ status: 2, message: 'x', data: { fileId: 1 } })).toEqual({ type: 'status', status: 2, message: 'x' });
  });
});

describe('special topics (getSubSpecialArticles)', () => {
  it('reads sub-columns with their articles, and flat lists of other deployments', async () => {
    const { specialTopicSchema } = await import('../../../src/catalogue/specialTopic.ts');
    const sections = v.parse(specialTopicSchema, {
      column: { columnId: 18, columnName: '专题' },
      list: [
        { columnId: 60, columnName: '子专题一', list: [{ fileId: 1, title: 'a' }], hasMore: true },
        { columnId: 61, columnName: '子专题二', list: [] },
      ],
    });
    expect(sections.column?.columnId).toBe(18);
    expect(sections.sections.map((section) => [section.column.columnId, section.list.length, section.hasMore])).toEqual([
      [60, 1, true],
      [61, 0, false],
    ]);
    expect(sections.list.map((item) => item.fileId)).toEqual([1]);
    const flat = v.parse(specialTopicSchema, [{ fileId: 5, title: 'x' }]);
    expect(flat).toMatchObject({ column: null, sections: [], list: [{ fileId: 5 }] });
  });
});

describe('trimmed keys without copies', () => {
  it.each([
    [{ columnIcon: 'a', x_y1: 1 }, false],
    [{ 'columnIcon ': 'a' }, true],
    [{ ' columnIcon': 'a' }, true],
    [{ 'columnIcon\u3000': 'a' }, true],
    [{ 'column Icon': 'a' }, false],
    [{ '': 1 }, false],
  ])('%o copied: %s', (input, copied) => {
    const out = trimKeys(input);
    expect(out === input).toBe(!copied);
    expect(Object.keys(out as object).every((key) => key === key.trim())).toBe(true);
  });

  it('records keep the keys they do not declare; fields drop them', () => {
    const input = { 'name ': 'x', extra: 1 };
    expect(v.parse(record({ name: str }), input)).toEqual({ name: 'x', extra: 1 });
    expect(v.parse(fields({ name: str }), input)).toEqual({ name: 'x' });
  });
});

describe('the SSO names why it refused (PLATFORM.md §4.4 msg keys)', () => {
  it.each([
    ['a key', { code: 0, msg: 'name_or_pwd_error', value: {}, status: -1, message: '用户名或密码不正确', data: {} }, 'name_or_pwd_error'],
    ['the old code-only form', { code: 0, msg: 'user_disabled', value: {} }, 'user_disabled'],
    ['a sentence is no key', { code: 0, msg: 'user nickname exception', value: {}, status: -1, message: '昵称已经被注册', data: {} }, undefined],
    ['app_if has none', { status: 10111, message: 'expired' }, undefined],
  ])('%s', (_name, body, reason) => {
    const envelope = readEnvelope(body);
    expect(envelope.type).toBe('status');
    expect(envelope.type === 'status' ? envelope.reason : null).toBe(reason);
  });
});
