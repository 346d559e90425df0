import { describe, expect, it } from 'vitest';
import { commentPageBoxOf, commentsShown, commentViewOf, parentCommentOf, withoutPageParent } from '../../../src/loaders/comments.ts';
import type { Comment } from '../../../src/catalogue/responseSchemas.ts';
import { translator } from '../../../src/i18n/translate.ts';

const t = translator('cn');
const base: Comment = {
  id: 5,
  parentID: 0,
  userID: 101,
  userName: '读者',
  userIcon: 'http://x.test/a.png',
  articleID: 1001,
  content: '<b>不是标记</b>',
  created: '2026-06-01 06:16:00.0',
  countPraise: 3,
  countDiscuss: 0,
  type: 0,
  isWonderful: 0,
  xyID: 0,
  location: '云溪',
  attachments: [{ type: 1, url: 'http://x.test/p.png' }, { url: 'javascript:alert(1)' }],
  parentUser: '',
  parentContent: '',
  parentTime: '',
  topDiscuss: null,
  reviewStatus: null,
};

describe('a comment as the page shows it', () => {
  it.each([
    ['a reader', { type: 0 }, null],
    ['an official comment', { type: 1 }, 'comment'],
    ['an official reply', { type: 2, parentID: 4 }, 'reply'],
  ])('%s', (_name, patch, official) => {
    expect(commentViewOf({ ...base, ...patch }, t).official).toBe(official);
  });

  it('keeps the text as text, only http(s) pictures and avatars, and a time of its own', () => {
    const view = commentViewOf({ ...base, userIcon: 'javascript:x' }, t);
    expect(view.content).toBe('<b>不是标记</b>');
    expect(view.photos).toEqual(['http://x.test/p.png']);
    expect(view.avatar).toBeNull();
    expect(view.time).toMatch(/06月01日/);
  });

  it('shows the newest replies that are shown, and links to all replies of a top-level comment', () => {
    const reply = { ...base, id: 6, parentID: 5, content: 'r' };
    const view = commentViewOf({ ...base, countDiscuss: 3, topDiscuss: { list: [reply, { ...reply, id: 7, reviewStatus: 0 }], totalCount: 3, hasMore: true, page: 0, totalPage: 2 } }, t);
    expect(view.replies.map((r) => r.id)).toEqual([6]);
    expect(view.replyCount).toBe(3);
    expect(view.repliesHref).toMatch(/replyAll\/5\.html$/);
    expect(commentViewOf({ ...base, parentID: 4, countDiscuss: 2 }, t).repliesHref).toBeNull();
  });
});

describe('the comment box of a comment page', () => {
  const reply = commentViewOf({ ...base, id: 9, parentID: 5, parentUser: '作者', parentContent: 'x', sourceType: 1, articleID: 77 }, t);
  const slice = (items: ReturnType<typeof commentViewOf>[]) => ({ items, total: items.length, next: null });
  it.each<[string, Parameters<typeof commentPageBoxOf>, ReturnType<typeof commentPageBoxOf>]>([
    ['commentAll of an article: a new comment on it', ['comments', 1001, 0, slice([]), 1], { rootId: 1001, sourceType: 0, replyTo: null }],
    ['commentAll of a live room', ['comments', 8, 1, slice([]), 0], { rootId: 8, sourceType: 1, replyTo: null }],
    ['an unknown source', ['comments', 8, 7, slice([]), 1], null],
    ['commenting closed by the site (auditType 2)', ['comments', 1001, 0, slice([]), 2], null],
    ['the list could not be loaded', ['comments', 1001, 0, null, 1], null],
    ["replyAll: answers the comment, on the replies' object", ['replies', 5, 0, slice([reply]), 1], { rootId: 77, sourceType: 1, replyTo: { id: 5, name: '作者' } }],
    ['replyAll without replies: the object is unknown, no box', ['replies', 5, 0, slice([]), 1], null],
    ['replyAll, comments closed', ['replies', 5, 0, slice([reply]), 2], null],
    [
      'replyAll, its replies no longer repeating whom they answer: the parent names the author',
      ['replies', 5, 0, slice([{ ...reply, replyTo: null }]), 1, { name: '作者', content: 'x', time: '' }],
      { rootId: 77, sourceType: 1, replyTo: { id: 5, name: '作者' } },
    ],
  ])('%s', (_, args, expected) => {
    expect(commentPageBoxOf(...args)).toEqual(expected);
  });
});

describe('a comment answer is turned into its view once per locale', () => {
  it('the same answer and locale give the same view; another locale or answer its own', () => {
    const answer = { ...base, id: 40 };
    const view = commentViewOf(answer, t);
    expect(commentViewOf(answer, t)).toBe(view);
    const english = commentViewOf(answer, translator('en'));
    expect(english).not.toBe(view);
    expect(english.time).not.toBe(view.time);
    expect(commentViewOf({ ...answer }, t)).not.toBe(view);
    expect(commentViewOf({ ...answer }, t)).toEqual(view);
  });
});

describe('a reply list shows the comment it answers once, above the replies', () => {
  const page = (list: Comment[]) => ({ ok: true as const, empty: false as const, value: { list, totalCount: list.length, hasMore: false, page: 0, totalPage: 1 } });
  const direct = { ...base, id: 9, parentID: 5, parentUser: '作者', parentContent: '原评论', parentTime: '2026-06-01 06:16:00.0' };
  const nested = { ...base, id: 10, parentID: 9, parentUser: '读者', parentContent: 'r' };
  it.each<[string, Comment[], ReturnType<typeof parentCommentOf>]>([
    ['from a direct reply: name, text and time', [nested, direct], { name: '作者', content: '原评论', time: expect.stringMatching(/06月01日/) as unknown as string }],
    ['only replies to other replies: unknown', [nested], null],
    ['no replies: unknown', [], null],
  ])('%s', (_, list, expected) => {
    expect(parentCommentOf(page(list) as never, 5, t)).toEqual(expected);
  });

  it('a direct reply loses its "回复 …" line; a reply to a reply keeps it; a comment list is left alone', () => {
    const items = [commentViewOf(direct, t), commentViewOf(nested, t)];
    const slice = { items, total: 2, next: null };
    expect(withoutPageParent(slice, 'replies', 5)!.items.map((item) => item.replyTo?.name ?? null)).toEqual([null, '读者']);
    expect(withoutPageParent(slice, 'comments', 5)).toBe(slice);
    expect(items[0]!.replyTo).not.toBeNull();
  });
});

describe('how many comments an article shows: the site config’s discuss counts (PLATFORM.md §5.2)', () => {
  it.each<[string, { countHot: number; countNew: number } | undefined, { hot: number; latest: number }]>([
    ['the demo’s 3 and 5', { countHot: 3, countNew: 5 }, { hot: 3, latest: 5 }],
    ['no config: the hot five and the whole first page', undefined, { hot: 5, latest: Number.POSITIVE_INFINITY }],
    ['0 means the default', { countHot: 0, countNew: 0 }, { hot: 5, latest: Number.POSITIVE_INFINITY }],
    ['a negative count means the default', { countHot: -1, countNew: -3 }, { hot: 5, latest: Number.POSITIVE_INFINITY }],
    ['a fraction means the default', { countHot: 2.5, countNew: 1.5 }, { hot: 5, latest: Number.POSITIVE_INFINITY }],
    ['more hot than five is honoured', { countHot: 8, countNew: 1 }, { hot: 8, latest: 1 }],
  ])('%s', (_name, discuss, shown) => {
    expect(commentsShown(discuss)).toEqual(shown);
  });
});
