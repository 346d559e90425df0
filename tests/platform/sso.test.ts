/**
 * The SSO group (PLATFORM.md §4.3–4.4, docs/decisions/070): program-sign, SM2 thirdLogin, phone
 * codes, passwords, rate limits and token refresh. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { members, memberTokens, phoneCodes, rateEvents } from '../../src/platform/db/schema.ts';
import { programSign } from '../../src/platform/http/ssoHttp.ts';
import { DEMO_SM2_KEYS, sm2Encrypt } from '../../src/platform/identity/sm2.ts';
import { ssoCall, ssoHeaders, vouchForWechat } from './ssoClient.ts';
import { describeOnEachBackend, TEST_SSO_SECRET } from './startTestPlatform.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

it('program-sign matches the PLATFORM.md §4.3 test vector', () => {
  const headers = { devid: 'test-device', random: '12345', timestamp: '1600000000000', token: '', version: '1.0.0' };
  expect(md5('devid=test-device&random=12345&timestamp=1600000000000&token=&version=1.0.0')).toBe('b1deda085e19270ac62231191d6a1f0b');
  expect(
    programSign(headers, [
      ['devid', 'test-device'],
      ['siteid', '1'],
      ['phone', '13800000000'],
    ]),
  ).toBe('edcc797d617ff376e7d25f9e186f7636');
});

describeOnEachBackend('sso', (p) => {
  // Every test comes from 127.0.0.1: each starts with an empty rate window.
  beforeEach(async () => {
    await p.platform.context.db.delete(rateEvents);
  });

  const adminCode = async (phone: string) => {
    const answer = await p.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
    return answer.body.data?.code as string | undefined;
  };
  const requestCode = async (phone: string) => {
    const answer = await ssoCall(p, 'sendCode', { phone });
    expect(answer.body.code).toBe(1);
    return (await adminCode(phone))!;
  };

  it('the §4.3 vector signed without the platform key is refused; signed with it, accepted; a bad or missing signature gets 401 with the real texts', async () => {
    const form = { devid: 'test-device', siteid: '1', phone: '13800000000' };
    const vector = {
      devid: 'test-device',
      random: '12345',
      timestamp: '1600000000000',
      token: '',
      version: '1.0.0',
      'program-params': 'devid,siteid,phone',
      'program-sign': 'edcc797d617ff376e7d25f9e186f7636',
    };
    // Anyone can compute the keyless sign from the headers: the platform asks for its key (docs/decisions/139).
    const keyless = await p.call('/sso-app/api/sendCode', { form, headers: vector });
    expect([keyless.status, keyless.body.msg]).toEqual([401, 'sign is not invalid.']);
    const keyed = { ...vector, 'program-sign': programSign(vector, Object.entries(form), TEST_SSO_SECRET) };
    const good = await p.call('/sso-app/api/sendCode', { form, headers: keyed });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ code: 1, msg: 'success', status: 0, message: 'success', path: null, error: null });
    const bad = await p.call('/sso-app/api/sendCode', { form, headers: { ...keyed, 'program-sign': 'edcc797d617ff376e7d25f9e186f7637' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 0, msg: 'sign is not invalid.', status: -1, path: '/sso-app/api/sendCode' });
    const noToken: Record<string, string> = { ...keyed };
    delete noToken.token;
    expect((await p.call('/sso-app/api/sendCode', { form, headers: noToken })).body.msg).toBe('arguments are not enough');
    const missingParam = await p.call('/sso-app/api/sendCode', { form: { devid: 'test-device', phone: '13800000000' }, headers: keyed });
    expect([missingParam.status, missingParam.body.msg]).toEqual([401, 'arguments are not enough']);
    const badList = await ssoCall(p, 'sendCode', form, { tamper: (h) => (h['program-params'] = 'devid;phone') });
    expect([badList.status, badList.body.msg]).toEqual([401, 'arguments are not enough']);
  });

  it('thirdLogin with SM2-encrypted oid and unionid (curVersions 3) logs the same WeChat member in twice', async () => {
    const publicKey = p.platform.context.settings.sm2PublicKey;
    const enc = (text: string) => sm2Encrypt(text, publicKey);
    const form = () => ({ provider: 'tencent_wechat', oid: enc('oSm2RoundTrip01'), nickname: '读者甲', devid: 'dev-sm2', unionid: enc('uSm2RoundTrip01'), head: '', curVersions: '3' });
    await vouchForWechat(p, 'oSm2RoundTrip01');
    const first = await ssoCall(p, 'thirdLogin', form());
    expect(first.body).toMatchObject({ code: 1, value: { provider: 'tencent_wechat', username: 'wx-oSm2RoundTrip01', nickname: '读者甲', isRefOauth: 1, areaCode: '0086' } });
    expect(first.body.value.token).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.data).toEqual(first.body.value);
    await vouchForWechat(p, 'oSm2RoundTrip01');
    const second = await ssoCall(p, 'thirdLogin', form());
    expect(second.body.value.uid).toBe(first.body.value.uid);
    const config = await p.call('/app_if/getConfig?appID=1&siteId=1&curVersions=3');
    // The install's own pair, not the one published with the demo (docs/decisions/139).
    expect(config.body.data.sm2PublicKey).toBe(publicKey);
    expect(publicKey).not.toBe(DEMO_SM2_KEYS.publicKey);
    // A cipher text that does not decrypt, and a plain oid where cipher text is due, are refused.
    const broken = await ssoCall(p, 'thirdLogin', { ...form(), oid: `04${'ab'.repeat(120)}` });
    expect(broken.body).toMatchObject({ code: 0, msg: 'user_illegal', message: '用户身份不合法' });
    expect((await ssoCall(p, 'thirdLogin', { ...form(), oid: 'oPlain' })).body.msg).toBe('user_illegal');
    await vouchForWechat(p, 'oBase64Nick01');
    const b64 = await ssoCall(p, 'oauthLogin', { provider: 'tencent_wechat', oid: 'oBase64Nick01', nickname: Buffer.from('读者乙').toString('base64'), devid: 'dev-b64' });
    expect(b64.body.value).toMatchObject({ nickname: '读者乙', username: 'wx-oBase64Nick01', provider: 'tencent_wechat' });
  });

  it('phone code login end to end; the code works once; a wrong code gets the same answer as a wrong password', async () => {
    const phone = '13912340001';
    expect((await ssoCall(p, 'sendCode', { phone: '12345' })).body.message).toBe('手机号格式不正确');
    const code = await requestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongCode = await ssoCall(p, 'loginByPhone', { devid: 'dev-1', siteid: '1', phone, code: wrong });
    const login = await ssoCall(p, 'loginByPhone', { devid: 'dev-1', siteid: '1', phone, code });
    expect(login.body).toMatchObject({ code: 1, value: { phone, username: phone, isRefOauth: 0 } });
    expect(login.body.value.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const replay = await ssoCall(p, 'loginByPhone', { devid: 'dev-1', siteid: '1', phone, code });
    // The seeded member 101 has password 123456; an unknown phone and a wrong password answer alike.
    const wrongPassword = await ssoCall(p, 'login', { phone: '13800000001', password: md5('654321') });
    const unknownPhone = await ssoCall(p, 'login', { phone: '13912349999', password: md5('123456') });
    for (const refused of [wrongCode, replay, wrongPassword, unknownPhone]) {
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ code: 0, msg: 'name_or_pwd_error', message: '用户名或密码不正确', error: '用户名或密码不正确', value: {}, data: {} });
    }
    // Five login attempts from this IP so far: a fresh window for the next ones.
    await p.platform.context.db.delete(rateEvents);
    const good = await ssoCall(p, 'login', { phone: '13800000001', password: md5('123456') });
    expect(good.body.value).toMatchObject({ uid: '101', phone: '13800000001' });
    // The seed stores scrypt, not md5; a database seeded before has md5 and is upgraded on the first good login.
    const db = p.platform.context.db;
    const [seeded] = await db.select().from(members).where(eq(members.id, 101));
    expect([seeded!.passwordMd5, seeded!.passwordHash.length, seeded!.passwordSalt.length]).toEqual(['', 64, 32]);
    await db
      .update(members)
      .set({ passwordMd5: md5('123456'), passwordHash: '', passwordSalt: '' })
      .where(eq(members.id, 106));
    expect((await ssoCall(p, 'login', { phone: '13800000006', password: md5('123456') })).body.value.uid).toBe('106');
    const [upgraded] = await db.select().from(members).where(eq(members.id, 106));
    expect([upgraded!.passwordMd5, upgraded!.passwordHash.length]).toEqual(['', 64]);
    expect((await ssoCall(p, 'login', { phone: '13800000006', password: md5('123456') })).body.value.uid).toBe('106');
  });

  it('register needs a fresh code, hashes the password and refuses a taken phone', async () => {
    const phone = '13912340002';
    const code = await requestCode(phone);
    const reg = await ssoCall(p, 'register', { password: md5('secret-1'), phone, code });
    expect(reg.body.value.phone).toBe(phone);
    expect((await ssoCall(p, 'register', { password: md5('x'), phone, code })).body.message).toBe('手机号已经被注册');
    expect((await ssoCall(p, 'login', { phone, password: md5('secret-1') })).body.value.uid).toBe(reg.body.value.uid);
  });

  it('an expired code is refused', async () => {
    const phone = '13912340003';
    const code = await requestCode(phone);
    await p.platform.context.db
      .update(phoneCodes)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(phoneCodes.phone, phone));
    expect((await ssoCall(p, 'loginByPhone', { phone, code })).body.msg).toBe('name_or_pwd_error');
    expect(await adminCode(phone)).toBeUndefined();
  });

  it('rate limit: the 6th code request in a minute is refused with 429', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ssoCall(p, 'sendCode', { phone: '13912340004' }));
    expect(answers.slice(0, 5).every((a) => a.status === 200 && a.body.code === 1)).toBe(true);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body).toMatchObject({ code: 0, status: -1, msg: 'too_many_requests', message: '操作过于频繁，请稍后再试' });
  });

  it('rate limit holds under parallel load: 20 code requests and 20 logins at once, 5 of each get through', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => ssoCall(p, 'sendCode', { phone: '13912340005' })));
    expect(codes.filter((a) => a.status === 200)).toHaveLength(5);
    expect(codes.filter((a) => a.status === 429)).toHaveLength(15);
    await p.platform.context.db.delete(rateEvents);
    const logins = await Promise.all(Array.from({ length: 20 }, () => ssoCall(p, 'login', { phone: '13800000002', password: md5('wrong') })));
    expect(logins.filter((a) => a.status === 200)).toHaveLength(5);
    expect(logins.filter((a) => a.status === 429)).toHaveLength(15);
    // Per IP as well (30 a minute by default, for carrier NAT): other phones from the same client are refused too.
    expect(p.platform.context.settings.ipRateLimit).toBe(30);
    const others = [];
    for (let i = 0; i < 26; i++) others.push(await ssoCall(p, 'login', { phone: `1391234${String(1000 + i)}`, password: md5('wrong') }));
    expect(others.slice(0, 25).every((a) => a.status === 200)).toBe(true);
    expect(others[25]!.status).toBe(429);
  });

  it('the site may name its reader: a loopback peer’s X-Forwarded-For is the client counted', async () => {
    await p.platform.context.db.delete(rateEvents);
    const from = (ip: string, phone: string) => p.call('/sso-app/api/sendCode', { form: { phone }, headers: { ...ssoHeaders({ phone }), 'x-forwarded-for': `203.0.113.9, ${ip}` } });
    for (let i = 0; i < 30; i++) expect((await from('198.51.100.7', `1391235${String(1000 + i)}`)).status).toBe(200);
    expect((await from('198.51.100.7', '13912352000')).status).toBe(429);
    // Another reader behind the same site is not held up by the first.
    expect((await from('198.51.100.8', '13912352001')).status).toBe(200);
    // A forged value that is no address counts as the peer itself.
    expect((await from('not-an-ip', '13912352002')).status).toBe(200);
  });

  it('refreshAccessToken gives new tokens once; the old refresh token stops working; an expired one is refused', async () => {
    const login = await ssoCall(p, 'login', { phone: '13800000004', password: md5('123456'), devid: 'dev-r' });
    const { refreshToken, accessToken } = login.body.value;
    const refresh = (token: string) => p.call(`/sso-app/api/refreshAccessToken?device=dev-r&refreshToken=${token}`, { headers: ssoHeadersFor({ device: 'dev-r', refreshToken: token }) });
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    const winner = [a, b].find((r) => r.body.code === 1)!;
    expect([a, b].filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(winner.body.value.accessToken).not.toBe(accessToken);
    expect(winner.body.value.refreshToken).not.toBe(refreshToken);
    expect(winner.body.value.token).toBe(login.body.value.token);
    expect((await refresh(refreshToken)).body).toMatchObject({ code: 0, message: '用户不存在或者已退出' });
    const next = winner.body.value.refreshToken;
    await p.platform.context.db
      .update(memberTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(memberTokens.token, next));
    expect((await refresh(next)).body.code).toBe(0);
  });

  it('access tokens last 2 hours and an expired one is refused', async () => {
    const { memberOfAccessToken, ACCESS_TOKEN_LIFETIME_MS } = await import('../../src/platform/identity/memberSessions.ts');
    const login = await ssoCall(p, 'login', { phone: '13800000005', password: md5('123456') });
    const token = login.body.value.accessToken as string;
    const [row] = await p.platform.context.db.select().from(memberTokens).where(eq(memberTokens.token, token));
    expect(row!.expiresAt - Date.now()).toBeGreaterThan(ACCESS_TOKEN_LIFETIME_MS - 60_000);
    expect(await memberOfAccessToken(p.platform.context.db, token)).toBe(105);
    expect(await memberOfAccessToken(p.platform.context.db, token, row!.expiresAt + 1)).toBeNull();
  });

  it('hostile input gets the SSO error envelope, never a 500', async () => {
    const forms: Record<string, string>[] = [{ phone: 'x'.repeat(5000) }, { phone: "1380000000' or 1=1--" }, { provider: 'tencent_wechat', oid: '', curVersions: 'abc' }];
    for (const form of forms) {
      for (const route of ['sendCode', 'loginByPhone', 'login', 'register', 'thirdLogin', 'oauthLogin', 'refreshAccessToken']) {
        const answer = await ssoCall(p, route, form);
        expect(answer.status, `${route} ${JSON.stringify(form).slice(0, 40)}`).toBeLessThan(500);
        expect(answer.body.code).toBe(0);
      }
    }
  });

  it('an oversized chunked body is cut off with 413 before the signature is checked', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3_000_000) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${p.origin}/sso-app/api/loginByPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    expect(answer?.status).toBe(413);
    expect(await answer?.json()).toMatchObject({ status: -1 });
  });

  function ssoHeadersFor(form: Record<string, string>) {
    const base = { devid: 'dev-r', random: '1', timestamp: String(Date.now()), token: '', version: '1.0.0' };
    return { ...base, 'program-params': Object.keys(form).join(','), 'program-sign': programSign(base, Object.entries(form), TEST_SSO_SECRET) };
  }
});
