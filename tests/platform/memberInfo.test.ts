/**
 * `member/info` (SPEC §7 POST base): the accesstoken's member changes nickname, sex, birthday and
 * address; each field is checked, only the fields sent change, and a nickname another member holds
 * is refused (PLATFORM.md §4.4 昵称已经被注册), also when many updates race for it.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../../src/platform/db/schema.ts';
import { formatTime } from '../../src/platform/shape/formatTime.ts';
import { loginAs, q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const DAY = 86_400_000;
const beijingDate = (ms: number) => formatTime(ms).slice(0, 10);

describeOnEachBackend('member info', (p) => {
  const update = (accessToken: string, form: Record<string, string>) => p.call(q('amuc/api/member/info'), { form, headers: { accesstoken: accessToken } });
  const profile = async (accessToken: string) => (await p.call(q('amuc/api/member/getUserInfo'), { headers: { accesstoken: accessToken } })).body.data;

  it('each invalid value gets its own message and changes nothing', async () => {
    const { accessToken } = await loginAs(p, '13800000001');
    const before = await profile(accessToken);
    const table: [Record<string, string>, string][] = [
      [{ nickname: '' }, '昵称不能为空'],
      [{ nickname: '   ' }, '昵称不能为空'],
      [{ nickname: '字'.repeat(21) }, '昵称过长'],
      [{ nickname: 'x'.repeat(5000) }, '昵称过长'],
      [{ nickname: 'a\u0007b' }, '昵称包含不允许的字符'],
      [{ nickname: 'a\nb' }, '昵称包含不允许的字符'],
      [{ nickname: 'abc\u202edcb' }, '昵称包含不允许的字符'],
      [{ sex: '3' }, '性别不正确'],
      [{ sex: 'male' }, '性别不正确'],
      [{ birthday: '2000-02-30' }, '生日格式不正确'],
      [{ birthday: '2000/01/01' }, '生日格式不正确'],
      [{ birthday: '1899-12-31' }, '生日格式不正确'],
      [{ birthday: '' }, '生日格式不正确'],
      [{ birthday: "2000-01-01' or 1=1" }, '生日格式不正确'],
      [{ birthday: beijingDate(Date.now() + 2 * DAY) }, '生日不能晚于今天'],
      [{ address: '路'.repeat(101) }, '地址过长'],
      [{ address: 'a\u0000b' }, '地址包含不允许的字符'],
      // One bad field spoils the request: the good one is not applied either.
      [{ nickname: '新名字', sex: '9' }, '性别不正确'],
    ];
    for (const [form, message] of table) {
      const answer = await update(accessToken, form);
      expect([answer.status, answer.body], JSON.stringify(form).slice(0, 60)).toEqual([200, { status: -1, message, data: {} }]);
    }
    expect(await profile(accessToken)).toEqual(before);
  });

  it('only the fields sent change; the answer is the profile getUserInfo gives', async () => {
    const { accessToken } = await loginAs(p, '13800000002');
    const sex = await update(accessToken, { sex: '2' });
    expect(sex.body.status).toBe(0);
    expect(sex.body.data).toMatchObject({ uid: '102', nickname: '林记者', sex: '2', birthday: '2000-01-01', address: '', phone: '138****0002' });
    const rest = await update(accessToken, { nickname: '  林记者二号  ', birthday: '1990-02-28', address: '  云溪市滨江路 1 号 ' });
    expect(rest.body.data).toMatchObject({ nickname: '林记者二号', sex: '2', birthday: '1990-02-28', address: '云溪市滨江路 1 号' });
    expect(rest.body.data).toEqual(await profile(accessToken));
    for (const field of ['token', 'accessToken', 'refreshToken']) expect(rest.body.data).not.toHaveProperty(field);
    // Today is allowed; 20 characters (emoji count as one) are allowed; an empty address clears it.
    const edge = await update(accessToken, { birthday: beijingDate(Date.now()), nickname: `${'字'.repeat(19)}😀`, address: '' });
    expect(edge.body.data).toMatchObject({ birthday: beijingDate(Date.now()), nickname: `${'字'.repeat(19)}😀`, address: '' });
    // Nothing sent: nothing changes, the profile is answered.
    expect((await update(accessToken, {})).body.data).toEqual(await profile(accessToken));
    // JSON bodies are read like forms.
    const json = await fetch(`${p.origin}${q('member/info')}`, { method: 'POST', headers: { accesstoken: accessToken, 'content-type': 'application/json' }, body: JSON.stringify({ sex: '1' }) });
    expect((await json.json()).data.sex).toBe('1');
  });

  it('keys it does not own stay in the member row; no accesstoken is refused', async () => {
    const { accessToken } = await loginAs(p, '13800000003');
    expect((await update(accessToken, { sex: '1', address: '港城' })).body.status).toBe(0);
    const [row] = await p.platform.context.db.select({ extra: members.extra }).from(members).where(eq(members.id, 103));
    expect(row!.extra).toEqual({ official: true, sex: '1', address: '港城' });
    expect((await p.call(q('amuc/api/member/info'), { form: { nickname: '无名' } })).body).toEqual({ status: -1, message: '请先登录', data: {} });
  });

  it('a nickname another member holds is refused (exact, case-sensitive); keeping one’s own is fine', async () => {
    const a = await loginAs(p, '13800000004');
    const b = await loginAs(p, '13800000005');
    expect((await update(a.accessToken, { nickname: 'ReaderX' })).body.data.nickname).toBe('ReaderX');
    expect((await update(b.accessToken, { nickname: 'ReaderX' })).body).toEqual({ status: -1, message: '昵称已经被注册', data: {} });
    expect((await update(b.accessToken, { nickname: ' ReaderX ' })).body.message).toBe('昵称已经被注册');
    expect((await update(b.accessToken, { nickname: '溪边读报人' })).body.message).toBe('昵称已经被注册');
    expect((await update(b.accessToken, { nickname: 'readerx' })).body.data.nickname).toBe('readerx');
    expect((await update(a.accessToken, { nickname: 'ReaderX', sex: '1' })).body.data).toMatchObject({ nickname: 'ReaderX', sex: '1' });
    // Composed and decomposed spellings are one name.
    expect((await update(a.accessToken, { nickname: 'Café' })).body.status).toBe(0);
    expect((await update(b.accessToken, { nickname: 'Cafe\u0301' })).body.message).toBe('昵称已经被注册');
    // Sign-up names may repeat (用户 + last four digits): a member sharing one may still send it back unchanged.
    await p.platform.context.db.update(members).set({ nickname: '用户0001' }).where(eq(members.id, 104));
    await p.platform.context.db.update(members).set({ nickname: '用户0001' }).where(eq(members.id, 105));
    expect((await update(a.accessToken, { nickname: '用户0001', address: '茶山' })).body.data).toMatchObject({ nickname: '用户0001', address: '茶山' });
  });

  it('8 parallel updates of two members to one nickname: exactly one member ends with it (three rounds)', async () => {
    const a = await loginAs(p, '13800000007');
    const b = await loginAs(p, '13800000008');
    // Open the pool's connections first: connecting one by one would queue the updates and hide a race.
    await Promise.all(Array.from({ length: 8 }, () => profile(a.accessToken)));
    for (const name of ['同名抢注', '同名抢注二', '同名抢注三']) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => update((i % 2 ? b : a).accessToken, { nickname: name }).then((answer) => ({ who: i % 2 ? 108 : 107, answer }))));
      const winners = new Set(answers.filter(({ answer }) => answer.body.status === 0).map(({ who }) => who));
      expect(winners.size, name).toBe(1);
      const winner = [...winners][0]!;
      for (const { who, answer } of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.status === 0 ? who : answer.body.message).toBe(who === winner ? winner : '昵称已经被注册');
      }
      const holders = await p.platform.context.db.select({ id: members.id }).from(members).where(eq(members.nickname, name));
      expect(holders.map((h) => h.id)).toEqual([winner]);
    }
  });
});
