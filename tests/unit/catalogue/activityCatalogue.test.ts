import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, type Catalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { memorySession } from '../../../src/catalogue/session.ts';
import { hashVerifyCode } from '../../../src/platform/activity/verifyCodes.ts';
import { activityVerifyKey } from '../../../src/platform/activity/voucherCodes.ts';
import { verifyCodes } from '../../../src/platform/db/schema.ts';
import { DEMO_IDS } from '../../../src/platform/seed/demoIds.ts';
import { quickMembers, type TestMember } from '../../platform/activityClient.ts';
import { startTestPlatform, type TestPlatform } from '../../platform/startTestPlatform.ts';

/**
 * The activity and vote calls of the catalogue against the bundled platform over real HTTP: every
 * answer parses into its clean type, sign-up refusals keep the platform's message, and a vote goes
 * through the app handshake and the engine's SM4 payload path with the shared key.
 */
const A = DEMO_IDS.activities;
const V = DEMO_IDS.votes;
let platform: TestPlatform;
let catalogue: Catalogue;
let members: TestMember[];
const warnings: string[] = [];

function value<T>(result: { ok: boolean; empty?: boolean; value?: T | null; error?: unknown }): T {
  if (!result.ok || result.empty || result.value === null || result.value === undefined) throw new Error(`expected a value, got ${JSON.stringify(result)}`);
  return result.value;
}
const sessionOf = (member: TestMember) => memorySession({ accessToken: member.accessToken });

beforeAll(async () => {
  platform = await startTestPlatform();
  const env = { PLATFORM_ORIGIN: platform.origin, PLATFORM_SM4_KEY: platform.platform.context.settings.sm4Key };
  catalogue = createCatalogue(catalogueConfigFromEnv(env), { log: (message) => warnings.push(message) });
  members = await quickMembers(platform, 4, '1398');
}, 60_000);

afterAll(async () => {
  await platform?.stop();
});

describe('activities through the catalogue', () => {
  it('categories, a list page and details parse into their types with progress, quota, form and vote info', async () => {
    expect(value(await catalogue.activityCats()).length).toBe(3);
    const list = value(await catalogue.activityList());
    expect(list).toHaveLength(20);
    expect(
      list
        .slice(0, 7)
        .map((a) => a.fileId)
        .sort(),
    ).toEqual([601, 602, 603, 604, 605, 606, 607]);
    expect(list.slice(7).every((a) => a.fileId > A.pastFirst - 1 && a.isbegin === 2)).toBe(true);
    expect(value(await catalogue.activityList({ catId: 2 })).map((a) => a.catId)).toEqual([2, 2, 2]);
    expect(list.find((a) => a.fileId === A.full)).toMatchObject({ quota: 2, participatorNum: 2 });
    const detail = value(await catalogue.activityDetail({ id: A.open }));
    expect(detail).toMatchObject({ fileId: A.open, isbegin: 1, isSignUp: false, voucherType: 'list', voteInfo: null });
    expect(detail.signForm[2]).toEqual({ key: 'works', label: '作品说明', type: 'textarea', required: false, maxLength: 200, options: [] });
    const vote = value(await catalogue.activityDetail({ id: A.vote }));
    expect(vote.voteInfo?.themes[0]).toEqual({ title: '活动主题', content: '寻找云溪人餐桌上最难忘的家常味道。' });
    expect(await catalogue.activityDetail({ id: null })).toEqual({ ok: true, empty: true, value: null });
    const unknown = await catalogue.activityDetail({ id: A.missing });
    expect(unknown.ok).toBe(false);
  });

  it('sign-up, the entry list (first 8), my activities, vouchers and the charge-off', async () => {
    const session = sessionOf(members[0]!);
    const done = value(await catalogue.signUp({ id: A.lecture, realName: '林小满', phone: '13912345678', fields: { company: '云溪日报' } }, session));
    expect(done).toMatchObject({ success: true, message: '报名成功' });
    expect(value(await catalogue.signUp({ id: A.lecture, realName: '林小满', phone: '13912345678' }, session))).toEqual({ success: false, message: '请不要重复报名', registCode: '' });
    expect(value(await catalogue.signUp({ id: A.full, realName: '林小满', phone: '13912345678' }, session)).message).toBe('活动名额已满，请下次再来');
    expect(value(await catalogue.activityDetail({ id: A.lecture }, session))).toMatchObject({ isSignUp: true, registCode: done.registCode });
    const entries = value(await catalogue.entryList({ id: A.lecture }));
    expect(entries.totalCount).toBe(1);
    expect(value(await catalogue.myActivityList({}, session))[0]).toMatchObject({ fileId: A.lecture, registCode: done.registCode });
    const vouchers = value(await catalogue.activityVoucher({ activityId: A.lecture }, session));
    expect(vouchers).toEqual({ kind: 'list', vouchers: [expect.objectContaining({ code: done.registCode, used: false })] });
    const verifyKey = activityVerifyKey(platform.platform.context.settings.socketSecret, A.lecture);
    const staff = sessionOf(members[2]!);
    expect(value(await catalogue.chargeOff({ activityId: A.lecture, registCode: done.registCode, verifyKey }, staff))).toMatchObject({ success: true, message: '核销成功' });
    const again = await catalogue.chargeOff({ activityId: A.lecture, registCode: done.registCode, verifyKey }, staff);
    expect(again.ok ? null : again.error.message).toBe('该券码已核销');
    const reader = memorySession({ accessToken: (await quickMembers(platform, 1, '1381'))[0]!.accessToken });
    await catalogue.signUp({ id: A.nearlyFull, realName: '王小溪', phone: '13800000001' }, reader);
    expect(value(await catalogue.activityVoucher({ activityId: A.nearlyFull }, reader)).kind).toBe('verifyUrl');
  });
});

