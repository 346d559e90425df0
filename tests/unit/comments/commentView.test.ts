import { describe, expect, it } from 'vitest';
import { commentViewOf } from '../../../src/loaders/comments.ts';
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
