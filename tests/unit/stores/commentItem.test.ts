import { describe, expect, it } from 'vitest';
import { createCommentItem, createCommentListActions, mayDelete, type CommentItemApi, type CommentListApi, type ReportReason } from '../../../src/stores/commentItem.ts';
import { ANONYMOUS_READER, type ReaderView } from '../../../src/contracts/reader.ts';
import type { CommentItemOutcome } from '../../../src/contracts/comment.ts';

function api(outcome: CommentItemOutcome, calls: string[] = []): CommentItemApi {
  return {
    like: async (id) => (calls.push(`like ${id}`), outcome),
    report: async (id, reason) => (calls.push(`report ${id} ${reason.type}`), outcome),
    remove: async (id) => (calls.push(`remove ${id}`), outcome),
  };
}

const SPAM: ReportReason = { type: 0, name: '广告营销' };
const MEMBER: ReaderView = { loggedIn: true, userId: '152', nickname: 'n', avatar: '', hostAppGuest: false };

describe('a comment item actions', () => {
  it('likes once: a second tap says 请不要重复点赞 without a call', async () => {
    const calls: string[] = [];
    const item = createCommentItem({ commentId: 5, api: api('done', calls), onRemoved: () => undefined });
    await item.like();
    expect(item.$item.get()).toMatchObject({ liked: true, message: { key: 'msg.likeSuccess' } });
    await item.like();
    expect(item.$item.get().message?.key).toBe('msg.noRepeatLike');
    expect(calls).toEqual(['like 5']);
  });

  it.each<[CommentItemOutcome, string, boolean]>([
    ['repeat', 'comment.reportRepeat', true],
    ['done', 'comment.reported', true],
    ['loginRequired', 'msg.loginRequired', false],
    ['failed', 'comment.actionFailed', false],
  ])('a report answered %s says %s', async (outcome, key, reported) => {
    const item = createCommentItem({ commentId: 5, api: api(outcome), onRemoved: () => undefined });
    await item.report(SPAM);
    expect(item.$item.get()).toMatchObject({ reported, message: { key, login: outcome === 'loginRequired' } });
  });

  it('reports once: a second report says 已经举报过了 without a call', async () => {
    const calls: string[] = [];
    const item = createCommentItem({ commentId: 5, api: api('done', calls), onRemoved: () => undefined });
    await item.report(SPAM);
    await item.report({ type: 4, name: '其他' });
    expect(item.$item.get().message?.key).toBe('comment.reportRepeat');
    expect(calls).toEqual(['report 5 0']);
  });

  it('deleting my comment removes it and tells the list; a refused delete keeps it', async () => {
    let removed = 0;
    const item = createCommentItem({ commentId: 5, api: api('done'), onRemoved: () => removed++ });
    item.askRemove();
    await item.confirmRemove();
    expect(item.$item.get()).toMatchObject({ deletion: 'removed', message: { key: 'comment.deleted' } });
    await item.like();
    expect(removed).toBe(1);
    const refused = createCommentItem({ commentId: 6, api: { ...api('failed'), remove: async () => Promise.reject(new Error('offline')) }, onRemoved: () => removed++ });
    refused.askRemove();
    await refused.confirmRemove();
    expect(refused.$item.get()).toMatchObject({ deletion: 'idle', message: { key: 'comment.actionFailed' } });
    expect(removed).toBe(1);
  });
});

describe("the delete button is the author's only", () => {
  it.each<[string, ReaderView | null, string | undefined, boolean]>([
    ['the author', MEMBER, '152', true],
    ['another member', MEMBER, '153', false],
    ['a reader not known yet', null, '152', false],
    ['an anonymous reader', ANONYMOUS_READER, '152', false],
    ['an anonymous reader and an item without author', ANONYMOUS_READER, undefined, false],
    ['a logged-in reader without a user id', { ...MEMBER, userId: null }, '', false],
    ['a member and an item without author', MEMBER, '', false],
  ])('%s', (_, reader, author, expected) => {
    expect(mayDelete(reader, author)).toBe(expected);
  });
});

function listApi(input: { reader: ReaderView; reasons: () => Promise<ReportReason[] | null> }, calls: string[]): CommentListApi {
  return { ...api('done', calls), reader: async () => input.reader, reasons: () => (calls.push('reasons'), input.reasons()) };
}

describe('a comment list: one controller per comment, the report reasons asked once', () => {
  it('keeps one controller per comment, also for items added later', () => {
    const list = createCommentListActions({ api: listApi({ reader: MEMBER, reasons: async () => [SPAM] }, []), onRemoved: () => undefined });
    expect(list.item(7)).toBe(list.item(7));
    expect(list.item(7)).not.toBe(list.item(8));
  });

  it.each<[string, ReaderView, () => Promise<ReportReason[] | null>, string, string | null]>([
    ['an anonymous reader gets the login prompt, nothing is asked', ANONYMOUS_READER, async () => [SPAM], 'login', 'msg.loginRequired'],
    ['a member gets the reasons', MEMBER, async () => [SPAM, { type: 4, name: '其他' }], 'pick', null],
    ['no reasons: the failure message', MEMBER, async () => null, 'failed', 'comment.reasonsFailed'],
    ['an empty list: the failure message', MEMBER, async () => [], 'failed', 'comment.reasonsFailed'],
    ['offline: the failure message', MEMBER, () => Promise.reject(new Error('offline')), 'failed', 'comment.reasonsFailed'],
  ])('report: %s', async (_, reader, reasons, next, key) => {
    const calls: string[] = [];
    const list = createCommentListActions({ api: listApi({ reader, reasons }, calls), onRemoved: () => undefined });
    const start = await list.startReport(3);
    expect(start.next).toBe(next);
    expect(list.item(3).$item.get().message?.key ?? null).toBe(key);
    expect(list.item(3).$item.get().message?.login ?? false).toBe(next === 'login');
    expect(calls).toEqual(next === 'login' ? [] : ['reasons']);
  });

  it('asks for the reasons once per page when they came, again when they did not', async () => {
    const calls: string[] = [];
    let answer: ReportReason[] | null = null;
    const list = createCommentListActions({ api: listApi({ reader: MEMBER, reasons: async () => answer }, calls), onRemoved: () => undefined });
    expect((await list.startReport(1)).next).toBe('failed');
    answer = [SPAM];
    expect(await list.startReport(1)).toEqual({ next: 'pick', reasons: [SPAM] });
    expect(await list.startReport(2)).toEqual({ next: 'pick', reasons: [SPAM] });
    expect(calls).toEqual(['reasons', 'reasons']);
  });

  it('tells the list which comment its author deleted', async () => {
    const removed: number[] = [];
    const list = createCommentListActions({ api: listApi({ reader: MEMBER, reasons: async () => [SPAM] }, []), onRemoved: (id) => removed.push(id) });
    list.askRemove(9);
    await list.item(9).confirmRemove();
    list.askRemove(9);
    await list.item(9).confirmRemove();
    expect(removed).toEqual([9]);
  });
});