describe('votes through the catalogue', () => {
  it('vote info, options, one option and search parse', async () => {
    const info = value(await catalogue.voteInfo({ voteId: V.activity }, sessionOf(members[1]!)));
    expect(info).toMatchObject({ id: V.activity, verifyCode: true, voteCyclenum: 3, isVoted: false, remainCount: 3 });
    expect(info.questions[0]!.options).toHaveLength(6);
    expect(info.headImage).toMatch(/^http/);
    expect(value(await catalogue.voteOptions({ voteId: V.activity })).list).toHaveLength(6);
    expect(value(await catalogue.voteOptionInfo({ voteId: V.activity, optionId: 7212 }))).toMatchObject({ oid: 7212, oname: '土笋冻', voteName: '我心中的云溪美食' });
    expect(value(await catalogue.searchVoteOptions({ voteId: V.activity, name: '面' })).list.map((o) => o.oname)).toEqual(['沙茶面']);
    const image = value(await catalogue.verifyCodeImage({ codeKey: 'catalogue-key-1' }, sessionOf(members[1]!)));
    expect([...image.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('a vote goes SM4-encrypted after the handshake, counts once and sets the voted flag; refusals keep the message', async () => {
    const member = members[2]!;
    const session = sessionOf(member);
    const codeKey = 'catalogue-vote-1';
    await platform.platform.context.db.insert(verifyCodes).values({ codeKey, owner: `m:${member.id}`, codeHash: hashVerifyCode(codeKey, 'K7P2'), expiresAt: Date.now() + 60_000 });
    const voted = value(await catalogue.recordVote({ voteId: V.activity, optionIds: [7214], codeKey, verifyCode: 'k7p2' }, session));
    expect(voted).toMatchObject({ voted: true, message: '投票成功', voteId: V.activity, optionIds: [7214] });
    expect(catalogue.hasAppAuth()).toBe(true);
    const replay = await catalogue.recordVote({ voteId: V.activity, optionIds: [7214], codeKey, verifyCode: 'K7P2' }, session);
    expect(replay.ok ? null : replay.error.message).toBe('验证码已失效，请重新获取');
    expect(value(await catalogue.voteResult({ voteId: V.activity }, session)).isVoted).toBe(true);
    expect(value(await catalogue.voteInfo({ voteId: V.activity }, session))).toMatchObject({ isVoted: true, usedCount: 1 });
  });

  it('without an SM4 key the vote is refused before any request', async () => {
    const keyless = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: platform.origin }), { fetch: () => Promise.reject(new Error('no request expected')), log: () => {} });
    const result = await keyless.recordVote({ voteId: V.activity, optionIds: [7211] }, sessionOf(members[3]!));
    expect(result.ok ? null : result.error.kind).toBe('config');
  });

  it('every answer matched its schema', () => {
    expect(warnings.filter((w) => w.includes('did not match'))).toEqual([]);
  });
});
