import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { memberTokens, wxCodes } from '../db/schema.ts';
import type { PlatformSettings } from '../PlatformContext.ts';
import { DEFAULT_USER_ICON, imageUrl } from '../shape/mediaUrls.ts';

/**
 * WeChat web authorisation (PLATFORM.md §6.1), docs/decisions/070. In `emulator` mode the
 * platform's own authorize page hands out codes for one deterministic demo WeChat user; in
 * `wechat` mode the code is exchanged at api.weixin.qq.com with the app secret. Either way thirdLogin
 * accepts a WeChat openid only after an exchange here answered it (docs/decisions/139).
 */
export const WX_CODE_LIFETIME_MS = 5 * 60_000;

export interface WechatUserInfo {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export const DEMO_WECHAT_USER = {
  openid: 'oDemo_Touch_News_Reader_0001',
  unionid: 'uDemo_Touch_News_Reader_0001',
  nickname: '微信读者',
};

/**
 * Demo switches for the site's retry rule (SPEC §4: no openid → retry up to 2 times). An appid or a
 * state ending in `noopenid<N>` makes the first N codes issued for that appid and state answer
 * without an openid: one switch for everyone using them. `wxdemo=noopenid<N><suffix>` in the
 * redirect_uri's query does the same for that marker alone, so each end-to-end test (running in
 * parallel against one platform) chooses its own with a random suffix. Such codes are kept under
 * the state `wxdemo.<marker>` whatever state was sent (the site sends a fresh nonce in its state on
 * every trip, which must not restart the count, and reads the state from the redirect, never from
 * here), so the count needs no column of its own.
 */
const MARKER = /^noopenid(\d)[a-z0-9]{0,32}$/;
/**
 * `wxdemo=reader<suffix>` makes the codes of that marker answer a WeChat reader of their own
 * (openid `oDemo_<suffix>`), so a test that changes its member (binding a phone, docs/decisions/166)
 * leaves the shared demo reader as it was.
 */
const READER_MARKER = /^reader([a-z0-9]{6,32})$/;

export interface BlankCodeSwitch {
  /** How many codes of this kind come back without an openid. */
  wanted: number;
  /** The state the codes are stored and counted under. */
  state: string;
}

export function blankCodeSwitch(request: { appid: string; state: string; redirectUri?: string }): BlankCodeSwitch {
  const marker = demoMarker(request.redirectUri);
  const match = marker ? MARKER.exec(marker) : (/noopenid(\d)$/.exec(request.state) ?? /noopenid(\d)$/.exec(request.appid));
  return { wanted: match ? Number(match[1]) : 0, state: marker ? `wxdemo.${marker}` : request.state };
}

function demoMarker(redirectUri: string | undefined): string | null {
  if (!redirectUri) return null;
  try {
    const marker = new URL(redirectUri).searchParams.get('wxdemo');
    return marker && (MARKER.test(marker) || READER_MARKER.test(marker)) ? marker : null;
  } catch {
    return null;
  }
}

export async function issueWxCode(db: PlatformDb, request: { appid: string; scope: string; state: string; redirectUri?: string }, now = Date.now()): Promise<string> {
  const code = randomBytes(16).toString('hex');
  const { wanted, state } = blankCodeSwitch(request);
  return db.transaction(async (tx) => {
    let blank = 0;
    if (wanted) {
      // Count and insert under one lock per state, so parallel authorisations on several processes hand out exactly `wanted` blank codes.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wx-blank:${request.appid}:${state}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(wxCodes)
        .where(and(eq(wxCodes.appid, request.appid), eq(wxCodes.state, state)));
      blank = (row?.n ?? 0) < wanted ? 1 : 0;
    }
    await tx.insert(wxCodes).values({ code, appid: request.appid, scope: request.scope, state, blank, createdAt: now, expiresAt: now + WX_CODE_LIFETIME_MS });
    // Codes a day past their expiry are gone for good: the table holds about a day of authorisations.
    await tx.delete(wxCodes).where(lt(wxCodes.expiresAt, now - 86_400_000));
    return code;
  });
}

export type CodeExchange = { ok: true; user: Partial<WechatUserInfo> } | { ok: false; errcode: number; errmsg: string };

const INVALID_CODE: CodeExchange = { ok: false, errcode: 40029, errmsg: 'invalid code' };

/** Emulator: the code works once, within its lifetime (one UPDATE decides). */
async function exchangeWithEmulator(db: PlatformDb, code: string, origin: string, now: number): Promise<CodeExchange> {
  if (!/^[0-9a-f]{32}$/.test(code)) return INVALID_CODE;
  const [row] = await db
    .update(wxCodes)
    .set({ usedAt: now })
    .where(and(eq(wxCodes.code, code), isNull(wxCodes.usedAt), gt(wxCodes.expiresAt, now)))
    .returning({ scope: wxCodes.scope, blank: wxCodes.blank, state: wxCodes.state });
  if (!row) return INVALID_CODE;
  if (row.blank) return { ok: true, user: { nickname: '', headimgurl: '' } };
  const own = READER_MARKER.exec(row.state.replace(/^wxdemo\./, ''));
  const identity = own && row.state.startsWith('wxdemo.') ? { ...DEMO_WECHAT_USER, openid: `oDemo_${own[1]}`, unionid: `uDemo_${own[1]}` } : DEMO_WECHAT_USER;
  const user = { ...identity, headimgurl: imageUrl(origin, DEFAULT_USER_ICON) };
  // snsapi_base is silent: WeChat gives the openid (and unionid) but no profile.
  return { ok: true, user: row.scope === 'snsapi_base' ? { openid: user.openid, unionid: user.unionid, nickname: '', headimgurl: '' } : user };
}

/** The real WeChat: access_token by code, then userinfo (server side, needs the app secret). */
async function exchangeWithWechat(settings: PlatformSettings, code: string): Promise<CodeExchange> {
  const api = 'https://api.weixin.qq.com/sns';
  const query = new URLSearchParams({ appid: settings.wxAppId, secret: settings.wxAppSecret, code, grant_type: 'authorization_code' });
  const token = (await (await fetch(`${api}/oauth2/access_token?${query}`, { signal: AbortSignal.timeout(5000) })).json()) as Record<string, unknown>;
  if (typeof token.access_token !== 'string' || typeof token.openid !== 'string') return { ok: false, errcode: Number(token.errcode ?? 40029), errmsg: String(token.errmsg ?? 'invalid code') };
  const info = (await (
    await fetch(`${api}/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' })}`, { signal: AbortSignal.timeout(5000) })
  ).json()) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { ok: true, user: { openid: text(info.openid) || token.openid, unionid: text(info.unionid) || text(token.unionid), nickname: text(info.nickname), headimgurl: text(info.headimgurl) } };
}

/** A code exchanged here vouches for its openid: one thirdLogin may use it within WX_LOGIN_GRANT_MS (docs/decisions/139). */
export async function exchangeWxCode(db: PlatformDb, settings: PlatformSettings, code: string, origin: string, now = Date.now()): Promise<CodeExchange> {
  const result = settings.wxOauthMode === 'wechat' ? await exchangeWithWechat(settings, code) : await exchangeWithEmulator(db, code, origin, now);
  if (result.ok && result.user.openid) await grantWechatLogin(db, result.user.openid, now);
  return result;
}

/** How long after this platform's code exchange a thirdLogin may name that openid (the site logs in at once). */
export const WX_LOGIN_GRANT_MS = 5 * 60_000;
/** Grants are member_tokens rows of their own kind: a random token nobody is given, the openid as its device. */
const GRANT_KIND = 'wxLogin';

/** Records that this platform's exchange answered `openid`; expired grants go at the same time. */
export async function grantWechatLogin(db: PlatformDb, openid: string, now = Date.now()): Promise<void> {
  await db.delete(memberTokens).where(and(eq(memberTokens.kind, GRANT_KIND), lt(memberTokens.expiresAt, now)));
  await db.insert(memberTokens).values({ token: randomBytes(16).toString('hex'), memberId: 0, device: openid, kind: GRANT_KIND, expiresAt: now + WX_LOGIN_GRANT_MS });
}

/**
 * Uses up one live grant for `openid`: false when no exchange here answered it lately (a forged or
 * replayed identity). Parallel logins of one openid each take a grant of their own (SKIP LOCKED).
 */
export async function takeWechatLoginGrant(db: PlatformDb, openid: string, now = Date.now()): Promise<boolean> {
  const live = db
    .select({ token: memberTokens.token })
    .from(memberTokens)
    .where(and(eq(memberTokens.kind, GRANT_KIND), eq(memberTokens.device, openid), gt(memberTokens.expiresAt, now)))
    .limit(1)
    .for('update', { skipLocked: true });
  const taken = await db.delete(memberTokens).where(inArray(memberTokens.token, live)).returning({ token: memberTokens.token });
  return taken.length > 0;
}
