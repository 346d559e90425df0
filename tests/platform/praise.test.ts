/**
 * Likes are writes that happen exactly once (DESIGN §4): the platform keeps one praise per reader
 * and object in a keyed table, and moves the counter in the same transaction. Fired in parallel,
 * on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { PRAISE_NEEDS_READER } from '../../src/platform/routes/base/praiseRoutes.ts';
import { anonymousToken, fromAddress } from './anonymousClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('praise', (p) => {
  const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;
  /** A praise by an anonymous reader: the device of its own security token, from one address per test. */
  const praise = async (id: number, device?: string, type = '0', address = '198.51.100.1') =>
    p.call(q('event'), { form: { id: String(id), type, eventType: '1', channel: '1' }, headers: { ...fromAddress(address), ...(device ? { securitytoken: await anonymousToken(p, device) } : {}) } });
  const praiseCount = async (id: number) => Number((await p.call(q(`getArticleCounts?articleId=${id}`))).body.data.countPraise);

  it('one reader tapping 20 times at once counts 1; a repeat answers false', async () => {
    const id = DEMO_IDS.articles.news;
    const before = await praiseCount(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => praise(id, 'reader-burst')));
    expect(answers.filter((a) => a.body.data?.value === 'true')).toHaveLength(1);
    expect(answers.filter((a) => a.body.data?.value === 'false')).toHaveLength(19);
    expect(await praiseCount(id)).toBe(before + 1);
  });

  it('50 readers at once count 50', async () => {
    const id = DEMO_IDS.articles.newsWithVote;
    const before = await praiseCount(id);
    await Promise.all(Array.from({ length: 50 }, (_, i) => praise(id, `reader-${i}`, '0', '198.51.100.2')));
    expect(await praiseCount(id)).toBe(before + 50);
  });

  it("an account's article (type 10, SPEC §4) counts on the article, once with type 0 and 10 at once", async () => {
    const id = DEMO_IDS.articles.news;
    const before = await praiseCount(id);
    const answers = await Promise.all([praise(id, 'reader-account', '10', '198.51.100.3'), praise(id, 'reader-account', '0', '198.51.100.3'), praise(id, 'reader-account', '10', '198.51.100.3')]);
    expect(answers.filter((a) => a.body.data?.value === 'true')).toHaveLength(1);
    expect(await praiseCount(id)).toBe(before + 1);
  });

  it('a praise without a token, or of nothing, counts nothing', async () => {
    const id = DEMO_IDS.articles.news;
    const before = await praiseCount(id);
    const anonymous = await praise(id);
    expect(anonymous.body).toMatchObject({ status: -1, message: PRAISE_NEEDS_READER });
    expect((await praise(99_999_999, 'reader-x')).body.data).toEqual({ value: 'false' });
    expect(await praiseCount(id)).toBe(before);
  });
});
