/**
 * Issue "Readers' voice", done-when: likes by members (access tokens, not named guests) happen
 * exactly once. 50 members at once add exactly 50; one member tapping twice at once adds 1.
 * On PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { q, registerMember } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('praise by members', (p) => {
  const members: { uid: string; accessToken: string }[] = [];
  const praise = (id: number, accessToken: string, type = '0') => p.call(q('event'), { form: { id: String(id), type, eventType: '1', channel: '1' }, headers: { accesstoken: accessToken } });
  const praiseCount = async (id: number) => Number((await p.call(q(`getArticleCounts?articleId=${id}`))).body.data.countPraise);

  beforeAll(async () => {
    for (let i = 0; i < 50; i += 1) members.push(await registerMember(p, `1376000${String(i).padStart(4, '0')}`));
  }, 120_000);

  it('50 members liking at once add exactly 50', async () => {
    const id = DEMO_IDS.articles.gallery;
    const before = await praiseCount(id);
    const answers = await Promise.all(members.map((member) => praise(id, member.accessToken)));
    expect(answers.map((a) => a.body.data?.value)).toEqual(members.map(() => 'true'));
    expect(await praiseCount(id)).toBe(before + 50);
  });

  it('one member liking twice at once adds 1, and the repeat answers false', async () => {
    const id = DEMO_IDS.articles.video;
    const before = await praiseCount(id);
    const answers = await Promise.all([praise(id, members[0]!.accessToken), praise(id, members[0]!.accessToken, '10')]);
    expect(answers.map((a) => a.body.data?.value).sort()).toEqual(['false', 'true']);
    expect(await praiseCount(id)).toBe(before + 1);
  });
});
