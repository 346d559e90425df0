/**
 * Phone and password after a WeChat login (SPEC §5; docs/decisions/166): `oauthBindPhone` binds a
 * phone proven by a code to the member of the login token, `updatePassword` sets the password that
 * phone then logs in with. Exactly once, limited like the code login, and only for the token's
 * member. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { members, rateEvents } from '../../src/platform/db/schema.ts';
import { ssoCall, vouchForWechat } from './ssoClient.ts';
import { describeOnEachBackend, type TestPlatform } from './startTestPlatform.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Login {
  uid: string;
  token: string;
  devid: string;
}

async function wechatLogin(p: TestPlatform, oid: string): Promise<Login> {
  const devid = `dev-${oid}`;
  await vouchForWechat(p, oid);
  const answer = await ssoCall(p, 'thirdLogin', { provider: 'tencent_wechat', oid, nickname: '微信读者', devid, unionid: `u-${oid}`, head: '' }, { devid });
  expect(answer.body).toMatchObject({ code: 1, value: { isDefPassword: 1, phone: '' } });
  return { uid: answer.body.value.uid, token: answer.body.value.token, devid };
}

describeOnEachBackend('phone and password after WeChat', (p) => {
  beforeEach(async () => {
    await p.platform.context.db.delete(rateEvents);
  });

  const codeFor = async (phone: string) => {
    expect((await ssoCall(p, 'sendCode', { phone })).body.code).toBe(1);
    const answer = await p.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
    return answer.body.data.code as string;
  };
  const bind = (login: Login, phone: string, code: string, token = login.token) => ssoCall(p, 'oauthBindPhone', { uid: login.uid, newPhone: phone, code }, { devid: login.devid, token });
  const setPassword = (login: Login, password: string, oldPassword?: string) =>
    ssoCall(p, 'updatePassword', { uid: login.uid, password: md5(password), ...(oldPassword ? { oldPassword: md5(oldPassword) } : {}) }, { devid: login.devid, token: login.token });
  const phoneOf = async (uid: string) =>
    (
      await p.platform.context.db
        .select()
        .from(members)
        .where(eq(members.id, Number(uid)))
    )[0]?.phone;

  it('a WeChat member binds a phone, sets a password, and then logs in with either as the same member', async () => {
    const login = await wechatLogin(p, 'oBindFlow01');
    const phone = '13912370001';
    const bound = await bind(login, phone, await codeFor(phone));
    expect(bound.body).toMatchObject({ code: 1, value: { uid: login.uid, phone, isDefPassword: 1 } });
    const set = await setPassword(login, 'secret-one');
    expect(set.body).toMatchObject({ code: 1, value: { isDefPassword: 0 } });
    const byCode = await ssoCall(p, 'loginByPhone', { devid: 'dev-x', siteid: '1', phone, code: await codeFor(phone) }, { devid: 'dev-x' });
    expect(byCode.body.value.uid).toBe(login.uid);
    const byPassword = await ssoCall(p, 'login', { devid: 'dev-y', phone, password: md5('secret-one') }, { devid: 'dev-y' });
    expect(byPassword.body.value.uid).toBe(login.uid);
    // Changing it needs the old one, and a new one.
    expect((await setPassword(login, 'secret-two')).body).toMatchObject({ code: 0, msg: 'updatePassword_oldpassworderror' });
    expect((await setPassword(login, 'secret-one', 'secret-one')).body).toMatchObject({ code: 0, msg: 'new_old_pwd_cannot_repeat' });
    expect((await setPassword(login, 'secret-two', 'secret-one')).body.code).toBe(1);
    expect((await ssoCall(p, 'login', { devid: 'dev-y', phone, password: md5('secret-two') }, { devid: 'dev-y' })).body.value.uid).toBe(login.uid);
  });

  it.each([
    ['a wrong code', async (login: Login) => bind(login, '13912370011', '000000'), 'name_or_pwd_error'],
    ['a phone that is not a phone', async (login: Login) => bind(login, '12345', '123456'), 'phone_format_error'],
    ['another member’s phone', async (login: Login) => bind(login, '13912370019', await codeFor('13912370019')), 'register_phoneregistered'],
    ['an access token in place of the login token', async (login: Login) => bind(login, '13912370012', '123456', 'f'.repeat(32)), 'user_notexist_or_quit'],
    [
      'another member’s uid',
      async (login: Login) => ssoCall(p, 'oauthBindPhone', { uid: '1', newPhone: '13912370013', code: '123456' }, { devid: login.devid, token: login.token }),
      'user_notexist_or_quit',
    ],
    ['a password before a phone', async (login: Login) => setPassword(login, 'secret-one'), 'phone_unbound'],
    ['a password that is not md5', async (login: Login) => ssoCall(p, 'updatePassword', { uid: login.uid, password: 'plain' }, { devid: login.devid, token: login.token }), 'param_error'],
  ])('%s is refused and changes nothing', async (label, send, msg) => {
    const login = await wechatLogin(p, `oRefuse${label.length}${msg.length}`);
    // Another member has that phone: a code login made them.
    if (msg === 'register_phoneregistered') await ssoCall(p, 'loginByPhone', { devid: 'dev-other', siteid: '1', phone: '13912370019', code: await codeFor('13912370019') }, { devid: 'dev-other' });
    const answer = await send(login);
    expect(answer.body).toMatchObject({ code: 0, msg });
    expect(await phoneOf(login.uid)).toBe('');
  });

  it('a bind sent five times at once binds once and answers each as done; two phones at once bind one', async () => {
    const login = await wechatLogin(p, 'oBindBurst01');
    const phone = '13912370021';
    const code = await codeFor(phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => bind(login, phone, code)));
    expect(answers.map((a) => a.body.code)).toEqual([1, 1, 1, 1, 1]);
    expect(await phoneOf(login.uid)).toBe(phone);

    const other = await wechatLogin(p, 'oBindBurst02');
    const [a, b] = ['13912370022', '13912370023'];
    const [codeA, codeB] = [await codeFor(a), await codeFor(b)];
    const both = await Promise.all([bind(other, a, codeA), bind(other, b, codeB)]);
    expect(both.map((x) => x.body.code).sort()).toEqual([0, 1]);
    expect([a, b]).toContain(await phoneOf(other.uid));
  });

  it('two first passwords at once set one; the repeat of the same one is a success', async () => {
    const login = await wechatLogin(p, 'oPasswordBurst01');
    const phone = '13912370031';
    expect((await bind(login, phone, await codeFor(phone))).body.code).toBe(1);
    const answers = await Promise.all([setPassword(login, 'first-choice'), setPassword(login, 'other-choice')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    const winner = answers[0]!.body.code === 1 ? 'first-choice' : 'other-choice';
    expect((await setPassword(login, winner)).body.code).toBe(1);
    expect((await ssoCall(p, 'login', { devid: 'dev-z', phone, password: md5(winner) }, { devid: 'dev-z' })).body.value.uid).toBe(login.uid);
  });

  it('binding is limited like the code login: the sixth try on a phone in a minute gets 429', async () => {
    const login = await wechatLogin(p, 'oBindLimit01');
    const phone = '13912370041';
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await bind(login, phone, '000000'));
    expect(tries.slice(0, 5).every((t) => t.status === 200 && t.body.msg === 'name_or_pwd_error')).toBe(true);
    expect([tries[5]!.status, tries[5]!.body.msg]).toEqual([429, 'too_many_requests']);
  });
});
