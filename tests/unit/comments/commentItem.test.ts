import { describe, expect, it } from 'vitest';
import { createCommentItem, type CommentItemApi } from '../../../src/stores/commentItem.ts';
import type { CommentItemOutcome } from '../../../src/stores/commentBox.ts';

function api(outcome: CommentItemOutcome, calls: string[] = []): CommentItemApi {
  return {
    like: async (id) => (calls.push(`like ${id}`), outcome),
    report: async (id) => (calls.push(`report ${id}`), outcome),
    remove: async (id) => (calls.push(`remove ${id}`), outcome),
  };
}

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
    await item.report();
    expect(item.$item.get()).toMatchObject({ reported, message: { key, login: outcome === 'loginRequired' } });
  });

  it('deleting my comment removes it and tells the list; a refused delete keeps it', async () => {
    let removed = 0;
    const item = createCommentItem({ commentId: 5, api: api('done'), onRemoved: () => removed++ });
    await item.remove();
    expect(item.$item.get()).toMatchObject({ removed: true, message: { key: 'comment.deleted' } });
    await item.like();
    expect(removed).toBe(1);
    const refused = createCommentItem({ commentId: 6, api: { ...api('failed'), remove: async () => Promise.reject(new Error('offline')) }, onRemoved: () => removed++ });
    await refused.remove();
    expect(refused.$item.get()).toMatchObject({ removed: false, message: { key: 'comment.actionFailed' } });
    expect(removed).toBe(1);
  });
});
