/**
 * Invite codes and points through app_if's amuc calls (PLATFORM.md §5.1–§5.2): a member's own code,
 * made once however many ask at once; codeImeiRecord's recorded answers (1002, 1001, 1003), each
 * device and member invited once; event1 signed with sha1 as §5.1 says, counted once per signed
 * time and within the day's cap under a burst; myDayScoreSts and myScoreList. PGlite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inviteCodes, inviteRecords, pointRecords } from '../../src/platform/db/schema.ts';
import { scoreSign } from '../../src/platform/points/pointRules.ts';
import { loginAs, q } from './memberClient.ts';
import { corpus, describeOnEachBackend } from './startTestPlatform.ts';

const SEEDED_CODE = String(2406000 + 101 * 7);

describeOnEachBackend('invites and points', (p) => {
  const as = (token: string | null, path: string, form?: Record<string, string>) => p.call(q(path), { ...(form ? { form } : {}), headers: token ? { accesstoken: token } : {} });

  it('the score sign is sha1 of the literal {eType=…, member=…, time=…}', () => {
    const literal = '{eType=启动, member=257, time=2020/05/11 10:24:48}';
    expect(scoreSign('启动', '257', '2020/05/11 10:24:48')).toBe(createHash('sha1').update(literal).digest('hex'));
  });

  it('getInviteCode answers the member’s own code, made once under a burst; anonymous readers are asked to log in', async () => {
    expect((await as(null, 'amuc/api/invitecode/getInviteCode')).body.message).toBe('请先登录');
    const seeded = await loginAs(p, '13800000001');
    expect((await as(seeded.accessToken, 'amuc/api/invitecode/getInviteCode?uid=101')).body.data).toEqual({ code: SEEDED_CODE, msg: '系统中存在,获取邀请码成功' });
    expect((await as(seeded.accessToken, 'amuc/api/invitecode/getInviteCode?uid=102')).body.message).toBe('只能操作自己的账号');
    await p.platform.context.db.delete(inviteCodes).where(eq(inviteCodes.memberId, 107));
    const fresh = await loginAs(p, '13800000007');
    const answers = await Promise.all(Array.from({ length: 8 }, () => as(fresh.accessToken, 'amuc/api/invitecode/getInviteCode')));
    expect(new Set(answers.map((a) => a.body.data.code)).size).toBe(1);
    expect(answers[0]!.body.data.code).toMatch(/^\d{7}$/);
    expect((await as(null, 'amuc/api/invitecode/siteConf')).body.data.sharePic).toContain('invite-poster_750x1000.jpg');
  });

  it('codeImeiRecord: the recorded answers, one use per device and per member even at once, and the inviter earns points', async () => {
    const invitee = await loginAs(p, '13800000008');
    const record = (token: string | null, code: string, imei: string) => as(token, `amuc/api/invitecode/codeImeiRecord?code=${code}&imei=${imei}`);
    const inviter = await loginAs(p, '13800000001');
    expect((await record(inviter.accessToken, SEEDED_CODE, 'own-device')).body.data).toEqual({ code: '1001', msg: '会员不能使用自己的邀请码' });
    expect((await record(null, '9999999', 'x')).body.data).toEqual({ code: '1003', msg: '邀请码不存在' });
    expect((await record(null, 'abc', 'x')).body.data.code).toBe('1003');
    const burst = await Promise.all(Array.from({ length: 6 }, () => record(invitee.accessToken, SEEDED_CODE, 'device-burst')));
    expect(burst.filter((a) => a.body.data.code === '1002')).toHaveLength(1);
    expect(burst.find((a) => a.body.data.code === '1002')!.body.data).toEqual({ code: '1002', member: '101', msg: '该设备成功添加邀请码使用记录' });
    expect(await p.platform.context.db.$count(inviteRecords, eq(inviteRecords.imei, 'device-burst'))).toBe(1);
    expect((await record(invitee.accessToken, SEEDED_CODE, 'another-device')).body.data).toEqual({ code: '1001', msg: '该会员已被溪边读报人邀请过了' });
    expect((await record(null, SEEDED_CODE, 'device-burst')).body.data).toEqual({ code: '1001', msg: '该设备已被溪边读报人邀请过了' });
    expect((await record(null, SEEDED_CODE, 'anonymous-device')).body.data.code).toBe('1002');
    const points = await p.platform.context.db.select().from(pointRecords).where(eq(pointRecords.memberId, 101));
    expect(points.filter((row) => row.event === '邀请')).toHaveLength(2);
  });

  it('event1: signed events count once per time and within the daily cap, even when fired at once; then today and the list show them', async () => {
    const { accessToken } = await loginAs(p, '13800000009');
    const send = (eType: string, time: string, sign = scoreSign(eType, '109', time), member = '109') => as(accessToken, 'amuc/api/event/event1', { eType, member, time, sign, siteID: '1' });
    expect((await send('启动', 't1', 'bad')).body.message).toBe('签名错误');
    expect((await send('不存在', 't1')).body.message).toBe('积分行为不存在');
    expect((await send('启动', 't1', scoreSign('启动', '101', 't1'), '101')).body.message).toBe('只能操作自己的账号');
    const starts = await Promise.all(['s1', 's2', 's3', 's1'].map((time) => send('启动', time)));
    const codes = starts.map((a) => a.body.data.result[0].code).sort();
    expect(codes).toEqual(['1003', '1003', '1003', '1004']);
    expect(starts.find((a) => a.body.data.result[0].code === '1004')!.body.data).toMatchObject({ eType: '启动', code: '1002', result: [{ msg: '计算积分成功', score: 5, srname: '应用启动' }] });
    const views = await Promise.all(Array.from({ length: 14 }, (_, i) => send('浏览', `v${i}`)));
    expect(views.filter((a) => a.body.data.result[0].code === '1004')).toHaveLength(10);
    expect(views.filter((a) => a.body.data.result[0].score === -1)).toHaveLength(4);
    const today = (await as(accessToken, 'myDayScoreSts')).body.data;
    expect(today.todayScore).toBe(5 + 10 * 2);
    expect(today.list.find((row: { event: string }) => row.event === '浏览')).toMatchObject({ score: 20, times: 10, limit: 10 });
    const list = (await as(accessToken, 'myScoreList')).body.data;
    expect(list.totalCount).toBe(11);
    expect(list.list[0]).toMatchObject({ score: expect.any(Number), srname: expect.any(String), time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect((await as(null, 'myScoreList')).body.message).toBe('请先登录');
    const types = corpus('amuc_event_eventTypes')?.[0]?.response.data as string | undefined;
    const ours = (await as(null, 'amuc/api/event/eventTypes')).body.data as string;
    if (types) expect(ours).toBe(types);
  });
});
