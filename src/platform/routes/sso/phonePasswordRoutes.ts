import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { SSO_ERRORS, sso, ssoFail, type SsoReply, type SsoRouteDef } from '../../http/ssoHttp.ts';
import type { Params } from '../../http/Params.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { ownerOfLiveToken } from '../../identity/memberSessions.ts';
import { memberById, memberByPhone, memberFields, type MemberRow } from '../../identity/members.ts';
import { hashPassword, legacyMatches, verifyPassword } from '../../identity/passwords.ts';
import { consumePhoneCode, PHONE_PATTERN } from '../../identity/phoneCodes.ts';
import { RATE_LIMIT, takeAttempt } from '../../identity/rateLimit.ts';

/**
 * A phone and a password for a member who came in through WeChat (SPEC §5 phone binding and password
 * set; docs/decisions/166). `oauthBindPhone` (PLATFORM.md §4.3: program-params `uid,newPhone`) binds
 * a phone proven by an SMS code from `sendCode`; `updatePassword` (named after the SSO's
 * `updatePassword_oldpassworderror`, §4.4) sets the password the phone then logs in with, or changes
 * it given the old one. Both act only for the member whose live login token is the `token` header (as
 * logout), are limited like the code login, and happen once: a repeat of a request that succeeded
 * answers success without doing it again, and of two different ones at once only one wins.
 */
const MD5 = /^[0-9a-fA-F]{32}$/;
const ERRORS = {
  phoneBound: ['phone_bound', '已绑定手机号'],
  phoneFirst: ['phone_unbound', '请先绑定手机号'],
  oldPassword: ['updatePassword_oldpassworderror', '旧密码不正确'],
  samePassword: ['new_old_pwd_cannot_repeat', '新密码不能和旧密码重复'],
} as const;
const tooMany = () => ssoFail(SSO_ERRORS.tooMany, 429);

/** The member the request acts for: `uid` must be the owner of the live login token in the `token` header. */
async function caller(ctx: PlatformContext, params: Params, header: (name: string) => string | undefined): Promise<MemberRow | null> {
  const uid = params.string(['uid', 'userid'], '', 16);
  if (!/^\d{1,10}$/.test(uid)) return null;
  const owner = await ownerOfLiveToken(ctx.db, (header('token') ?? '').slice(0, 64), 'sso');
  return owner !== null && owner === Number(uid) ? memberById(ctx.db, owner) : null;
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle may wrap it as the cause). */
function uniqueViolation(error: unknown): boolean {
  const codeOf = (x: unknown) => (x && typeof x === 'object' ? Reflect.get(x, 'code') : undefined);
  return codeOf(error) === '23505' || codeOf(error && typeof error === 'object' ? Reflect.get(error, 'cause') : undefined) === '23505';
}

const passwordOf = (member: MemberRow) => Boolean(member.passwordHash || member.passwordMd5);
const passwordMatches = async (member: MemberRow, md5: string) => (member.passwordHash ? verifyPassword(md5, member.passwordSalt, member.passwordHash) : legacyMatches(md5, member.passwordMd5));

async function bindPhone(ctx: PlatformContext, member: MemberRow, phone: string, code: string): Promise<SsoReply> {
  // A repeat of a bind that succeeded (a double tap, a retry) is a success, not a second bind.
  const holder = await memberByPhone(ctx.db, phone);
  if (holder) return holder.id === member.id ? sso.ok(memberFields(holder)) : ssoFail(SSO_ERRORS.phoneRegistered);
  if (member.phone) return ssoFail(ERRORS.phoneBound);
  if (!(await consumePhoneCode(ctx.db, phone, code))) {
    const now = await memberById(ctx.db, member.id);
    return now?.phone === phone ? sso.ok(memberFields(now)) : ssoFail(SSO_ERRORS.nameOrPassword);
  }
  try {
    // Only while the member has no phone: of two binds at once, one sets it.
    const [bound] = await ctx.db
      .update(members)
      .set({ phone })
      .where(and(eq(members.id, member.id), eq(members.phone, '')))
      .returning();
    if (bound) return sso.ok(memberFields(bound));
  } catch (error) {
    // The unique phone index: another member took this phone in the meantime.
    if (uniqueViolation(error)) return ssoFail(SSO_ERRORS.phoneRegistered);
    throw error;
  }
  const now = await memberById(ctx.db, member.id);
  return now?.phone === phone ? sso.ok(memberFields(now)) : ssoFail(ERRORS.phoneBound);
}

async function setPassword(ctx: PlatformContext, member: MemberRow, password: string, oldPassword: string): Promise<SsoReply> {
  if (!member.phone) return ssoFail(ERRORS.phoneFirst);
  if (!passwordOf(member)) {
    // Only while the member has none: two first settings at once set one password.
    const [set] = await ctx.db
      .update(members)
      .set({ ...(await hashPassword(password)), passwordMd5: '' })
      .where(and(eq(members.id, member.id), eq(members.passwordHash, ''), eq(members.passwordMd5, '')))
      .returning();
    if (set) return sso.ok(memberFields(set));
    const now = await memberById(ctx.db, member.id);
    return now && (await passwordMatches(now, password)) ? sso.ok(memberFields(now)) : ssoFail(ERRORS.oldPassword);
  }
  // A repeat of the setting that just succeeded is a success, not a change.
  if (!oldPassword && (await passwordMatches(member, password))) return sso.ok(memberFields(member));
  if (!MD5.test(oldPassword) || !(await passwordMatches(member, oldPassword))) return ssoFail(ERRORS.oldPassword);
  if (oldPassword.toLowerCase() === password.toLowerCase()) return ssoFail(ERRORS.samePassword);
  const [changed] = await ctx.db
    .update(members)
    .set({ ...(await hashPassword(password)), passwordMd5: '' })
    .where(eq(members.id, member.id))
    .returning();
  return changed ? sso.ok(memberFields(changed)) : ssoFail(SSO_ERRORS.notExistOrQuit);
}

export const phonePasswordRoutes: SsoRouteDef[] = [
  {
    path: '/api/oauthBindPhone',
    async handler({ params, ctx, c, ip }) {
      const member = await caller(ctx, params, (name) => c.req.header(name));
      if (!member) return ssoFail(SSO_ERRORS.notExistOrQuit);
      const phone = params.string(['newPhone', 'phone'], '', 32);
      if (!PHONE_PATTERN.test(phone)) return ssoFail(SSO_ERRORS.phoneFormat);
      if (
        !(await takeAttempt(ctx.db, [
          { key: `login:phone:${phone}`, limit: RATE_LIMIT },
          { key: `login:ip:${ip}`, limit: ctx.settings.ipRateLimit },
        ]))
      )
        return tooMany();
      return bindPhone(ctx, member, phone, params.string(['code', 'verifyCode', 'smsCode'], '', 16));
    },
  },
  {
    path: '/api/updatePassword',
    async handler({ params, ctx, c, ip }) {
      const member = await caller(ctx, params, (name) => c.req.header(name));
      if (!member) return ssoFail(SSO_ERRORS.notExistOrQuit);
      const password = params.string(['password', 'newPassword'], '', 64);
      if (!MD5.test(password)) return ssoFail(SSO_ERRORS.badParam);
      if (
        !(await takeAttempt(ctx.db, [
          { key: `password:member:${member.id}`, limit: RATE_LIMIT },
          { key: `login:ip:${ip}`, limit: ctx.settings.ipRateLimit },
        ]))
      )
        return tooMany();
      return setPassword(ctx, member, password, params.string('oldPassword', '', 64));
    },
  },
];
