import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteCatalogue } from '../../../src/catalogue/catalogue.ts';
import { empty, fail, ok } from '../../../src/catalogue/result.ts';
import type { LiveReport, LiveView } from '../../../src/catalogue/liveView.ts';
import { CATCH_UP_PAGES, loadLiveCatchUp, parseSince } from '../../../src/loaders/liveCatchUp.ts';

/**
 * The catch-up read over liveView's own pages (docs/decisions/151): the room's reports newest
 * first, pinned on top, 20 a page, paged by lastFileId; here 150 reports with ids 1…150 and one
 * pinned report 900, read through the catalogue (its liveView and discussView stubbed with that list).
 */
const report = (fileId: number, isTop = false): LiveReport => ({
  fileId,
  title: '',
  publishtime: '2024-05-06 09:00:00',
  user: '',
  userID: 0,
  userIcon: '',
  content: `第${fileId}条`,
  sourceType: 1,
  attachments: [],
  isTop,
});
const ROOM_REPORTS = [report(900, true), ...Array.from({ length: 150 }, (_, i) => report(150 - i))];
const main = {
  fileId: 504,
  title: '',
  status: 1,
  type: 0,
  startTime: '',
  publishtime: '',
  countClick: 0,
  countDiscuss: 0,
  countPraise: 0,
  content: '',
  user: '',
  userIcon: '',
  bannerUrl: '',
  videos: [],
  discussClosed: 0,
  shareClosed: 0,
  articleID: 0,
};
let pages: number[] = [];

beforeEach(() => {
  pages = [];
  const catalogue = getSiteCatalogue();
  vi.spyOn(catalogue, 'liveView').mockImplementation(async (input) => {
    if (Number(input.id) !== 504) return fail({ kind: 'platform', code: 404, message: 'no room' }) as never;
    const page = input.page ?? 0;
    pages.push(page);
    const after = ROOM_REPORTS.findIndex((r) => r.fileId === Number(input.lastFileId));
    const start = after >= 0 ? after + 1 : page * 20;
    return ok<LiveView>({ main, list: ROOM_REPORTS.slice(start, start + 20) }) as never;
  });
  vi.spyOn(catalogue, 'commentPage').mockResolvedValue(empty() as never);
});
afterEach(() => vi.restoreAllMocks());

const query = (q: string) => new URLSearchParams(q);
const ids = (body: { reports: LiveReport[] }) => body.reports.map((r) => r.fileId);

describe('parseSince', () => {
  it.each([
    ['', 0],
    ['since=', 0],
    ['since=0', 0],
    ['since=42', 42],
    ['since=999999999999999', 999999999999999],
    ['since=007', null],
    ['since=%2042', null],
    ['since=1e3', null],
    ['since=-1', null],
    ['since=1&since=2', null],
    ['since=9999999999999999', null],
  ])('%j → %j', (q, expected) => expect(parseSince(query(q), 'since')).toBe(expected));
});

describe('loadLiveCatchUp', () => {
  it.each([
    ['since on the first page', 145, [900, 150, 149, 148, 147, 146], [0], true],
    ['since on the third page', 100, [900, ...Array.from({ length: 50 }, (_, i) => 150 - i)], [0, 1, 2], true],
    ['a page holding nothing: the first page only (what the page itself would show)', 0, [900, ...Array.from({ length: 19 }, (_, i) => 150 - i)], [0], true],
    [`a since further than ${CATCH_UP_PAGES} pages: the newest ones, not complete`, 3, ROOM_REPORTS.slice(0, CATCH_UP_PAGES * 20).map((r) => r.fileId), [0, 1, 2, 3, 4], false],
    ['a since that is no report: bounded the same', 77777, ROOM_REPORTS.slice(0, CATCH_UP_PAGES * 20).map((r) => r.fileId), [0, 1, 2, 3, 4], false],
    ['the pinned report as since is not a stop', 900, ROOM_REPORTS.slice(0, CATCH_UP_PAGES * 20).map((r) => r.fileId), [0, 1, 2, 3, 4], false],
  ])('%s', async (_name, since, expectedIds, expectedPages, complete) => {
    const answer = await loadLiveCatchUp(query(`id=504&since=${since}&discussSince=0`));
    expect(answer.status).toBe(200);
    if (answer.status !== 200) return;
    expect(ids(answer.body)).toEqual(expectedIds);
    expect(pages).toEqual(expectedPages);
    expect(answer.body.complete).toBe(complete);
    expect(answer.body).toMatchObject({ liveId: 504, status: 1 });
  });

  it.each([
    ['an unknown room', 'id=999&since=1', 404],
    ['no room', 'since=1', 400],
    ['a malformed since', 'id=504&since=x', 400],
    ['an unknown key', 'id=504&since=1&x=1', 400],
    ['a key twice', 'id=504&id=504', 400],
  ])('%s (%s) → %d', async (_name, q, status) => {
    expect((await loadLiveCatchUp(query(q))).status).toBe(status);
  });
});
