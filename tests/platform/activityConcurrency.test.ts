/**
 * Issue 16, done-when: sign-ups are exactly once under load, enforced by the database (the row lock
 * on the activity and the unique key, docs/decisions/096). 100 members at once for 10 places give
 * exactly 10 and 90 refusals with the real message; one member's 20 parallel sign-ups give 1.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { activitySignups, vouchers } from '../../src/platform/db/schema.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { quickMembers, type TestMember } from './activityClient.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const A = DEMO_IDS.activities;

describeOnEachBackend('sign-ups at once', (p) => {
  let members: TestMember[];
  const signUp = (id: number, member: TestMember) =>
    p.call(q('saveActivity'), { form: { fileId: String(id), realName: '并发读者', phone: '13912345678' }, headers: { accesstoken: member.accessToken } });
  const signups = async (id: number, memberId?: number) => {
    const where = memberId === undefined ? eq(activitySignups.activityId, id) : and(eq(activitySignups.activityId, id), eq(activitySignups.memberId, memberId));
    const [row] = await p.platform.context.db.select({ n: count() }).from(activitySignups).where(where);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    members = await quickMembers(p, 100, '1396');
  }, 120_000);

  it('100 members signing up at once for 10 places: exactly 10, the other 90 hear the place is gone', async () => {
    expect(await signups(A.lecture)).toBe(0);
    const answers = await Promise.all(members.map((member) => signUp(A.lecture, member)));
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === '报名成功')).toHaveLength(10);
    expect(messages.filter((m) => m === '活动名额已满，请下次再来')).toHaveLength(90);
    expect(await signups(A.lecture)).toBe(10);
    // Each place brought its voucher, once.
    expect(await p.platform.context.db.$count(vouchers, eq(vouchers.activityId, A.lecture))).toBe(10);
    const entries = (await p.call(q(`entryList?fileId=${A.lecture}`))).body.data;
    expect(entries.totalCount).toBe(10);
    expect(entries.list).toHaveLength(8);
  }, 120_000);

  it('one member signing up 20 times at once: one sign-up, 19 times 请不要重复报名', async () => {
    const member = members[99]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(A.open, member)));
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === '报名成功')).toHaveLength(1);
    expect(messages.filter((m) => m === '请不要重复报名')).toHaveLength(19);
    expect(await signups(A.open, member.id)).toBe(1);
  }, 60_000);
});
