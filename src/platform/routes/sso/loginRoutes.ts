import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { SSO_ERRORS, sso, ssoFail, type SsoReply, type SsoRouteDef } from '../../http/ssoHttp.ts';
import type { Params } from '../../http/Params.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { openSession, refreshSession } from '../../identity/memberSessions.ts';
import { accountCreationBuckets, loginValue, memberById, memberByPhone, memberForOauth, memberForPhone, oauthIdentityKnown, registerMember, WECHAT_PROVIDER } from '../../identity/members.ts';
import { burnPasswordCheck, hashPassword, legacyMatches, verifyPassword } from '../../identity/passwords.ts';
import { consumePhoneCode, issuePhoneCode, PHONE_PATTERN } from '../../identity/phoneCodes.ts';
import { RATE_LIMIT, takeAttempt } from '../../identity/rateLimit.ts';
import { sm2Decrypt } from '../../identity/sm2.ts';
import { takeWechatLoginGrant } from '../../identity/wechatOauth.ts';
import { allowedAvatar } from '../../identity/avatarUrl.ts';

/**
 * The SSO login calls (PLATFORM.md §4.3–4.4, SPEC §7 sso group). Every route is program-signed.
 * A wrong code and a wrong password get the same answer (用户名或密码不正确), whether or not the
 * account exists. Code requests and login attempts are limited per phone and per client IP.
 */
const MD5 = /^[0-9a-fA-F]{32}$/;
const tooMany = () => ssoFail(SSO_ERRORS.tooMany, 429);
const limits = (ctx: PlatformContext, action: 'code' | 'login', phone: string, ip: string) => [
  { key: `${action}:phone:${phone}`, limit: RATE_LIMIT },
  { key: `${action}:ip:${ip}`, limit: ctx.settings.ipRateLimit },
];
const wrongCredentials = () => ssoFail(SSO_ERRORS.nameOrPassword);
/** Counts a new account against the per-address and overall limits; false when either is full. */
const mayCreateAccount = (ctx: PlatformContext, ip: string) => takeAttempt(ctx.db, accountCreationBuckets(ip, ctx.settings.signupRateLimit));
const deviceOf = (params: Params, c: { req: { header(name: string): string | undefined } }) => params.string(['devid', 'device'], '', 128) || (c.req.header('devid') ?? '').slice(0, 128);

async function loggedIn(ctx: PlatformContext, memberId: number, device: string, provider?: string): Promise<SsoReply> {
  const member = await memberById(ctx.db, memberId);
  if (!member) return ssoFail(SSO_ERRORS.notExistOrQuit);
  return sso.ok(loginValue(member, await openSession(ctx.db, member.id, device), provider));
}

/**
 * Third-party login; oid and unionid arrive SM2-encrypted from curVersions 3 (and are refused if they
 * do not decrypt). Only a WeChat openid that this platform's own code exchange answered lately is
 * accepted, once per exchange; other providers cannot be proven here and are refused (docs/decisions/139).
 */
async function oauthLogin(ctx: PlatformContext, params: Params, device: string, ip: string, base64Nickname: boolean): Promise<SsoReply> {
  const provider = params.string('provider', '', 32);
  if (provider !== WECHAT_PROVIDER) return ssoFail(SSO_ERRORS.provider);
  let oid = params.string('oid', '', 4096);
  let unionid = params.string('unionid', '', 4096);
  if (params.int('curVersions', 1, { min: 0, max: 1000 }) >= 3) {
    oid = sm2Decrypt(oid, ctx.settings.sm2PrivateKey);
    unionid = unionid ? sm2Decrypt(unionid, ctx.settings.sm2PrivateKey) : '';
    if (!oid || (params.string('unionid', '', 4096) && !unionid)) return ssoFail(SSO_ERRORS.illegal);
  }
  if (!/^[\w-]{1,128}$/.test(oid) || (unionid && !/^[\w-]{1,128}$/.test(unionid))) return ssoFail(SSO_ERRORS.illegal);
  let nickname = params.string('nickname', '', 400);
  if (base64Nickname && nickname) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(nickname)) return sso.error('Illegal base64 character', 'Illegal base64 character');
    nickname = Buffer.from(nickname, 'base64').toString('utf8');
  }
  if (!(await takeWechatLoginGrant(ctx.db, oid))) return ssoFail(SSO_ERRORS.unverified);
  if (!(await oauthIdentityKnown(ctx.db, provider, oid)) && !(await mayCreateAccount(ctx, ip))) return tooMany();
  const head = params.string('head', '', 1000);
  const member = await memberForOauth(ctx.db, { provider, oid, unionid, nickname: nickname.slice(0, 50), head: allowedAvatar(head, ctx.settings.publicOrigin) });
  return loggedIn(ctx, member.id, device, provider);
}

