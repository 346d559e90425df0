import { describe, expect, it } from 'vitest';
import { ASK_MAX_CHARS, communityProblem, listTypeOf, POST_MAX_CHARS, questionsHot } from '../../../src/lib/communityRules.ts';
import { nextCommunityPage } from '../../../src/lib/listRules.ts';
import { hasMoreByPageSize, PAGE_SIZE } from '../../../src/lib/loadMore.ts';
import { MAX_PAGE } from '../../../src/lib/listRules.ts';

const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const MP4 = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i }));

describe('listType of our URLs (SPEC §3: 1 newest, 2 hottest, anything else the default)', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [' 2 ', 2],
    ['0', 0],
    ['3', 0],
    ['-1', 0],
    ['hot', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ] as const)('%j → %i', (query, expected) => expect(listTypeOf(query)).toBe(expected));

  it('a subject asks for its hottest questions only with listType 2; the default is the newest', () => {
    expect([0, 1, 2].map((type) => questionsHot(type as 0 | 1 | 2))).toEqual([false, false, true]);
  });
});

describe('load-more of questions and posts: the 20-rule (SPEC §4)', () => {
  it.each([
    [0, null],
    [1, null],
    [19, null],
    [20, { page: 2, lastFileId: 119 }],
    [21, null],
    [40, { page: 2, lastFileId: 139 }],
  ] as const)('%i items on the first page → %j', (count, expected) => expect(nextCommunityPage(0, items(count))).toEqual(expected));

  it('counts our pages from 1 and stops at the deepest page a URL may ask for', () => {
    expect(nextCommunityPage(3, items(20))).toEqual({ page: 5, lastFileId: 119 });
    expect(nextCommunityPage(MAX_PAGE - 1, items(20))).toBeNull();
  });

  it('is the shared rule: shown exactly when hasMoreByPageSize says so', () => {
    for (let n = 0; n <= 3 * PAGE_SIZE; n++) expect(nextCommunityPage(0, items(n)) !== null).toBe(hasMoreByPageSize(n));
  });
});

describe('what a question or a post must be before it is sent (SPEC §5)', () => {
  const photo = (name: string, head: Uint8Array, size = 1000) => ({ name, size, head });
  it.each([
    ['ask', '', [], 'msg.enterContent'],
    ['post', ' \n\t ', [], 'msg.enterContent'],
    ['ask', 'x'.repeat(ASK_MAX_CHARS), [], null],
    ['ask', 'x'.repeat(ASK_MAX_CHARS + 1), [], 'community.askTooLong'],
    ['ask', '问'.repeat(ASK_MAX_CHARS), [], null],
    ['post', '😀'.repeat(POST_MAX_CHARS), [], null],
    ['post', '😀'.repeat(POST_MAX_CHARS + 1), [], 'community.postTooLong'],
    ['post', '雨后', [photo('a.jpg', JPG)], null],
    ['post', '雨后', [photo('clip.mp4', MP4)], 'msg.photoFormat'],
    ['ask', '路灯', [photo('clip.jpg', MP4)], 'msg.photoFormat'],
    ['ask', '路灯', [photo('a.jpg', JPG, 6 * 1024 * 1024)], 'comment.photoTooLarge'],
    ['post', '雨后', Array.from({ length: 10 }, () => photo('a.jpg', JPG)), 'comment.tooManyPhotos'],
    ['post', '', [photo('clip.mp4', MP4)], 'msg.enterContent'],
  ] as const)('%s %j with %j photos → %s', (kind, content, photos, expected) => {
    expect(communityProblem(kind, { content, photos: [...photos] })).toBe(expected);
  });
});
