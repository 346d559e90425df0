import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentModeration, commentWrappers, REPORT_REASONS_TTL_MS, type CommentModeration } from '../../../src/catalogue/commentWrappers.ts';
import type { CatalogueEngine } from '../../../src/catalogue/catalogueEngine.ts';
import { fail, ok, type Result } from '../../../src/catalogue/result.ts';

function engineWith(answer: unknown) {
  const call = vi.fn<(name: string, payload: unknown, options?: unknown) => Promise<Result<unknown>>>(async () => ok(answer));
  return { call, wrappers: commentWrappers({ call, config: { appID: '1' } } as unknown as CatalogueEngine) };
}

afterEach(() => vi.useRealTimers());

/** The site's discuss.auditType decides what happens to a new comment (SPEC §3): closed, shown at once, or held for review. */
describe('commentModeration', () => {
  it.each<[number | null | undefined, CommentModeration]>([
    [2, 'closed'],
    [0, 'shown'],
    [1, 'reviewed'],
    [3, 'reviewed'],
    [null, 'reviewed'],
    [undefined, 'reviewed'],
  ])('auditType %s: %s', (auditType, moderation) => {
    expect(commentModeration(auditType)).toBe(moderation);
  });
});

describe('postComment', () => {
  it.each<[string, number | undefined, number]>([
    ['a comment on the object', undefined, -1],
    ['parent 0 is the object', 0, -1],
    ['parent -1 is the object', -1, -1],
    ['a reply names its comment', 42, 42],
  ])('%s: parentID %s', async (_name, parentId, parentID) => {
    const { call, wrappers } = engineWith(true);
    await wrappers.postComment({ rootId: 7, sourceType: 0, parentId, content: '  好  ', photos: [] });
    expect(call.mock.calls).toEqual([['discuss', { rootID: 7, content: '好', sourceType: 0, parentID, imgUrl: [] }, {}]]);
  });

  it('uploads each photo first, then names their URLs in discuss; a refused upload sends no comment', async () => {
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    const answers = [ok(['https://img.example/1.png']), ok(['https://img.example/2.png']), ok(true)];
    const call = vi.fn(async () => answers.shift()!);
    const wrappers = commentWrappers({ call, config: { appID: '1' } } as unknown as CatalogueEngine);
    await wrappers.postComment({ rootId: 7, sourceType: 1, content: '图', photos: [photo, photo] });
    expect(call.mock.calls.map((args) => (args as unknown[])[0])).toEqual(['upload', 'upload', 'discuss']);
    expect((call.mock.calls[2] as unknown[])[1]).toMatchObject({ imgUrl: ['https://img.example/1.png', 'https://img.example/2.png'] });
    const refused = vi.fn(async () => fail({ kind: 'platform', message: '图片含有不允许的内容', call: 'upload' }));
    const answer = await commentWrappers({ call: refused, config: { appID: '1' } } as unknown as CatalogueEngine).postComment({ rootId: 7, sourceType: 0, content: '图', photos: [photo] });
    expect(answer).toMatchObject({ ok: false, error: { message: '图片含有不允许的内容' } });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

/** The reading wrappers name the reader's words (root, comment) and send the platform's (id, source). */
describe('reading comments', () => {
  it.each<[string, (wrappers: ReturnType<typeof commentWrappers>) => Promise<unknown>, string, Record<string, number>]>([
    ['hotComments', (w) => w.hotComments({ rootId: 7, sourceType: 1, count: 5 }), 'discussHot', { id: 7, count: 5, source: 1 }],
    ['commentPage', (w) => w.commentPage({ rootId: 7, sourceType: 0, page: 2, lastFileId: 90 }), 'discussView', { id: 7, page: 2, source: 0, lastFileId: 90 }],
    ['replyPage', (w) => w.replyPage({ commentId: 8, page: 1, lastFileId: 3 }), 'discussReply', { id: 8, page: 1, lastFileId: 3 }],
  ])('%s', async (_name, read, name, payload) => {
    const { call, wrappers } = engineWith({ list: [] });
    await read(wrappers);
    expect(call).toHaveBeenCalledWith(name, payload, {});
  });
});

/** The report reasons are asked of the platform at most once per REPORT_REASONS_TTL_MS. */
describe('commentReportReasons', () => {
  it.each<[string, number, number]>([
    ['asked again at once: kept', 0, 1],
    ['just inside the time: kept', REPORT_REASONS_TTL_MS - 1, 1],
    ['once the time is over: asked again', REPORT_REASONS_TTL_MS, 2],
  ])('%s', async (_name, later, requests) => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { call, wrappers } = engineWith({ catsList: [{ id: 1, name: '广告营销' }] });
    expect(await wrappers.commentReportReasons()).toEqual([{ type: 1, name: '广告营销' }]);
    vi.setSystemTime(1_000_000 + later);
    expect(await wrappers.commentReportReasons()).toEqual([{ type: 1, name: '广告营销' }]);
    expect(call).toHaveBeenCalledTimes(requests);
  });
});