export const loginRoutes: SsoRouteDef[] = [
  {
    // No SMS service: the code goes to the platform log and `npm run admin -- phone-code <phone>` (docs/decisions/070).
    path: '/api/sendCode',
    async handler({ params, ctx, ip }) {
      const phone = params.string(['phone', 'mobile'], '', 32);
      if (!PHONE_PATTERN.test(phone)) return ssoFail(SSO_ERRORS.phoneFormat);
      if (!(await takeAttempt(ctx.db, limits(ctx, 'code', phone, ip)))) return tooMany();
      await issuePhoneCode(ctx.db, phone);
      return sso.ok({ phone, expiresIn: 300 });
    },
  },
  {
    path: '/api/loginByPhone',
    async handler({ params, ctx, c, ip }) {
      const phone = params.string(['phone', 'mobile'], '', 32);
      const code = params.string(['code', 'verifyCode', 'smsCode'], '', 16);
      if (!PHONE_PATTERN.test(phone)) return ssoFail(SSO_ERRORS.phoneFormat);
      if (!(await takeAttempt(ctx.db, limits(ctx, 'login', phone, ip)))) return tooMany();
      if (!(await consumePhoneCode(ctx.db, phone, code))) return wrongCredentials();
      if (!(await memberByPhone(ctx.db, phone)) && !(await mayCreateAccount(ctx, ip))) return tooMany();
      const member = await memberForPhone(ctx.db, phone);
      return loggedIn(ctx, member.id, deviceOf(params, c));
    },
  },
  {
    path: '/api/login',
    async handler({ params, ctx, c, ip }) {
      const phone = params.string(['phone', 'username', 'mobile'], '', 32);
      const password = params.string('password', '', 64);
      if (!PHONE_PATTERN.test(phone)) return ssoFail(SSO_ERRORS.phoneFormat);
      if (!(await takeAttempt(ctx.db, limits(ctx, 'login', phone, ip)))) return tooMany();
      if (!MD5.test(password)) return wrongCredentials();
      const member = await memberByPhone(ctx.db, phone);
      if (!member) return (await burnPasswordCheck(password)) || wrongCredentials();
      if (member.passwordHash) {
        if (!(await verifyPassword(password, member.passwordSalt, member.passwordHash))) return wrongCredentials();
      } else {
        await burnPasswordCheck(password);
        if (!legacyMatches(password, member.passwordMd5)) return wrongCredentials();
        // The seed's md5 column becomes a scrypt hash on the first good login.
        await ctx.db
          .update(members)
          .set({ ...(await hashPassword(password)), passwordMd5: '' })
          .where(eq(members.id, member.id));
      }
      return loggedIn(ctx, member.id, deviceOf(params, c));
    },
  },
  {
    path: '/api/register',
    async handler({ params, ctx, c, ip }) {
      const phone = params.string(['phone', 'mobile'], '', 32);
      const password = params.string('password', '', 64);
      const code = params.string(['code', 'verifyCode', 'smsCode'], '', 16);
      if (!PHONE_PATTERN.test(phone)) return ssoFail(SSO_ERRORS.phoneFormat);
      if (!MD5.test(password)) return ssoFail(SSO_ERRORS.badParam);
      if (!(await takeAttempt(ctx.db, limits(ctx, 'login', phone, ip)))) return tooMany();
      if (await memberByPhone(ctx.db, phone)) return ssoFail(SSO_ERRORS.phoneRegistered);
      if (!(await consumePhoneCode(ctx.db, phone, code))) return wrongCredentials();
      if (!(await mayCreateAccount(ctx, ip))) return tooMany();
      const member = await registerMember(ctx.db, phone, await hashPassword(password));
      if (!member) return ssoFail(SSO_ERRORS.phoneRegistered);
      return loggedIn(ctx, member.id, deviceOf(params, c));
    },
  },
  {
    path: '/api/thirdLogin',
    handler: ({ params, ctx, c, ip }) => oauthLogin(ctx, params, deviceOf(params, c), ip, false),
  },
  {
    // The 2020 suite sends oauthLogin's nickname base64-encoded (PLATFORM.md §4.3).
    path: '/api/oauthLogin',
    handler: ({ params, ctx, c, ip }) => oauthLogin(ctx, params, deviceOf(params, c), ip, true),
  },
  {
    path: '/api/refreshAccessToken',
    async handler({ params, ctx, c }) {
      const device = params.string(['device', 'devid'], '', 128) || (c.req.header('devid') ?? '').slice(0, 128);
      const refreshed = await refreshSession(ctx.db, device, params.string('refreshToken', '', 64));
      if (!refreshed) return ssoFail(SSO_ERRORS.notExistOrQuit);
      return sso.ok({ token: refreshed.token, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken, expiresIn: refreshed.expiresIn, uid: String(refreshed.memberId) });
    },
  },
];
