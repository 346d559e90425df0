import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { md5 } from './digest.ts';
import type { LoginInfo } from './identitySchemas.ts';
import type { Result } from './result.ts';
import { newDeviceId, type SessionHandle } from './session.ts';

/**
 * The identity calls (SPEC §7 sso group, wx/getWxUserinfoByCode, member/*) and what a login does
 * to the reader's session. Server only: the SSO signature and the SM2 layer are added by
 * buildRequest, and the tokens stay in the session store.
 */

/** SPEC §4: a WeChat unionid logs in with this provider. */
export const WECHAT_PROVIDER = 'tencent_wechat';

export function identityWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  /** The device a login is bound to: the session's own, made now if it has none, so a later refresh names the same one. */
  const devid = (session: SessionHandle) => {
    if (!session.tokens.deviceId) session.update({ deviceId: newDeviceId() });
    return session.tokens.deviceId ?? config.device;
  };
  /** The reader's address, so the platform's per-client limits count readers, not this site. */
  const via = (session: SessionHandle, clientIp: string | null): CallOptions => ({ session, headers: clientIp ? { 'x-forwarded-for': clientIp } : undefined });
  return {
    sendLoginCode(phone: string, session: SessionHandle, clientIp: string | null = null) {
      return call('sendCode', { devid: devid(session), siteid: config.siteId, phone }, via(session, clientIp));
    },
    loginByPhone(input: { phone: string; code: string }, session: SessionHandle, clientIp: string | null = null) {
      return call('loginByPhone', { devid: devid(session), siteid: config.siteId, phone: input.phone, code: input.code }, via(session, clientIp));
    },
    /** PLATFORM.md §4.3: password fields travel as md5(plain). */
    passwordLogin(input: { phone: string; password: string }, session: SessionHandle, clientIp: string | null = null) {
      return call('passwordLogin', { devid: devid(session), phone: input.phone, password: md5(input.password) }, via(session, clientIp));
    },
    register(input: { phone: string; code: string; password: string }, session: SessionHandle, clientIp: string | null = null) {
      return call('register', { password: md5(input.password), phone: input.phone, devid: devid(session), code: input.code }, via(session, clientIp));
    },
    wechatUserByCode(code: string, options: CallOptions = {}) {
      return call('wxUserInfoByCode', { code }, options);
    },
    /** thirdLogin with the WeChat identity (SPEC §3 third-party login payload); oid and unionid are SM2-encrypted from curVersions 3. */
    wechatLogin(user: { openid: string; unionid: string; nickname: string; headimgurl: string }, session: SessionHandle) {
      return call('thirdLogin', { provider: WECHAT_PROVIDER, oid: user.openid, nickname: user.nickname, devid: devid(session), unionid: user.unionid, head: user.headimgurl }, { session });
    },
    /** Ends this site's login on the platform too (SSO logout): its login, access and refresh tokens stop working. */
    logout(session: SessionHandle) {
      const { member, ssoToken, deviceId } = session.tokens;
      if (!member || !ssoToken || !deviceId) return null;
      return call('logout', { uid: member.userId, devid: deviceId, token: ssoToken }, { session });
    },
    /** Binds a phone to the session's member (after a WeChat login), proven by the code sendLoginCode sent to it. */
    bindPhone(input: { phone: string; code: string }, session: SessionHandle, clientIp: string | null = null) {
      const uid = session.tokens.member?.userId;
      if (!uid || !session.tokens.ssoToken) return null;
      return call('oauthBindPhone', { uid, newPhone: input.phone, code: input.code }, via(session, clientIp));
    },
    /** Sets the session's member's first password (PLATFORM.md §4.3: it travels as md5(plain)). */
    setPassword(password: string, session: SessionHandle, clientIp: string | null = null) {
      const uid = session.tokens.member?.userId;
      if (!uid || !session.tokens.ssoToken) return null;
      return call('updatePassword', { uid, password: md5(password) }, via(session, clientIp));
    },
    memberDetail(session: SessionHandle, options: CallOptions = {}) {
      return call('memberGetUserInfo', {}, { ...options, session });
    },
    /** The member's kept articles, newest first; page 0 is the first. */
    myFavourites(userId: string, page: number, session: SessionHandle, options: CallOptions = {}) {
      return call('myFav', { userID: userId, page }, { ...options, session });
    },
    updateMember(fields: { nickname?: string; sex?: string; birthday?: string; address?: string }, session: SessionHandle) {
      return call('memberInfo', fields, { session });
    },
  };
}

/**
 * A login answer becomes the reader's session, under a new id: the access and refresh tokens,
 * marked as a login through this site (so 10111 refreshes here, SPEC §8), and who it is.
 */
export function startMemberSession(session: SessionHandle, login: LoginInfo, wechatUnionId: string | null = null): void {
  // A new session id at every login: an id known before it (planted, or seen) names nothing after.
  session.renew?.();
  session.update({
    accessToken: login.accessToken || login.token,
    refreshToken: login.refreshToken || null,
    ssoToken: login.token || null,
    isWXLogin: true,
    WXUnionId: wechatUnionId,
    member: { userId: login.userid || login.uid, nickname: login.nickname, avatar: login.head },
  });
}

/** The login answer as the session's token pair, or null when it carries no usable token. */
export function usableLogin(result: Result<LoginInfo>): LoginInfo | null {
  if (!result.ok || result.empty) return null;
  const login = result.value;
  return (login.accessToken || login.token) && (login.userid || login.uid) ? login : null;
}
