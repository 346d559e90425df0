/**
 * Comments on app_if (SPEC §4–§8, PLATFORM.md §4.1, §5.1–§5.2, docs/decisions/072): reading lists in
 * the recorded shape, comments under review seen only by their author, writing as the accesstoken's
 * member with moderation, the sensitive-word and rate refusals, pictures as uploaded URLs, the
 * author's delete, reports and comment likes. Double submits and parallel reports count once.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { comments, reports, sites } from '../../src/platform/db/schema.ts';
import { FILES_NOT_TAKEN } from '../../src/platform/comments/commentImages.ts';
import { COMMENT_TOO_LONG, EMPTY_COMMENT, SENSITIVE_COMMENT } from '../../src/platform/comments/commentText.ts';
import { COMMENT_NEEDS_LOGIN, COMMENT_TOO_FAST, DISCUSS_CLOSED, NO_SUCH_PARENT, NO_SUCH_TARGET } from '../../src/platform/routes/base/commentRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { loginAs, q, TOKEN_EXPIRED } from './memberClient.ts';
import { TINY_PNG } from './imageSamples.ts';
import { formCall, multipartCall, uploadedUrl } from './pictureClient.ts';
import { corpus, describeOnEachBackend, type TestPlatform } from './startTestPlatform.ts';

const A = DEMO_IDS.articles;
const PNG = TINY_PNG;

/** The recorded item's fields with their JSON types (info's too), to hold ours against. */
function typesOf(item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, Array.isArray(v) ? 'array' : typeof v]));
}

export async function setAuditType(p: TestPlatform, auditType: string): Promise<void> {
  await p.platform.context.db
    .update(sites)
    .set({ config: { siteConfig: { discuss: { auditType } } } })
    .where(eq(sites.id, 1));
}

