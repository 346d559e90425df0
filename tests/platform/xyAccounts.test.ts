/**
 * 翔宇号 accounts and reporters on the bundled platform (PLATFORM.md §5.1–§5.2): getXyInfo with
 * the account's state, its articles, the rank list per period and its search, the rank vote once per
 * member, account and week (parallel votes count once), recommendXys, reporters' cards, articles
 * and dynamics. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { xyHits } from '../../src/platform/db/schema.ts';
import { LOGIN_FIRST } from '../../src/platform/identity/readerClaim.ts';
import { HIT_REPEAT } from '../../src/platform/routes/base/xyRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { loginAs, q } from './memberClient.ts';
import { corpus, describeOnEachBackend } from './startTestPlatform.ts';

const FIRST = DEMO_IDS.xyAccounts.first;
const REPORTER = DEMO_IDS.reporters.first;
type RankItem = { id: number; influence: number; rank: number; canHit: number; isFollow: number; topic: string };

describeOnEachBackend('accounts and reporters', (p) => {
  const as = (token: string | null, path: string, form?: Record<string, string>) => p.call(q(path), { ...(form ? { form } : {}), headers: token ? { accesstoken: token } : {} });

  it('getXyInfo: the profile with articleCount, and a closed or forbidden account with the flags that make it empty', async () => {
    const info = (await as(null, `getXyInfo?id=${FIRST}`)).body;
    expect(info).toMatchObject({ status: 0, message: '操作成功', data: { xyID: FIRST, topic: expect.any(String), xyStatus: 0, xyForbidden: 0, isFollow: 0, canHit: 1 } });
    expect(info.data.articleCount).toBeGreaterThan(0);
    expect((await as(null, `getXyInfo?id=${DEMO_IDS.xyAccounts.forbidden}`)).body.data.xyForbidden).toBe(1);
    expect((await as(null, `getXyInfo?id=${FIRST + 7}`)).body.data.xyStatus).toBe(4);
    expect((await as(null, 'getXyInfo?id=9999')).body.status).toBe(-1);
    expect((await as(null, 'getXyInfo?id=abc')).body.status).toBe(-1);
  });

  it('getXyArticlesQuestion: the account’s articles, 20 a page, newest first; a column account has its column’s', async () => {
    const first = (await as(null, `getXyArticlesQuestion?id=${FIRST}&start=0&count=20`)).body.data.list as { fileId: number; publishtime: string }[];
    expect(first.length).toBeGreaterThan(0);
    const times = first.map((a) => a.publishtime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await as(null, `getXyArticlesQuestion?id=${FIRST + 5}`)).body.data.list.length).toBeGreaterThan(0);
    expect((await as(null, `getXyArticlesQuestion?id=${FIRST}&type=1`)).body.data.list).toEqual([]);
  });

  it('hitXyBulletin: login first; once per member, account and week — parallel votes count once, the rest are refused', async () => {
    expect((await as(null, `hitXyBulletin?id=${FIRST + 1}`, {})).body).toEqual({ status: -1, message: LOGIN_FIRST, data: {} });
    const { accessToken } = await loginAs(p, '13800000004');
    const before = ((await as(accessToken, 'xyRank?type=0')).body.data as RankItem[]).find((item) => item.id === FIRST + 1)!;
    expect(before.canHit).toBe(1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => as(accessToken, 'hitXyBulletin', { id: String(FIRST + 1) })));
    const done = answers.filter((a) => a.body.status === 0);
    expect(done).toHaveLength(1);
    expect(done[0]!.body).toEqual({ status: 0, message: '操作成功', data: '已打榜' });
    expect(answers.filter((a) => a.body.status !== 0).every((a) => a.body.message === HIT_REPEAT)).toBe(true);
    const rows = await p.platform.context.db
      .select()
      .from(xyHits)
      .where(and(eq(xyHits.xyId, FIRST + 1), eq(xyHits.memberId, 104)));
    expect(rows).toHaveLength(1);
    const after = ((await as(accessToken, 'xyRank?type=0')).body.data as RankItem[]).find((item) => item.id === FIRST + 1)!;
    expect(after.influence).toBe(before.influence + 1);
    expect(after.canHit).toBe(0);
    // The month counts the same vote; last week and last month do not.
    expect(((await as(null, 'xyRank?type=2')).body.data as RankItem[]).find((item) => item.id === FIRST + 1)!.influence).toBe(after.influence);
    expect(((await as(null, 'xyRank?type=1')).body.data as RankItem[]).every((item) => item.influence === 0)).toBe(true);
    // Recorded quirk: an account that does not exist answers 已打榜 and counts nothing.
    expect((await as(accessToken, 'hitXyBulletin', { id: '9999' })).body).toEqual({ status: 0, message: '操作成功', data: '已打榜' });
    expect(await p.platform.context.db.$count(xyHits, eq(xyHits.xyId, 9999))).toBe(0);
  });

  it('xyRank: at most 20, ranked by the period’s votes, without closed or forbidden accounts; searchXyRank finds by name', async () => {
    const list = (await as(null, 'xyRank?type=0')).body as { message: string; data: RankItem[] };
    expect(list.message).toBe('操作成功');
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.length).toBeLessThanOrEqual(20);
    expect(list.data.map((item) => item.rank)).toEqual(list.data.map((_, i) => i + 1));
    expect(list.data.map((item) => item.id)).not.toContain(DEMO_IDS.xyAccounts.forbidden);
    const votes = list.data.map((item) => item.influence);
    expect([...votes].sort((a, b) => b - a)).toEqual(votes);
    const topic = list.data[0]!.topic;
    const found = (await as(null, `searchXyRank?key=${encodeURIComponent(topic.slice(0, 2))}`)).body.data as RankItem[];
    expect(found.map((item) => item.topic)).toContain(topic);
    expect((await as(null, 'searchXyRank?key=没有这个号')).body).toEqual({ status: 0, message: '操作成功', data: [] });
    const recorded = corpus('searchXyRank')?.[0]?.response.data[0];
    if (recorded) expect(Object.keys(found[0]!).sort()).toEqual(Object.keys(recorded).sort());
    expect((await as(null, 'xyRank?type=9')).body.status).toBe(-1);
  });

  it('recommendXys: usable accounts the reader does not subscribe to', async () => {
    const { accessToken } = await loginAs(p, '13800000005');
    await as(accessToken, 'topicSub', { id: String(FIRST), type: '4' });
    const ids = ((await as(accessToken, 'recommendXys')).body.data as { xyID: number }[]).map((x) => x.xyID);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(FIRST);
    expect(ids).not.toContain(DEMO_IDS.xyAccounts.forbidden);
  });

  it('reporters: the card names their account; articles page by page until a page is empty; dynamics 10 a page with pictures', async () => {
    const card = (await as(null, `authorInfo?id=${REPORTER}`)).body.data;
    expect(card).toMatchObject({ id: REPORTER, name: expect.any(String), xyID: FIRST });
    expect((await as(null, 'authorInfo?id=9999')).body.status).toBe(-1);
    const pages: number[][] = [];
    for (let page = 0; page < 20; page++) {
      const list = (await as(null, `reporterArticles?id=${REPORTER}&page=${page}&count=5`)).body.data.list as { fileId: number }[];
      pages.push(list.map((a) => a.fileId));
      if (list.length === 0) break;
    }
    expect(pages.at(-1)).toEqual([]);
    expect(new Set(pages.flat()).size).toBe(pages.flat().length);
    const dynamics = (await as(null, `dynamic/getDynamicList?reporterId=${REPORTER}&page=0`)).body.data.list as { attachments: { pics: string[] } }[];
    expect(dynamics).toHaveLength(10);
    expect(dynamics.some((d) => d.attachments.pics.length > 0 && d.attachments.pics.every((pic) => /^https?:\/\//.test(pic)))).toBe(true);
    const second = (await as(null, `dynamic/getDynamicList?reporterId=${REPORTER}&page=1`)).body.data.list;
    expect(second.length).toBeGreaterThan(0);
    expect((await as(null, `dynamic/getDynamicList?reporterId=${REPORTER + 5}`)).body.data.list).toEqual([]);
  });
});
