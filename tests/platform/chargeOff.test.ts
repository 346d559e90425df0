/**
 * Issue 39 finding 12, the charge-off (docs/decisions/140): activityVerify needs a logged-in member
 * and the activity's verify key (carried in the voucher's verifyUrl), codes are 80 random bits, and
 * failures are limited per member and per address. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { activityVerifyKey } from '../../src/platform/activity/voucherCodes.ts';
import { rateEvents } from '../../src/platform/db/schema.ts';
import { VERIFY_FAILURE_LIMITS, VOUCHER_MESSAGES } from '../../src/platform/routes/base/voucherRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { quickMembers, type TestMember } from './activityClient.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const A = DEMO_IDS.activities;

describeOnEachBackend('charge-off', (p) => {
  let members: TestMember[];
  const key = (id: number) => activityVerifyKey(p.platform.context.settings.socketSecret, id);
  const verify = (form: Record<string, string>, member: TestMember | null, address = '198.51.100.1') =>
    p.call(q('activityVerify'), { form: { shopSite: '1', ...form }, headers: { ...(member ? { accesstoken: member.accessToken } : {}), 'x-forwarded-for': address } });
  const signUp = async (id: number, member: TestMember) =>
    (await p.call(q('saveActivity'), { form: { fileId: String(id), realName: '林小满', phone: '13912345678' }, headers: { accesstoken: member.accessToken } })).body.registCode as string;
  const messageOf = (answer: { body: any }) => answer.body.data?.message ?? answer.body.message;

  beforeAll(async () => {
    members = await quickMembers(p, 12, '1397');
  }, 60_000);

  it('a new sign-up gets a code of 80 random bits, never one made from the activity and the member', async () => {
    const code = await signUp(A.lecture, members[0]!);
    expect(code).toMatch(/^YX[A-Z2-7]{16}$/);
    expect(code).not.toContain(`${A.lecture}${members[0]!.id}`);
  });

  it('charging off needs a member, the activity key and the right code; the verifyUrl carries the key', async () => {
    const code = await signUp(A.nearlyFull, members[1]!);
    const verifyUrl = (await p.call(q('getActivityVoucher'), { form: { activityID: String(A.nearlyFull) }, headers: { accesstoken: members[1]!.accessToken } })).body.data.verifyUrl;
    expect(new URL(verifyUrl).searchParams.get('verifyKey')).toBe(key(A.nearlyFull));
    const staff = members[2]!;
    const cases: [string, Record<string, string>, TestMember | null, string][] = [
      ['no login', { activityID: String(A.nearlyFull), registCode: code, verifyKey: key(A.nearlyFull) }, null, '请先登录'],
      ['no key', { activityID: String(A.nearlyFull), registCode: code }, staff, VOUCHER_MESSAGES.badKey],
      ["another activity's key", { activityID: String(A.nearlyFull), registCode: code, verifyKey: key(A.open) }, staff, VOUCHER_MESSAGES.badKey],
      ['a wrong code', { activityID: String(A.nearlyFull), registCode: 'YX606101X', verifyKey: key(A.nearlyFull) }, staff, VOUCHER_MESSAGES.unknown],
      ['the code', { activityID: String(A.nearlyFull), registCode: code, verifyKey: key(A.nearlyFull) }, staff, VOUCHER_MESSAGES.verified],
      ['the code again', { activityID: String(A.nearlyFull), registCode: code, verifyKey: key(A.nearlyFull) }, staff, VOUCHER_MESSAGES.used],
    ];
    for (const [name, form, member, message] of cases) expect(messageOf(await verify(form, member)), name).toBe(message);
  });

  it('failures are limited per member: past the limit even the right code waits', async () => {
    await p.platform.context.db.delete(rateEvents);
    const code = await signUp(A.lecture, members[3]!);
    const guesser = members[4]!;
    const guess = (registCode: string) => verify({ activityID: String(A.lecture), registCode, verifyKey: key(A.lecture) }, guesser, '198.51.100.2');
    for (let i = 0; i < VERIFY_FAILURE_LIMITS.perMember; i += 1) expect(messageOf(await guess(`YXGUESS${i}`))).toBe(VOUCHER_MESSAGES.unknown);
    expect(messageOf(await guess(code))).toBe(VOUCHER_MESSAGES.tooMany);
    // Another member is not held back by the guesser's failures.
    expect(messageOf(await verify({ activityID: String(A.lecture), registCode: code, verifyKey: key(A.lecture) }, members[5]!, '198.51.100.3'))).toBe(VOUCHER_MESSAGES.verified);
  });

  it('failures are limited per address, across members', async () => {
    await p.platform.context.db.delete(rateEvents);
    const address = '198.51.100.4';
    const perMember = VERIFY_FAILURE_LIMITS.perMember - 1;
    const guessers = members.slice(6, 6 + Math.ceil(VERIFY_FAILURE_LIMITS.perAddress / perMember));
    let failures = 0;
    for (const guesser of guessers) {
      for (let i = 0; i < perMember && failures < VERIFY_FAILURE_LIMITS.perAddress; i += 1, failures += 1) {
        expect(messageOf(await verify({ activityID: String(A.lecture), registCode: 'YXNOPE', verifyKey: key(A.lecture) }, guesser, address))).toBe(VOUCHER_MESSAGES.unknown);
      }
    }
    const fresh = members[11]!;
    expect(messageOf(await verify({ activityID: String(A.lecture), registCode: 'YXNOPE', verifyKey: key(A.lecture) }, fresh, address))).toBe(VOUCHER_MESSAGES.tooMany);
    expect(messageOf(await verify({ activityID: String(A.lecture), registCode: 'YXNOPE', verifyKey: key(A.lecture) }, fresh, '198.51.100.5'))).toBe(VOUCHER_MESSAGES.unknown);
  });
});
