/**
 * Issue 16, the platform half: activities on app_if (PLATFORM.md §5.1, SPEC §3–§5): categories,
 * the list, the detail with progress, quota and sign-up form, entries, sign-ups with the real
 * unwrapped answers and messages, my activities, vouchers (a list or a verifyUrl) and the
 * charge-off. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { activities } from '../../src/platform/db/schema.ts';
import { activityVerifyKey } from '../../src/platform/activity/voucherCodes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { quickMembers, type TestMember } from './activityClient.ts';
import { loginAs, q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const A = DEMO_IDS.activities;

describeOnEachBackend('activities', (p) => {
  let reader: string;
  let members: TestMember[];
  const as = (accessToken: string) => ({ accesstoken: accessToken });
  const signUp = (id: number, form: Record<string, string>, accessToken?: string) =>
    p.call(q('saveActivity'), { form: { fileId: String(id), realName: '林小满', phone: '13912345678', ...form }, headers: accessToken ? as(accessToken) : {} });

  beforeAll(async () => {
    reader = (await loginAs(p, '13800000001')).accessToken;
    members = await quickMembers(p, 6, '1395');
  }, 60_000);

  it('activityCats lists the categories in the recorded shape', async () => {
    const answer = await p.call(q('activityCats'));
    expect(answer.body.status).toBe(0);
    expect(answer.body.data[0]).toEqual({ activityColID: 1, name: '精彩活动', icon: '', showPushStyle: 0 });
  });

  it('activityList: every activity with progress (isbegin), quota and sign-ups; category filter, pages of 20 and lastFileId', async () => {
    const list: any[] = (await p.call(q('activityList?catID=-1&page=0'))).body.data.list;
    // 7 current activities and 16 past ones (611–626): a full first page of 20, newest sign-up first.
    expect(list).toHaveLength(20);
    expect(
      list
        .slice(0, 7)
        .map((a) => Number(a.fileId))
        .sort(),
    ).toEqual([601, 602, 603, 604, 605, 606, 607]);
    const byId = new Map(list.map((a) => [Number(a.fileId), a]));
    expect([byId.get(A.notStarted).isbegin, byId.get(A.open).isbegin, byId.get(A.ended).isbegin]).toEqual([0, 1, 2]);
    expect(byId.get(A.full)).toMatchObject({ quota: 2, participatorNum: 2 });
    expect(byId.get(A.open).theContentUrl).toContain(`activityDetail?siteID=1&fileId=${A.open}`);
    const cat2: any[] = (await p.call(q('activityList?catID=2'))).body.data.list;
    expect(cat2.map((a) => a.catID)).toEqual(cat2.map(() => 2));
    const second: any[] = (await p.call(q('activityList?page=1'))).body.data.list;
    expect(second.map((a) => Number(a.fileId))).toEqual([624, 625, 626]);
    expect((await p.call(q('activityList?page=2'))).body.data.list).toEqual([]);
    const after = (await p.call(q(`activityList?lastFileId=${list[2].fileId}`))).body.data.list;
    expect(after.map((a: any) => a.fileId)).toEqual([...list.slice(3), ...second.slice(0, 3)].map((a) => a.fileId));
    // The next page as a client asks for it, page and lastFileId together: the 20 after the last one, none skipped twice.
    const next = (await p.call(q(`activityList?page=1&lastFileId=${list[19].fileId}`))).body.data.list;
    expect(next.map((a: any) => a.fileId)).toEqual(second.map((a) => a.fileId));
    const cat1: any[] = (await p.call(q('activityList?catID=1'))).body.data.list;
    expect(cat1).toHaveLength(19);
  });

  it('activityDetail: content, sign-up form, quota, the member sign-up and, for a vote activity, the vote info fields', async () => {
    const open = (await p.call(q(`activityDetail?fileId=${A.open}`))).body.data;
    expect(open).toMatchObject({ fileId: String(A.open), quota: 200, participatorNum: 1, isbegin: 1, isSignUp: 0, voucherType: 'list' });
    expect(open.signForm.map((f: any) => f.key)).toEqual(['realName', 'phone', 'works']);
    const mine = (await p.call(q(`activityDetail?fileId=${A.open}`), { headers: as(reader) })).body.data;
    expect(mine).toMatchObject({ isSignUp: 1, registCode: 'YX601101' });
    const vote = (await p.call(q(`activityDetail?fileId=${A.vote}`))).body.data;
    expect(vote.voteId).toBe(DEMO_IDS.votes.activity);
    expect(vote.vs_head_voteimage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/platform-media\/images\/vote-702/);
    expect(vote.vs_votetheme_list).toHaveLength(2);
    expect(vote.vs_user_inforule).toContain('三票');
  });

  it('activityDetail and entryList: an unknown id is not found and a malformed one a clear refusal, never a 500', async () => {
    for (const path of [`activityDetail?fileId=${A.missing}`, `entryList?fileId=${A.missing}`]) {
      expect((await p.call(q(path))).body).toEqual({ status: -1, message: 'Your server has down or target user not exist !', data: {} });
    }
    for (const bad of ['abc', '-1', '99999999999', "1'--"]) {
      const answer = await p.call(q(`activityDetail?fileId=${encodeURIComponent(bad)}`));
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(-1);
    }
  });

  it('entryList: the newest sign-ups with masked names and the total', async () => {
    const answer = (await p.call(q(`entryList?fileId=${A.nearlyFull}`))).body.data;
    expect(answer.totalCount).toBe(4);
    expect(answer.list).toHaveLength(4);
    expect(answer.list.map((e: any) => e.realName)).toContain('王**');
  });

  it('saveActivity answers unwrapped with the real messages: login first, not started, ended, full, repeat', async () => {
    expect((await signUp(A.open, {})).body).toEqual({ success: false, message: '请先登录' });
    expect((await signUp(A.notStarted, { signForm: '{"children":"1"}' }, reader)).body).toEqual({ success: false, message: '报名未开始' });
    expect((await signUp(A.ended, {}, reader)).body).toEqual({ success: false, message: '活动已结束' });
    expect((await signUp(A.full, {}, reader)).body).toEqual({ success: false, message: '活动名额已满，请下次再来' });
    expect((await signUp(A.open, {}, reader)).body).toEqual({ success: false, message: '请不要重复报名' });
    expect((await p.call(q('saveActivity'), { form: { fileId: String(A.open), userID: '102' }, headers: as(reader) })).body).toEqual({ success: false, message: '只能操作自己的账号' });
  });

  it('saveActivity: 报名已结束 once the sign-up window closed while the activity has not ended', async () => {
    const db = p.platform.context.db;
    const [row] = await db.select().from(activities).where(eq(activities.id, A.notStarted));
    await db
      .update(activities)
      .set({ signStartTime: row!.signStartTime - 30 * 86_400_000, signEndTime: row!.signStartTime - 20 * 86_400_000 })
      .where(eq(activities.id, A.notStarted));
    try {
      expect((await signUp(A.notStarted, { signForm: '{"children":"1"}' }, members[0]!.accessToken)).body).toEqual({ success: false, message: '报名已结束' });
    } finally {
      await db.update(activities).set({ signStartTime: row!.signStartTime, signEndTime: row!.signEndTime }).where(eq(activities.id, A.notStarted));
    }
  });

  it('saveActivity checks the activity form: missing, too long, malformed fields are refused and nothing is stored', async () => {
    const token = members[1]!.accessToken;
    const cases: [Record<string, string>, string][] = [
      [{ realName: '' }, '请填写姓名'],
      [{ realName: '名'.repeat(21) }, '姓名不能超过20个字'],
      [{ phone: '' }, '请填写手机号'],
      [{ phone: '12345' }, '手机号格式不正确'],
      [{ signForm: '{"works":' }, '报名信息格式不正确'],
      [{ signForm: '[1,2]' }, '报名信息格式不正确'],
      [{ signForm: JSON.stringify({ works: '字'.repeat(201) }) }, '作品说明不能超过200个字'],
    ];
    for (const [form, message] of cases) expect((await signUp(A.open, form, token)).body, message).toEqual({ success: false, message });
    expect((await signUp(A.notStarted, { signForm: '{"children":"9"}' }, token)).body.message).toBe('报名未开始');
    const detail = (await p.call(q(`activityDetail?fileId=${A.open}`))).body.data;
    expect(detail.participatorNum).toBe(1);
  });

  it('saveActivity and activityRegist: a sign-up takes the last place; the next reader finds it full', async () => {
    const first = await signUp(A.nearlyFull, {}, members[2]!.accessToken);
    expect(first.body).toMatchObject({ success: true, message: '报名成功' });
    expect(first.body.registCode).toMatch(/^YX[A-Z2-7]{16}$/);
    const next = await p.call(q('activityRegist'), { form: { fileId: String(A.nearlyFull), realName: '周周', phone: '13912340000' }, headers: as(members[3]!.accessToken) });
    expect(next.body).toEqual({ success: false, message: '活动名额已满，请下次再来' });
    expect((await p.call(q(`entryList?fileId=${A.nearlyFull}`))).body.data.totalCount).toBe(5);
  });

  it('myActivityList: the member’s sign-ups with their codes; login first', async () => {
    const list: any[] = (await p.call(q('myActivityList?page=0'), { headers: as(reader) })).body.data.list;
    expect(list.map((a) => Number(a.fileId)).sort()).toEqual([A.open, A.nearlyFull]);
    expect(list.find((a) => Number(a.fileId) === A.open).registCode).toBe('YX601101');
    expect((await p.call(q('myActivityList'))).body).toEqual({ status: -1, message: '请先登录', data: {} });
  });

  it('getActivityVoucher: a list of codes, or a verifyUrl; only for a member who signed up', async () => {
    const list = (await p.call(q('getActivityVoucher'), { form: { activityID: String(A.open) }, headers: as(reader) })).body.data.list;
    expect(list.map((v: any) => v.code)).toEqual(['YX601101', 'YX601101B']);
    expect(list[0]).toMatchObject({ status: 0, shopSite: '云溪老街服务点' });
    const url = (await p.call(q('getActivityVoucher'), { form: { activityID: String(A.nearlyFull) }, headers: as(reader) })).body.data;
    // The site's own charge-off page, under its base path, as the real platform links it.
    expect(url.verifyUrl).toMatch(/\/app\/template\/displayTemplate\/news\/writeOff\/606\/YX606101\.html\?verifyKey=[\w-]{22}$/);
    expect((await p.call(q('getActivityVoucher'), { form: { activityID: String(A.open) }, headers: as(members[4]!.accessToken) })).body.message).toBe('您还没有报名该活动');
    expect((await p.call(q('getActivityVoucher'), { form: { activityID: String(A.open) } })).body.message).toBe('请先登录');
  });

  it('activityVerify charges a voucher off once, even twice at once; unknown codes and GET are refused', async () => {
    const key = (id: number) => activityVerifyKey(p.platform.context.settings.socketSecret, id);
    const verify = (activityID: number, registCode: string) =>
      p.call(q('activityVerify'), { form: { activityID: String(activityID), registCode, shopSite: '1', verifyKey: key(activityID) }, headers: as(members[5]!.accessToken) });
    const both = await Promise.all([verify(A.open, 'YX601101'), verify(A.open, 'YX601101')]);
    expect(both.map((a) => a.body.data?.message ?? a.body.message).sort()).toEqual(['核销成功', '该券码已核销'].sort());
    expect((await verify(A.open, 'NOPE123')).body.message).toBe('券码不存在');
    expect((await verify(A.open, '<script>')).body.message).toBe('券码不存在');
    expect((await verify(A.nearlyFull, 'YX606101')).body.data.message).toBe('核销成功');
    expect((await verify(A.nearlyFull, 'YX606101')).body.message).toBe('该券码已核销');
    expect((await p.call(q(`activityVerify?activityID=${A.open}&registCode=YX601101B`))).status).toBe(404);
    const list = (await p.call(q('getActivityVoucher'), { form: { activityID: String(A.open) }, headers: as(reader) })).body.data.list;
    expect(list.map((v: any) => v.status)).toEqual([1, 0]);
  });
});
