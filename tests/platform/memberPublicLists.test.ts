/**
 * A member's public lists (docs/decisions/081): myDiscuss (new), myFav and getSubcribeXys read by
 * `userID` for any reader, anonymous included; writes stay bound to the accesstoken's member. On
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../src/platform/db/schema.ts';
import { sm2Encrypt } from '../../src/platform/identity/sm2.ts';
import { LOGIN_FIRST, NOT_YOUR_ACCOUNT } from '../../src/platform/identity/readerClaim.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { loginAs, q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const READER = DEMO_IDS.members.reader;
const TRUE = { status: 0, message: 'success', data: { value: 'true' } };

describeOnEachBackend('a member’s public lists', (p) => {
  const as = (token: string | null, path: string, form?: Record<string, string>) => p.call(q(path), { ...(form ? { form } : {}), headers: token ? { accesstoken: token } : {} });
  const contents = (body: { data: { list: { content: string }[] } }) => body.data.list.map((c) => c.content);

  it('myDiscuss: the member’s shown comments for anyone, their own under review for them, the public profile, newest first', async () => {
    const anonymous = (await as(null, `myDiscuss?userID=${READER}&page=0`)).body;
    expect(anonymous.status).toBe(0);
    expect(anonymous.data.member).toMatchObject({ uid: READER, nickname: expect.any(String) });
    expect(anonymous.data.member.head).toMatch(/^https?:\/\//);
    expect(anonymous.data.member).not.toHaveProperty('phone');
    expect(anonymous.data.list.length).toBeGreaterThan(0);
    expect(anonymous.data.list.every((c: { userID: number }) => Number(c.userID) === READER)).toBe(true);
    expect(contents(anonymous)).not.toContain('这条评论还在审核中。');
    const first = anonymous.data.list[0];
    expect(first.article).toMatchObject({ fileId: first.articleID, title: expect.any(String) });
    expect(anonymous.data.totalCount).toBe(anonymous.data.list.length);
    const created = anonymous.data.list.map((c: { created: string }) => c.created);
    expect([...created].sort().reverse()).toEqual(created);

    const { accessToken } = await loginAs(p, '13800000001');
    const own = (await as(accessToken, 'myDiscuss')).body;
    expect(contents(own)).toContain('这条评论还在审核中。');
    expect(own.data.totalCount).toBe(anonymous.data.totalCount + 1);
    // Someone else sees only what is shown.
    const { accessToken: other } = await loginAs(p, '13800000006');
    expect(contents((await as(other, `myDiscuss?userID=${READER}`)).body)).toEqual(contents(anonymous));
    // An id the client SM2-encrypted names the same member.
    expect(contents((await as(null, `myDiscuss?userID=${sm2Encrypt(String(READER), p.platform.context.settings.sm2PublicKey)}`)).body)).toEqual(contents(anonymous));
    expect((await as(null, `myDiscuss?userID=${READER}&page=1`)).body.data.list).toEqual([]);
  });

  it('myDiscuss refuses what names nobody: anonymous without userID, unknown member (empty, status 1), malformed ids and pages', async () => {
    expect((await as(null, 'myDiscuss')).body).toEqual({ status: -1, message: LOGIN_FIRST, data: {} });
    expect((await as(null, 'myDiscuss?userID=999999')).body).toMatchObject({ status: 1, data: {} });
    for (const bad of ['abc', '-1', '1.5', '99999999999', '04zz', `04${'0'.repeat(200)}`]) expect((await as(null, `myDiscuss?userID=${bad}`)).body.status, bad).toBe(-1);
    for (const page of ['-1', 'x', '99999999']) expect((await as(null, `myDiscuss?userID=${READER}&page=${page}`)).body.status, page).toBe(-1);
  });

  it('myFav and getSubcribeXys by userID are public; isFollow stays the reader’s own; writes still act for the token’s member only', async () => {
    const favs = (await as(null, `myFav?userID=${READER}`)).body.data.list;
    expect(favs.map((f: { articleID: number }) => f.articleID)).toEqual([DEMO_IDS.articles.news]);
    expect((await as(null, 'myFav')).body).toEqual({ status: -1, message: LOGIN_FIRST, data: {} });
    expect((await as(null, 'myFav?userID=abc')).body.status).toBe(-1);
    const subs = (await as(null, `getSubcribeXys?userID=${READER}`)).body.data.list;
    expect(subs.map((x: { xyID: number; isFollow: number }) => [x.xyID, x.isFollow])).toEqual([[DEMO_IDS.xyAccounts.first, 0]]);
    expect((await as(null, 'getSubcribeXys')).body.data).toEqual({ list: [] });
    expect((await as(null, 'getSubcribeXys?userID=x')).body.status).toBe(-1);
    const { accessToken } = await loginAs(p, '13800000007');
    expect((await as(accessToken, 'topicSub', { id: String(DEMO_IDS.xyAccounts.first), type: '4' })).body).toEqual(TRUE);
    const seen = (await as(accessToken, `getSubcribeXys?userID=${READER}`)).body.data.list;
    expect(seen.map((x: { isFollow: number }) => x.isFollow)).toEqual([1]);
    // The other member's list did not gain the reader's subscription.
    expect((await as(null, `getSubcribeXys?userID=${READER}`)).body.data.list).toHaveLength(1);
    for (const path of ['topicSub', 'topicSubCancel', 'fav', 'favCancel']) {
      expect((await as(accessToken, path, { id: '302', articleID: String(DEMO_IDS.articles.news), type: path.startsWith('topic') ? '4' : '0', userID: String(READER) })).body.message, path).toBe(
        NOT_YOUR_ACCOUNT,
      );
    }
  });

  it('parallel topicSub taps and cancels from two members: one row each, no crossed rows', async () => {
    const [a, b] = await Promise.all([loginAs(p, '13800000008'), loginAs(p, '13800000009')]);
    const tap = (token: string, path: string) => as(token, path, { id: '304', type: '4', device: 'd' });
    const answers = await Promise.all([...Array.from({ length: 8 }, () => tap(a.accessToken, 'topicSub')), ...Array.from({ length: 8 }, () => tap(b.accessToken, 'topicSub'))]);
    for (const answer of answers) expect(answer.body).toEqual(TRUE);
    const rows = (member: number) =>
      p.platform.context.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.memberId, member), eq(subscriptions.targetId, 304), eq(subscriptions.type, 4)));
    expect(await rows(108)).toHaveLength(1);
    expect(await rows(109)).toHaveLength(1);
    await Promise.all(Array.from({ length: 6 }, () => tap(a.accessToken, 'topicSubCancel')));
    expect(await rows(108)).toHaveLength(0);
    expect(await rows(109)).toHaveLength(1);
  });
});
