/**
 * Third-party login needs proof (docs/decisions/139): the SSO program-sign is keyed, a WeChat
 * openid is accepted only after this platform's own code exchange answered it (once per exchange),
 * other providers are refused, and new accounts are limited per address and overall.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rateEvents } from '../../src/platform/db/schema.ts';
import { ACCOUNT_CREATION_LIMIT, accountCreationBuckets } from '../../src/platform/identity/members.ts';
import { DEMO_WECHAT_USER } from '../../src/platform/identity/wechatOauth.ts';
import { ssoCall, vouchForWechat } from './ssoClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const UNVERIFIED = { code: 0, msg: 'user_illegal', message: '微信身份未经验证，请重新授权登录' };
const TOO_MANY = { code: 0, msg: 'too_many_requests', message: '操作过于频繁，请稍后再试' };

describeOnEachBackend('third-party login needs proof', (p) => {
  beforeEach(async () => {
    await p.platform.context.db.delete(rateEvents);
  });

  const wechat = (oid: string, devid = 'dev-proof') => ({ provider: 'tencent_wechat', oid, nickname: '微信读者', devid, unionid: '', head: '' });
  /** The reader's round trip through the emulator: authorize, then the site's code exchange. */
  const exchangedOpenid = async () => {
    const query = new URLSearchParams({ appid: 'wx0000000000demo', redirect_uri: `${p.origin}/app/page.html`, response_type: 'code', scope: 'snsapi_userinfo', state: 'isShare' });
    const redirect = await fetch(`${p.origin}/wx-open/connect/oauth2/authorize?${query}`, { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    const user = await p.call(`/app_if/wx/getWxUserinfoByCode?code=${code}&curVersions=1`);
    expect(user.body.status).toBe(0);
    return user.body.data.openid as string;
  };

  it('a thirdLogin signed without the platform key (PLATFORM.md §4.3 alone) or with a forged sign is refused', async () => {
    await vouchForWechat(p, 'oUnsigned01');
    for (const options of [{ key: '' }, { key: 'a guess' }, { tamper: (h: Record<string, string>) => (h['program-sign'] = '0'.repeat(32)) }]) {
      const answer = await ssoCall(p, 'thirdLogin', wechat('oUnsigned01'), options);
      expect([answer.status, answer.body.msg]).toEqual([401, 'sign is not invalid.']);
    }
    // The grant is still there: refusals at the door use nothing up.
    expect((await ssoCall(p, 'thirdLogin', wechat('oUnsigned01'))).body.code).toBe(1);
  });

  it('a WeChat openid no code exchange answered is refused, the demo reader included', async () => {
    for (const oid of ['oNeverExchanged01', DEMO_WECHAT_USER.openid]) {
      expect((await ssoCall(p, 'thirdLogin', wechat(oid))).body).toMatchObject(UNVERIFIED);
      expect((await ssoCall(p, 'oauthLogin', { ...wechat(oid), nickname: Buffer.from('微信读者').toString('base64') })).body).toMatchObject(UNVERIFIED);
    }
  });

  it('the emulator round trip logs the reader in once; the same openid again needs a new exchange', async () => {
    const openid = await exchangedOpenid();
    expect(openid).toBe(DEMO_WECHAT_USER.openid);
    const login = await ssoCall(p, 'thirdLogin', wechat(openid));
    expect(login.body).toMatchObject({ code: 1, value: { provider: 'tencent_wechat', username: `wx-${openid}` } });
    expect((await ssoCall(p, 'thirdLogin', wechat(openid))).body).toMatchObject(UNVERIFIED);
    const again = await ssoCall(p, 'thirdLogin', wechat(await exchangedOpenid()));
    expect(again.body.value.uid).toBe(login.body.value.uid);
  });

  it('providers this platform cannot prove, and unknown ones, are refused with a clear message', async () => {
    for (const provider of ['tencent_QQ', 'sina_weibo', 'apple', 'github', '']) {
      await vouchForWechat(p, 'oOtherProvider01');
      const answer = await ssoCall(p, 'thirdLogin', { ...wechat('oOtherProvider01'), provider });
      expect(answer.body, provider).toMatchObject({ code: 0, msg: 'provider_not_supported', message: '不支持该第三方登录方式，请使用微信或手机号登录' });
    }
  });

  it(`at most ${ACCOUNT_CREATION_LIMIT.perAddress} new accounts a minute from one address, ${ACCOUNT_CREATION_LIMIT.overall} in all; logins of existing members go on`, async () => {
    const from = (address: string, oid: string) => ssoCall(p, 'thirdLogin', wechat(oid), { tamper: (h) => (h['x-forwarded-for'] = address) });
    const create = async (address: string, oid: string) => {
      await vouchForWechat(p, oid);
      return from(address, oid);
    };
    const oneAddress = [];
    for (let i = 0; i <= ACCOUNT_CREATION_LIMIT.perAddress; i++) oneAddress.push(await create('203.0.113.7', `oBurst${i}`));
    expect(oneAddress.slice(0, -1).every((answer) => answer.body.code === 1)).toBe(true);
    expect([oneAddress.at(-1)!.status, oneAddress.at(-1)!.body]).toMatchObject([429, TOO_MANY]);
    // Another address may still sign up; an existing member still logs in from the full one.
    expect((await create('203.0.113.8', 'oOtherAddress0')).body.code).toBe(1);
    expect((await create('203.0.113.7', 'oBurst0')).body.code).toBe(1);

    await p.platform.context.db.delete(rateEvents);
    const perAddress = ACCOUNT_CREATION_LIMIT.perAddress;
    let created = 0;
    for (let a = 0; created < ACCOUNT_CREATION_LIMIT.overall; a++) {
      const batch = await Promise.all(Array.from({ length: perAddress }, (_, i) => create(`198.51.100.${a}`, `oSpread${a}x${i}`)));
      created += batch.filter((answer) => answer.body.code === 1).length;
    }
    expect(created).toBe(ACCOUNT_CREATION_LIMIT.overall);
    expect((await create('192.0.2.1', 'oOneTooMany')).body).toMatchObject(TOO_MANY);
  }, 60_000);

  it('a first login by phone code and a registration count as new accounts too', async () => {
    const address = '203.0.113.20';
    const at = (h: Record<string, string>) => (h['x-forwarded-for'] = address);
    const codeFor = async (phone: string) => {
      await ssoCall(p, 'sendCode', { phone }, { tamper: at });
      const answer = await p.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
      return answer.body.data.code as string;
    };
    const answers = [];
    for (let i = 0; i < ACCOUNT_CREATION_LIMIT.perAddress; i++) {
      const phone = `1391235${String(3000 + i)}`;
      answers.push(await ssoCall(p, 'loginByPhone', { devid: 'dev-phone', siteid: '1', phone, code: await codeFor(phone) }, { tamper: at }));
    }
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(ACCOUNT_CREATION_LIMIT.perAddress).fill(1));
    const byCode = await ssoCall(p, 'loginByPhone', { devid: 'dev-phone', siteid: '1', phone: '13912354000', code: await codeFor('13912354000') }, { tamper: at });
    const registered = await ssoCall(p, 'register', { password: '0'.repeat(32), phone: '13912354001', code: await codeFor('13912354001') }, { tamper: at });
    for (const refused of [byCode, registered]) expect([refused.status, refused.body]).toMatchObject([429, TOO_MANY]);
    // A member who already has an account logs in by code from the same address.
    expect((await ssoCall(p, 'loginByPhone', { devid: 'dev-phone', siteid: '1', phone: '13912353000', code: await codeFor('13912353000') }, { tamper: at })).body.code).toBe(1);
  }, 60_000);
});

describe('the sign-up limit is a setting (PLATFORM_SIGNUP_RATE_LIMIT): per address, and ten times that in all', () => {
  it.each([
    [undefined, 10, 100],
    [3, 3, 30],
    [1000, 1000, 10_000],
  ])('%s → %i an address, %i in all', (setting, perAddress, overall) => {
    expect(accountCreationBuckets('203.0.113.7', setting).map((bucket) => bucket.limit)).toEqual([perAddress, overall]);
  });
});
