/**
 * Favourites and 翔宇号 subscriptions on app_if (PLATFORM.md §4.1, §5.1–§5.2, docs/decisions/072): for
 * the accesstoken's member only, `{value:"true"|"false"}` answers as recorded, one row per member and
 * target however many taps arrive at once. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { favourites, subscriptions } from '../../src/platform/db/schema.ts';
import { LOGIN_FIRST, NOT_YOUR_ACCOUNT } from '../../src/platform/identity/readerClaim.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { loginAs, q, TOKEN_EXPIRED } from './memberClient.ts';
import { corpus, describeOnEachBackend } from './startTestPlatform.ts';

const A = DEMO_IDS.articles;
const TRUE = { status: 0, message: 'success', data: { value: 'true' } };
const FALSE = { status: 0, message: 'success', data: { value: 'false' } };

describeOnEachBackend('favourites and subscriptions', (p) => {
  const as = (token: string | null, path: string, form?: Record<string, string>) => p.call(q(path), { ...(form ? { form } : {}), headers: token ? { accesstoken: token } : {} });

  it('fav, hasFav, favCancel answer the recorded {value}; ten favs at once are one row; favCancel is idempotent', async () => {
    const { accessToken } = await loginAs(p, '13800000002');
    const id = String(A.newsWithVote);
    for (const name of ['fav', 'favCancel', 'hasFav']) {
      const recorded = corpus(name)?.[0]?.response;
      if (recorded) expect(Object.keys(recorded.data)).toEqual(['value']);
    }
    expect((await as(accessToken, `hasFav?articleID=${id}`)).body).toEqual(FALSE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => as(accessToken, 'fav', { articleID: id, type: '0', channel: '1' })));
    for (const answer of answers) expect(answer.body).toEqual(TRUE);
    const rows = await p.platform.context.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.memberId, 102), eq(favourites.articleId, A.newsWithVote)));
    expect(rows).toHaveLength(1);
    expect((await as(accessToken, `hasFav?articleID=${id}`)).body).toEqual(TRUE);
    expect((await as(accessToken, 'favCancel', { articleID: id })).body).toEqual(TRUE);
    expect((await as(accessToken, 'favCancel', { articleID: id })).body).toEqual(TRUE);
    expect((await as(accessToken, `hasFav?articleID=${id}`)).body).toEqual(FALSE);
    expect((await as(accessToken, 'fav', { articleID: String(A.missing) })).body).toEqual(FALSE);
    expect((await as(accessToken, 'fav', { articleID: String(A.preview) })).body).toEqual(FALSE);
  });

  it('myFav pages the member’s favourites newest first as getArticles items plus the recorded myFav fields', async () => {
    const { accessToken } = await loginAs(p, '13800000003');
    const ids = [A.news, A.gallery, A.video, ...Array.from({ length: 20 }, (_, i) => 1020 + i)];
    for (const id of ids) expect((await as(accessToken, 'fav', { articleID: String(id) })).body).toEqual(TRUE);
    const first = (await as(accessToken, 'myFav?page=0')).body.data;
    expect(first.list).toHaveLength(20);
    expect(first).toMatchObject({ totalCount: ids.length, hasMore: true });
    const column = (await p.call(q(`getArticles?columnId=${DEMO_IDS.columns.headline}`))).body.data.list[0];
    const entry = first.list[0];
    for (const key of Object.keys(column)) expect(Object.keys(entry), key).toContain(key);
    for (const key of [
      'siteID',
      'type',
      'channel',
      'articleID',
      'title',
      'articleType',
      'column',
      'time',
      'url',
      'urlPad',
      'imgUrl',
      'linkID',
      'columnID',
      'columnCasName',
      'article',
      'contentUrl',
      'countClick',
      'countPraise',
      'countDiscuss',
    ])
      expect(Object.keys(entry), key).toContain(key);
    expect(entry.article.fileId).toBe(entry.articleID);
    const second = (await as(accessToken, 'myFav?page=1')).body.data;
    expect(second.list.map((e: { articleID: number }) => e.articleID)).toEqual([A.video, A.gallery, A.news]);
    expect(second.hasMore).toBe(false);
    expect((await as(accessToken, 'myFav?page=100000')).body.data.list).toEqual([]);
    // Another member's list is public to read (docs/decisions/081; memberPublicLists.test.ts).
    expect((await as(accessToken, 'myFav?userID=101')).body.status).toBe(0);
  });

  it('hostile favourite input: anonymous, forged token, another userID, bad ids and pages', async () => {
    const { accessToken } = await loginAs(p, '13800000004');
    for (const path of ['fav', 'favCancel', 'hasFav', 'myFav']) {
      expect((await as(null, path, { articleID: String(A.news) })).body, path).toEqual({ status: -1, message: LOGIN_FIRST, data: {} });
      expect((await as(randomBytes(16).toString('hex'), path, { articleID: String(A.news) })).body, path).toEqual(TOKEN_EXPIRED);
      // myFav reads any member's list; the others act for the token's member only.
      if (path !== 'myFav') expect((await as(accessToken, path, { articleID: String(A.news), userID: '101' })).body, path).toEqual({ status: -1, message: NOT_YOUR_ACCOUNT, data: {} });
    }
    for (const form of [{ articleID: 'abc' }, { articleID: '' }, { articleID: '-1' }, { articleID: '99999999999' }, { articleID: String(A.news), type: 'x' }] as Record<string, string>[]) {
      for (const path of ['fav', 'favCancel', 'hasFav']) {
        const answer = await as(accessToken, path, form);
        expect([path, form, answer.status, answer.body.status]).toEqual([path, form, 200, -1]);
      }
    }
    for (const page of ['-1', 'abc', '99999999999']) expect((await as(accessToken, `myFav?page=${page}`)).body.status).toBe(-1);
    // The member's own id is accepted (the site may send it).
    expect((await as(accessToken, 'fav', { articleID: String(A.news), userID: '104' })).body).toEqual(TRUE);
  });

  it('getCats XYACCOUNT, getCatXys {xys} with the member’s isFollow, getSubcribeXys {list}', async () => {
    const cats = (await p.call(q('getCats?code=XYACCOUNT'))).body.data.catsList;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['记者', '政务', '文旅']);
    expect((await p.call(q('getCats?code=NOPE'))).body.data).toEqual({ catsList: [] });
    expect((await p.call(q('getCats?code=DISCUSSTYPE'))).body.data.catsList).toHaveLength(5);
    const all = (await p.call(q('getCatXys'))).body.data.xys;
    expect(all.map((x: { xyID: number }) => x.xyID).sort()).toEqual([301, 302, 303, 304, 305, 306]);
    expect(all.every((x: { isFollow: number }) => x.isFollow === 0)).toBe(true);
    expect((await p.call(q('getCatXys?id=2'))).body.data.xys.map((x: { xyID: number }) => x.xyID)).toEqual([305, 306]);
    expect((await p.call(q('getCatXys?start=4&count=10'))).body.data.xys).toHaveLength(2);
    const { accessToken } = await loginAs(p, '13800000001');
    const followed = (await as(accessToken, 'getCatXys?id=1')).body.data.xys;
    expect(followed.find((x: { xyID: number }) => x.xyID === 301).isFollow).toBe(1);
    expect(followed.find((x: { xyID: number }) => x.xyID === 302).isFollow).toBe(0);
    const recorded = corpus('getSubcribeXys')?.[0]?.response;
    if (recorded) expect((await p.call(q('getSubcribeXys?key=x'))).body).toEqual(recorded);
    const mine = (await as(accessToken, 'getSubcribeXys')).body.data.list;
    expect(mine.map((x: { xyID: number; isFollow: number }) => [x.xyID, x.isFollow])).toEqual([[301, 1]]);
    expect((await as(accessToken, 'getSubcribeXys?key=不存在')).body.data).toEqual({ list: [] });
    for (const query of ['id=abc', 'start=-1', 'count=0', 'count=1000', 'start=x']) expect((await p.call(q(`getCatXys?${query}`))).body.status, query).toBe(-1);
  });

  it('topicSub / topicSubCancel: one row for ten taps at once, idempotent cancel, unusable accounts refused', async () => {
    const { accessToken } = await loginAs(p, '13800000005');
    const answers = await Promise.all(Array.from({ length: 10 }, () => as(accessToken, 'topicSub', { id: '303', type: '4', device: 'd' })));
    for (const answer of answers) expect(answer.body).toEqual(TRUE);
    const rows = () =>
      p.platform.context.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.memberId, 105), eq(subscriptions.targetId, 303)));
    expect(await rows()).toHaveLength(1);
    expect((await as(accessToken, 'getSubcribeXys')).body.data.list.map((x: { xyID: number }) => x.xyID)).toEqual([303]);
    expect((await as(accessToken, 'topicSubCancel', { id: '303', type: '4' })).body).toEqual(TRUE);
    expect((await as(accessToken, 'topicSubCancel', { id: '303', type: '4' })).body).toEqual(TRUE);
    expect(await rows()).toHaveLength(0);
    // 307 is forbidden, 308 under review, 999 unknown: nothing to subscribe to.
    for (const id of ['307', '308', '999']) expect((await as(accessToken, 'topicSub', { id, type: '4' })).body).toEqual(FALSE);
    expect((await as(null, 'topicSub', { id: '303' })).body).toEqual({ status: -1, message: LOGIN_FIRST, data: {} });
    expect((await as(randomBytes(16).toString('hex'), 'topicSub', { id: '303' })).body).toEqual(TOKEN_EXPIRED);
    expect((await as(accessToken, 'topicSub', { id: '303', userID: '101' })).body.message).toBe(NOT_YOUR_ACCOUNT);
    for (const form of [{ id: 'abc' }, { id: '303', type: 'x' }, { id: '' }] as Record<string, string>[]) expect((await as(accessToken, 'topicSub', form)).body.status).toBe(-1);
  });
});
