/**
 * Issue 16, votes on the bundled platform (SPEC §3, §7): the nis vote info, options, option detail
 * and search, the verify-code image, and the SM4-encrypted vote record after the app handshake;
 * tampering, replayed or wrong codes, an option of another vote and the limits are refused with a
 * clear message and count nothing. The old app_if vote, voteResult and voteCount. On PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { verifyCodes, voteOptions } from '../../src/platform/db/schema.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { appAuthHeaders, knownVerifyCode, nis, quickMembers, votePayload, type TestMember } from './activityClient.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const V = DEMO_IDS.votes;
const FOOD = 7211;

describeOnEachBackend('votes', (p) => {
  let members: TestMember[];
  let app: () => Record<string, string>;
  const countOf = async (optionId: number) => (await p.platform.context.db.select({ n: voteOptions.count }).from(voteOptions).where(eq(voteOptions.id, optionId)))[0]?.n;
  const record = (member: TestMember, data: string, headers: Record<string, string> = app()) =>
    p.call(nis('recordVote/recordVoteCountAndLog'), { form: { data }, headers: { ...headers, accesstoken: member.accessToken } });
  const foodVote = async (member: TestMember, key: string, optionIds = [FOOD]) => votePayload(p, { voteId: V.activity, optionIds, ...(await knownVerifyCode(p, member.id, key)) });

  beforeAll(async () => {
    members = await quickMembers(p, 8, '1397');
    app = await appAuthHeaders(p);
  }, 60_000);

  it('vote/info: the questions, the vote page fields, the verify-code flag and the member’s usage', async () => {
    const info = (await p.call(nis(`vote/info?voteId=${V.activity}`), { headers: { accesstoken: members[0]!.accessToken } })).body.data;
    expect(info).toMatchObject({ id: V.activity, needLogin: 1, voteCycle: 1, voteCyclenum: 3, verifyCode: 1, activityId: DEMO_IDS.activities.vote, isVoted: 0, remainCount: 3 });
    expect(info.questions[0].options).toHaveLength(6);
    expect(info.vs_votetheme_list[0].title).toBe('活动主题');
    expect(info.vs_head_voteimage).toMatch(/^http/);
    expect((await p.call(nis(`vote/info?voteId=${V.missing}`))).body.status).toBe(-1);
    expect((await p.call(nis('vote/info?voteId=x'))).body.status).toBe(-1);
  });

  it('vote/options, vote/optionInfo and vote/infoByOptName: options with pictures, counts and ranks; search by name', async () => {
    const list = (await p.call(nis(`vote/options?voteId=${V.activity}`))).body.data.list;
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ oid: FOOD, oname: '鱼丸', rank: 1 });
    expect(list[0].pic).toMatch(/^http.*vote-opt-1/);
    const one = (await p.call(nis(`vote/optionInfo?voteId=${V.activity}&optionId=7213`))).body.data;
    expect(one).toMatchObject({ oid: 7213, oname: '海蛎煎', voteName: '我心中的云溪美食', rank: 3 });
    expect((await p.call(nis(`vote/optionInfo?voteId=${V.inArticle}&optionId=7213`))).body.status).toBe(-1);
    const found = (await p.call(nis(`vote/infoByOptName?voteId=${V.activity}&optName=${encodeURIComponent('海蛎')}`))).body.data.list;
    expect(found.map((o: any) => o.oid)).toEqual([7213]);
  });

  it('get/image/verify/code: a PNG, its code stored only hashed with an expiry; a bad codeKey is a 400', async () => {
    const member = members[0]!;
    const response = await fetch(`${p.origin}${nis('get/image/verify/code?codeKey=image-key-0001')}`, { headers: { accesstoken: member.accessToken } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const [row] = await p.platform.context.db.select().from(verifyCodes).where(eq(verifyCodes.codeKey, 'image-key-0001'));
    expect(row).toMatchObject({ owner: `m:${member.id}` });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt).toBeGreaterThan(Date.now());
    expect((await p.call(nis('get/image/verify/code?codeKey=short'))).status).toBe(400);
  });

  it('recordVoteCountAndLog counts a valid SM4 payload once, sets the voted flag; voteResult shows it', async () => {
    const member = members[1]!;
    const before = await countOf(FOOD);
    expect((await record(member, await foodVote(member, 'vote-key-0001'))).body.data).toMatchObject({ voted: true, message: '投票成功' });
    expect(await countOf(FOOD)).toBe(before! + 1);
    const info = (await p.call(nis(`vote/info?voteId=${V.activity}`), { headers: { accesstoken: member.accessToken } })).body.data;
    expect(info).toMatchObject({ isVoted: 1, usedCount: 1, remainCount: 2 });
    const result = (await p.call(q(`voteResult?id=${V.activity}`), { headers: { accesstoken: member.accessToken } })).body.data;
    expect(result.isVoted).toBe(1);
    expect(result.questions[0].options.find((o: any) => o.oid === FOOD).count).toBe(before! + 1);
    expect((await p.call(q(`voteCount?id=${V.activity}`))).body.data.questions[0].total).toBeGreaterThan(0);
  });

  it('refuses, counting nothing: no app handshake, no login, a tampered or foreign-key payload, a replayed or wrong code, an option of another vote', async () => {
    const member = members[2]!;
    const before = await countOf(FOOD);
    const message = async (answer: Promise<{ body: any }>) => (await answer).body.message;
    expect((await record(member, await foodVote(member, 'no-app-0001'), {})).body.status).toBe(1004);
    expect(await message(p.call(nis('recordVote/recordVoteCountAndLog'), { form: { data: await foodVote(member, 'no-login-01') }, headers: app() }))).toBe('请先登录');
    const good = await foodVote(member, 'tamper-0001');
    const tampered = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
    expect(await message(record(member, tampered))).toBe('投票数据校验失败');
    expect(await message(record(member, good.slice(0, -4)))).toBe('投票数据校验失败');
    expect(await message(record(member, 'not base64 at all'))).toBe('投票数据校验失败');
    expect(await message(record(member, votePayload(p, { voteId: V.activity, optionIds: [FOOD] }, '0123456789abcdeffedcba9876543210')))).toBe('投票数据校验失败');
    expect(await message(record(member, votePayload(p, { voteId: V.activity, optionIds: ['1; drop'] })))).toBe('投票数据校验失败');
    const once = await foodVote(member, 'replay-0001');
    expect((await record(member, once)).body.data.message).toBe('投票成功');
    expect(await message(record(member, once))).toBe('验证码已失效，请重新获取');
    await knownVerifyCode(p, member.id, 'wrong-00001', 'XY45');
    expect(await message(record(member, votePayload(p, { voteId: V.activity, optionIds: [FOOD], codeKey: 'wrong-00001', verifyCode: 'ZZ99' })))).toBe('验证码错误');
    expect(await message(record(member, votePayload(p, { voteId: V.activity, optionIds: [FOOD], codeKey: 'wrong-00001', verifyCode: 'XY45' })))).toBe('验证码已失效，请重新获取');
    expect(await message(record(member, await foodVote(member, 'foreign-001', [7111])))).toBe('投票选项不属于该投票');
    expect(await message(record(member, await foodVote(member, 'twice-00001', [FOOD, 7212])))).toBe('每题最多选择1项');
    expect(await countOf(FOOD)).toBe(before! + 1);
    expect(await countOf(7111)).toBe(36);
  });

  it('the daily limit: a fourth vote the same day is refused', async () => {
    const member = members[3]!;
    for (let i = 0; i < 3; i += 1) expect((await record(member, await foodVote(member, `daily-000${i}`))).body.data?.message).toBe('投票成功');
    expect((await record(member, await foodVote(member, 'daily-0003'))).body.message).toBe('今日投票次数已用完');
  });

  it('one verify code sent twice at once counts once', async () => {
    const member = members[4]!;
    const before = await countOf(FOOD);
    const payload = await foodVote(member, 'parallel-code');
    const answers = await Promise.all([record(member, payload), record(member, payload)]);
    expect(answers.map((a) => a.body.data?.message ?? a.body.message).sort()).toEqual(['投票成功', '验证码已失效，请重新获取'].sort());
    expect(await countOf(FOOD)).toBe(before! + 1);
  });

  it('20 parallel votes by one member within a limit of 1 count 1', async () => {
    const member = members[5]!;
    const before = await countOf(7112);
    const payload = votePayload(p, { voteId: V.inArticle, optionIds: [7112] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(member, payload)));
    const messages = answers.map((a) => a.body.data?.message ?? a.body.message);
    expect(messages.filter((m) => m === '投票成功')).toHaveLength(1);
    expect(messages.filter((m) => m === '您的投票次数已用完')).toHaveLength(19);
    expect(await countOf(7112)).toBe(before! + 1);
  }, 60_000);

  it('the old app_if vote: "questionID:optionID" pairs for a vote without a code; a coded vote needs the nis path', async () => {
    const member = members[6]!;
    const vote = (voteID: number, voteResult: string[]) => p.call(q('vote'), { form: { voteID: String(voteID), voteResult: voteResult[0]! }, headers: { accesstoken: member.accessToken } });
    expect((await vote(V.inArticle, ['711:7113'])).body.data.message).toBe('投票成功');
    expect((await vote(V.inArticle, ['711:7114'])).body.message).toBe('您的投票次数已用完');
    expect((await vote(V.activity, ['721:7211'])).body.message).toBe('请输入验证码');
    expect((await vote(V.missing, ['1:1'])).body.message).toBe('投票不存在');
  });
});