describeOnEachBackend('comments', (p) => {
  const view = (query: string, headers: Record<string, string> = {}) => p.call(q(`discussView?${query}`), { headers });
  const countDiscuss = async (id: number) => Number((await p.call(q(`getArticleCounts?articleId=${id}`))).body.data.countDiscuss);
  const post = (form: Record<string, string>, token?: string) => p.call(q('discuss'), { form, headers: token ? { accesstoken: token } : {} });

  it('discussView answers the recorded shape, newest first, 20 a page; lastID continues; huge pages are empty', async () => {
    const first = (await view(`id=${A.news}&source=0&page=0`)).body;
    expect(first).toMatchObject({ status: 0, message: 'success' });
    expect(Object.keys(first.data).sort()).toEqual(['hasMore', 'list', 'totalCount']);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.hasMore).toBe(true);
    const recorded = corpus('discussView')?.find((t) => t.response.data.list.length > 0)?.response.data.list[0];
    if (recorded) {
      const ours = typesOf(first.data.list[0]);
      for (const [key, type] of Object.entries(typesOf(recorded)).filter(([k]) => k !== 'article')) expect([key, ours[key]]).toEqual([key, type]);
      expect(typesOf(first.data.list[0].info)).toEqual(typesOf(recorded.info));
    }
    const times = first.data.list.map((c: { created: string }) => c.created);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.data.list.every((c: { parentID: number }) => c.parentID === 0)).toBe(true);
    const second = (await view(`id=${A.news}&page=1`)).body.data;
    expect(second.list.length).toBe(first.data.totalCount - 20);
    expect(second.hasMore).toBe(false);
    const after = (await view(`rootID=${A.news}&lastID=${first.data.list[19].id}`)).body.data;
    expect(after.list.map((c: { id: number }) => c.id)).toEqual(second.list.map((c: { id: number }) => c.id));
    expect((await view(`id=${A.news}&page=100000`)).body.data).toEqual({ totalCount: first.data.totalCount, list: [], hasMore: false });
    expect((await view(`id=${A.missing}`)).body.data).toEqual({ totalCount: 0, list: [], hasMore: false });
    // Without curVersions the bare payload, as the recorded suite shows.
    expect((await p.call(`/app_if/discussView?id=${A.news}&page=1`)).body).toEqual(second);
  });

  it('a comment under review is seen by its author only; official comments and replies are flagged', async () => {
    const pending = '这条评论还在审核中。';
    const anonymous = (await view(`id=${A.news}`)).body.data;
    const author = await loginAs(p, '13800000001');
    const other = await loginAs(p, '13800000002');
    const mine = (await view(`id=${A.news}`, { accesstoken: author.accessToken })).body.data;
    const theirs = (await view(`id=${A.news}`, { accesstoken: other.accessToken })).body.data;
    expect(anonymous.list.some((c: { content: string }) => c.content === pending)).toBe(false);
    expect(theirs.list.some((c: { content: string }) => c.content === pending)).toBe(false);
    expect(mine.list.find((c: { content: string }) => c.content === pending)).toMatchObject({ reviewStatus: 0, userID: 101 });
    expect(mine.totalCount).toBe(anonymous.totalCount + 1);
    expect(theirs.totalCount).toBe(anonymous.totalCount);
    const flat = (await p.call(q(`discussViewFlat?id=${A.news}&page=0`))).body.data;
    const flatAll = [...flat.list, ...(await p.call(q(`discussViewFlat?id=${A.news}&page=1`))).body.data.list];
    expect(flat.totalCount).toBe(await countDiscuss(A.news));
    expect(flatAll.some((c: { type: number; isOfficial: number }) => c.type === 1 && c.isOfficial === 1)).toBe(true);
    const official = flatAll.find((c: { type: number }) => c.type === 2);
    expect(official).toMatchObject({ isOfficial: 1, parentID: 1 });
    expect(official.info.parentContent).not.toBe('');
  });

  it('discussReply pages one comment’s replies; discussView nests them as topDiscuss; discussHot and discussCount', async () => {
    const replies = (await p.call(q('discussReply?id=1&page=0'))).body.data;
    expect(replies).toMatchObject({ totalCount: 2, hasMore: false, page: 0, totalPage: 1 });
    expect(replies.list.every((c: { parentID: number }) => c.parentID === 1)).toBe(true);
    const all = [...(await view(`id=${A.news}&page=0`)).body.data.list, ...(await view(`id=${A.news}&page=1`)).body.data.list];
    expect(all.find((c: { id: number }) => c.id === 1).topDiscuss).toMatchObject({ page: 0, totalPage: 1, hasMore: false });
    expect(all.find((c: { id: number }) => c.id === 1).countDiscuss).toBe(2);
    expect((await p.call(q('discussReply?id=999999'))).body.data).toEqual({ totalCount: 0, list: [], hasMore: false, page: 0, totalPage: 0 });
    const hot = (await p.call(q(`discussHot?id=${A.news}&source=0`))).body.data;
    expect(hot.list).toHaveLength(5);
    const praise = hot.list.map((c: { countPraise: number }) => c.countPraise);
    expect([...praise].sort((a, b) => b - a)).toEqual(praise);
    const counted = (await p.call(q(`discussCount?id=${A.news}&source=0`))).body.data;
    expect(counted).toMatchObject({ id: A.news, countDiscuss: await countDiscuss(A.news) });
    expect(counted.countTop + counted.countReply).toBe(counted.countDiscuss);
  });

  it('hostile reading input is a -1 envelope, never a 500', async () => {
    const everyCall = ['discussView', 'discussViewFlat', 'discussHot', 'discussCount'];
    const paged = ['discussView', 'discussViewFlat'];
    const table: [string, string[]][] = [
      ...['id=abc', 'id=', 'id=-5', `id=${A.news}&source=x`, `id=${A.news}&source=-1`, 'id=1%27%20or%201=1', 'id=99999999999'].map((query): [string, string[]] => [query, everyCall]),
      ...[`id=${A.news}&page=-1`, `id=${A.news}&page=99999999999`, `id=${A.news}&lastID=1e9`, `id=${A.news}&page=abc`].map((query): [string, string[]] => [query, paged]),
    ];
    for (const [query, calls] of table) {
      for (const call of calls) {
        const answer = await p.call(q(`${call}?${query}`));
        expect([call, query, answer.status, answer.body.status]).toEqual([call, query, 200, -1]);
      }
    }
    expect((await p.call(q('discussReply?id=x'))).body.status).toBe(-1);
    expect((await view(`id=${A.news}`, { accesstoken: randomBytes(16).toString('hex') })).body).toEqual(TOKEN_EXPIRED);
  });

  it('discuss needs a member, real text, an open object; under review by default (count unmoved), shown with auditType 0', async () => {
    const login = await loginAs(p, '13800000003');
    const id = 1010;
    expect((await post({ rootID: String(id), content: '匿名评论' })).body).toEqual({ status: -1, message: COMMENT_NEEDS_LOGIN, data: {} });
    expect((await post({ rootID: String(id), content: 'x' }, randomBytes(16).toString('hex'))).body).toEqual(TOKEN_EXPIRED);
    for (const content of ['', '   ', '\n\t ', '\u0000\u0001']) expect((await post({ rootID: String(id), content }, login.accessToken)).body.message).toBe(EMPTY_COMMENT);
    expect((await post({ rootID: String(id), content: '长'.repeat(1001) }, login.accessToken)).body.message).toBe(COMMENT_TOO_LONG);
    expect((await post({ rootID: String(id), content: '想买毒 品' }, login.accessToken)).body).toMatchObject({ status: 10202, message: SENSITIVE_COMMENT });
    expect((await post({ rootID: String(A.missing), content: '好' }, login.accessToken)).body.message).toBe(NO_SUCH_TARGET);
    // An activity is commented as source 0 under its own id (it is an article of type 7 in lists).
    expect((await post({ rootID: String(DEMO_IDS.activities.open), content: '活动评论' }, login.accessToken)).body).toMatchObject({ status: 0, data: { value: 'true' } });
    expect((await post({ rootID: String(DEMO_IDS.activities.missing), content: '好' }, login.accessToken)).body.message).toBe(NO_SUCH_TARGET);
    expect((await post({ rootID: String(A.preview), content: '好' }, login.accessToken)).body.message).toBe(NO_SUCH_TARGET);
    expect((await post({ rootID: String(A.newsClosed), content: '好' }, login.accessToken)).body).toMatchObject({ status: 10204, message: DISCUSS_CLOSED });
    expect((await post({ rootID: String(id), content: '好', parentID: '1' }, login.accessToken)).body.message).toBe(NO_SUCH_PARENT);
    expect((await post({ rootID: String(id), content: '好', userID: '101' }, login.accessToken)).body.status).toBe(-1);
    for (const form of [
      { rootID: 'abc', content: 'x' },
      { rootID: String(id), content: 'x', parentID: 'y' },
      { rootID: String(id), content: 'x', sourceType: '-3' },
    ] as Record<string, string>[]) {
      const answer = await post(form, login.accessToken);
      expect([answer.status, answer.body.status]).toEqual([200, -1]);
    }
    const before = await countDiscuss(id);
    // The default (getConfig auditType "1"): held for review, seen by the author only.
    expect((await post({ rootID: String(id), content: '<b>审核</b>中的评论' }, login.accessToken)).body).toEqual({ status: 0, message: 'success', data: { value: 'true' } });
    expect(await countDiscuss(id)).toBe(before);
    expect((await view(`id=${id}`)).body.data.list).toEqual([]);
    const own = (await view(`id=${id}`, { accesstoken: login.accessToken })).body.data.list;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ content: '<b>审核</b>中的评论', reviewStatus: 0, userID: 103, parentID: 0 });
    await setAuditType(p, '0');
    try {
      expect((await post({ rootID: String(id), content: '长'.repeat(1000) }, login.accessToken)).body.data).toEqual({ value: 'true' });
      expect(await countDiscuss(id)).toBe(before + 1);
      const shown = (await view(`id=${id}`)).body.data.list;
      expect(shown).toHaveLength(1);
      expect(shown[0].content).toHaveLength(1000);
      // A reply to a shown comment, on the same object only.
      expect((await post({ rootID: String(id), content: '回复', parentID: String(shown[0].id) }, login.accessToken)).body.data).toEqual({ value: 'true' });
      expect((await post({ rootID: String(id + 1), content: '回复', parentID: String(shown[0].id) }, login.accessToken)).body.message).toBe(NO_SUCH_PARENT);
      expect(await countDiscuss(id)).toBe(before + 2);
      await setAuditType(p, '2');
      expect((await post({ rootID: String(id), content: '关闭后' }, login.accessToken)).body).toMatchObject({ status: 10204, message: DISCUSS_CLOSED });
    } finally {
      await setAuditType(p, '1');
    }
  });

  it('ten identical submits at once are one comment; the sixth comment in a minute is 10203', async () => {
    const login = await loginAs(p, '13800000004');
    await setAuditType(p, '0');
    try {
      const id = 1011;
      const before = await countDiscuss(id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => post({ rootID: String(id), content: '双击提交' }, login.accessToken)));
      for (const answer of answers) expect(answer.body.data).toEqual({ value: 'true' });
      const rows = await p.platform.context.db
        .select()
        .from(comments)
        .where(and(eq(comments.rootId, id), eq(comments.memberId, 104)));
      expect(rows).toHaveLength(1);
      expect(await countDiscuss(id)).toBe(before + 1);
      for (const n of [2, 3, 4, 5]) expect((await post({ rootID: String(id), content: `第${n}条` }, login.accessToken)).body.data).toEqual({ value: 'true' });
      expect((await post({ rootID: String(id), content: '第6条' }, login.accessToken)).body).toEqual({ status: 10203, message: COMMENT_TOO_FAST, data: {} });
      expect(await countDiscuss(id)).toBe(before + 5);
    } finally {
      await setAuditType(p, '1');
    }
  });

  it('pictures: uploaded first, named by URL (docs/decisions/160); stored and answered as absolute URLs', async () => {
    const login = await loginAs(p, '13800000005');
    const id = String(1012);
    const url = await uploadedUrl(p, login.accessToken, PNG, 'a.png');
    const good = await formCall(p, 'discuss', login.accessToken, { rootID: id, content: '带图评论' }, [url]);
    expect(good.body).toEqual({ status: 0, message: 'success', data: { value: 'true' } });
    const [mine] = (await view(`id=${id}`, { accesstoken: login.accessToken })).body.data.list;
    expect(mine.attachments).toEqual([expect.objectContaining({ url })]);
    expect(url).toMatch(new RegExp(`^${p.origin}/platform-media/uploads/[0-9a-f]{32}\\.png$`));
    expect((await fetch(url)).status).toBe(200);
    // The picture checks are upload's (pictureUpload.test.ts); discuss takes only URLs.
    expect((await multipartCall(p, 'discuss', login.accessToken, { rootID: id, content: '文件' }, [{ name: 'a.png', bytes: PNG }])).body.message).toBe(FILES_NOT_TAKEN);
    expect((await post({ rootID: id, content: '外链', imgUrl: 'https://evil.example/x.png' }, login.accessToken)).body.status).toBe(-1);
    expect((await post({ rootID: id, content: '引用上传', imgUrl: url }, login.accessToken)).body.data).toEqual({ value: 'true' });
  });

  it('delMyDiscuss: the author deletes (count back, replies too); others are refused; inner status as recorded', async () => {
    const author = await loginAs(p, '13800000006');
    const other = await loginAs(p, '13800000007');
    await setAuditType(p, '0');
    try {
      const id = 1013;
      const before = await countDiscuss(id);
      await post({ rootID: String(id), content: '要删除的评论' }, author.accessToken);
      const [row] = (await view(`id=${id}`)).body.data.list;
      await post({ rootID: String(id), content: '楼下回复', parentID: String(row.id) }, other.accessToken);
      expect(await countDiscuss(id)).toBe(before + 2);
      const del = (token: string | undefined, fileId: string) => p.call(q('delMyDiscuss'), { form: { fileId }, headers: token ? { accesstoken: token } : {} });
      expect((await del(other.accessToken, String(row.id))).body.data).toEqual({ status: 1, message: '只能删除自己的评论', data: { fileId: row.id, userID: 107 } });
      expect((await del(undefined, String(row.id))).body.status).toBe(-1);
      const answers = await Promise.all([del(author.accessToken, String(row.id)), del(author.accessToken, String(row.id))]);
      expect(answers.map((a) => a.body.data.status).sort()).toEqual([0, 2]);
      expect(answers.find((a) => a.body.data.status === 0)!.body).toEqual({ status: 0, message: 'success', data: { status: 0, message: '删除成功', data: { fileId: row.id, userID: 106 } } });
      expect(await countDiscuss(id)).toBe(before);
      expect((await view(`id=${id}`)).body.data.totalCount).toBe(0);
      expect((await p.call(q(`discussViewFlat?id=${id}`))).body.data.totalCount).toBe(0);
      expect((await del(author.accessToken, '123456')).body.data).toEqual({ status: 2, message: '评论不存在', data: { fileId: 123456, userID: 106 } });
      expect((await del(author.accessToken, 'abc')).body.status).toBe(-1);
    } finally {
      await setAuditType(p, '1');
    }
  });

  it('expose: one report per member and comment (parallel too); unknown targets false; anonymous refused', async () => {
    const login = await loginAs(p, '13800000008');
    const report = (form: Record<string, string>, token: string | null = login.accessToken) =>
      p.call(q('expose'), { form: { type: '1', reason: '广告', ...form }, headers: token ? { accesstoken: token } : {} });
    const answers = await Promise.all(Array.from({ length: 10 }, () => report({ rootID: '3', sourceType: '0' })));
    expect(answers.filter((a) => a.body.data.value === 'true')).toHaveLength(1);
    expect(await p.platform.context.db.select().from(reports).where(eq(reports.targetId, 3))).toHaveLength(1);
    expect((await report({ rootID: String(A.news), sourceType: '1' })).body.data).toEqual({ value: 'true' });
    expect((await p.call(q('discussExpose'), { form: { rootID: String(A.news), sourceType: '1' }, headers: { accesstoken: login.accessToken } })).body.data).toEqual({ value: 'false' });
    expect((await report({ rootID: '999999', sourceType: '0' })).body.data).toEqual({ value: 'false' });
    expect((await report({ rootID: '3' }, null)).body.status).toBe(-1);
    for (const form of [{ rootID: 'x' }, { rootID: '3', sourceType: '7' }, { rootID: '3', type: 'abc' }] as Record<string, string>[]) expect((await report(form)).body.status).toBe(-1);
  });

  it('a comment like counts once per accesstoken member', async () => {
    const login = await loginAs(p, '13800000009');
    const like = () => p.call(q('event'), { form: { id: '5', type: '1', eventType: '1', channel: '1' }, headers: { accesstoken: login.accessToken } });
    const before = (await p.platform.context.db.select().from(comments).where(eq(comments.id, 5)))[0]!.countPraise;
    const answers = await Promise.all([like(), like(), like()]);
    expect(answers.filter((a) => a.body.data.value === 'true')).toHaveLength(1);
    expect((await p.platform.context.db.select().from(comments).where(eq(comments.id, 5)))[0]!.countPraise).toBe(before + 1);
  });

  it('the newsroom approves a comment under review once (it then shows and counts), or rejects it', async () => {
    await setAuditType(p, '1');
    const member = await loginAs(p, '13800000004');
    const text = `待审核 ${randomBytes(4).toString('hex')}`;
    expect((await post({ rootID: String(A.news), content: text }, member.accessToken)).body.data).toEqual({ value: 'true' });
    const [row] = await p.platform.context.db.select().from(comments).where(eq(comments.content, text));
    const anonymousSees = async () => (await view(`id=${A.news}&source=0&page=0`)).body.data.list.some((c: { content: string }) => c.content === text);
    expect(await anonymousSees()).toBe(false);
    const before = await countDiscuss(A.news);
    const admin = (path: string) => fetch(`${p.origin}/platform-admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
    // Five decisions at once: one approval counts.
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin(`/comment/${row!.id}/approve`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await anonymousSees()).toBe(true);
    expect(await countDiscuss(A.news)).toBe(before + 1);
    expect((await admin('/comment/999999/approve')).status).toBe(404);
    expect((await admin(`/comment/${row!.id}/shrug`)).status).toBe(400);
    const other = `拒绝 ${randomBytes(4).toString('hex')}`;
    await post({ rootID: String(A.news), content: other }, member.accessToken);
    const [second] = await p.platform.context.db.select().from(comments).where(eq(comments.content, other));
    expect((await admin(`/comment/${second!.id}/reject`)).status).toBe(200);
    expect(await countDiscuss(A.news)).toBe(before + 1);
  });
});
