import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { memberTokens } from '../db/schema.ts';

/** SPEC §9: access tokens last 2 hours. The SSO login token lasts 365 days per device (PLATFORM.md §4.4). */
export const ACCESS_TOKEN_LIFETIME_MS = 2 * 3_600_000;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 86_400_000;
export const LOGIN_TOKEN_LIFETIME_MS = 365 * 86_400_000;
/** An anonymous reader's security token lasts 2 hours, as the app's auth token (PLATFORM.md §4.2). */
export const ANONYMOUS_TOKEN_LIFETIME_MS = 2 * 3_600_000;
/**
 * Expired anonymous tokens each new one deletes at most: more than one per token issued, so the
 * table shrinks back to the live ones, yet every call does a bounded amount of work.
 */
export const EXPIRED_SWEEP_BATCH = 100;

export interface MemberSession {
  token: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const newToken = () => randomBytes(16).toString('hex');

/** A login: the SSO token (kind `sso`) plus an access/refresh pair, all bound to the device. */
export async function openSession(db: PlatformDb, memberId: number, device: string, now = Date.now()): Promise<MemberSession> {
  const token = newToken();
  await db.insert(memberTokens).values({ token, memberId, device, kind: 'sso', expiresAt: now + LOGIN_TOKEN_LIFETIME_MS });
  return { token, ...(await issuePair(db, memberId, device, now)) };
}

async function issuePair(db: PlatformDb, memberId: number, device: string, now: number): Promise<Omit<MemberSession, 'token'>> {
  const accessToken = newToken();
  const refreshToken = newToken();
  await db.insert(memberTokens).values([
    { token: accessToken, memberId, device, kind: 'access', expiresAt: now + ACCESS_TOKEN_LIFETIME_MS },
    { token: refreshToken, memberId, device, kind: 'refresh', expiresAt: now + REFRESH_TOKEN_LIFETIME_MS },
  ]);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_LIFETIME_MS / 1000 };
}

/**
 * Trades a refresh token for a new pair. The old refresh token is deleted by the same statement
 * that checks it, so it works exactly once even when two refreshes race.
 */
export async function refreshSession(db: PlatformDb, device: string, refreshToken: string, now = Date.now()): Promise<(MemberSession & { memberId: number }) | null> {
  if (!/^[0-9a-f]{32}$/.test(refreshToken)) return null;
  const [old] = await db
    .delete(memberTokens)
    .where(and(eq(memberTokens.token, refreshToken), eq(memberTokens.kind, 'refresh'), eq(memberTokens.device, device), gt(memberTokens.expiresAt, now)))
    .returning({ memberId: memberTokens.memberId });
  if (!old) return null;
  const [login] = await db
    .select({ token: memberTokens.token })
    .from(memberTokens)
    .where(and(eq(memberTokens.memberId, old.memberId), eq(memberTokens.device, device), eq(memberTokens.kind, 'sso'), gt(memberTokens.expiresAt, now)))
    .limit(1);
  const pair = await issuePair(db, old.memberId, device, now);
  return { memberId: old.memberId, token: login?.token ?? '', ...pair };
}

/**
 * A new anonymous security token for a device (the one the client named; the token itself stands
 * for the device when it named none). Before it is stored, up to EXPIRED_SWEEP_BATCH expired
 * anonymous tokens are deleted, oldest first (docs/decisions/142).
 */
export async function issueAnonymousToken(db: PlatformDb, device: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + ANONYMOUS_TOKEN_LIFETIME_MS;
  const expired = db
    .select({ token: memberTokens.token })
    .from(memberTokens)
    .where(and(eq(memberTokens.kind, 'anonymous'), lt(memberTokens.expiresAt, now)))
    .orderBy(asc(memberTokens.expiresAt))
    .limit(EXPIRED_SWEEP_BATCH);
  await db.delete(memberTokens).where(inArray(memberTokens.token, expired));
  await db.insert(memberTokens).values({ token, memberId: 0, device, kind: 'anonymous', expiresAt });
  return { token, expiresAt };
}

/** The device behind a live anonymous token, or null when it is unknown, expired or malformed. */
export async function deviceOfAnonymousToken(db: PlatformDb, token: string, now = Date.now()): Promise<string | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ device: memberTokens.device })
    .from(memberTokens)
    .where(and(eq(memberTokens.token, token), eq(memberTokens.kind, 'anonymous'), gt(memberTokens.expiresAt, now)));
  return row ? row.device || token : null;
}

/** The member an access token belongs to, or null when it is unknown or expired. */
export function memberOfAccessToken(db: PlatformDb, accessToken: string, now = Date.now()): Promise<number | null> {
  return ownerOfLiveToken(db, accessToken, 'access', now);
}

/**
 * The member id behind a live token of one kind (0 for the app's `auth` and the readers' `anonymous`
 * tokens, which belong to no member), or null when the token is unknown, expired or not 32 hex digits.
 */
export async function ownerOfLiveToken(db: PlatformDb, token: string, kind: 'access' | 'anonymous' | 'auth' | 'sso', now = Date.now()): Promise<number | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ memberId: memberTokens.memberId })
    .from(memberTokens)
    .where(and(eq(memberTokens.token, token), eq(memberTokens.kind, kind), gt(memberTokens.expiresAt, now)));
  return row?.memberId ?? null;
}

/** Ends every live access token of a member at once (the admin's `expire-access`); refresh tokens keep working. */
export async function expireAccessTokens(db: PlatformDb, memberId: number, now = Date.now()): Promise<number> {
  const expired = await db
    .update(memberTokens)
    .set({ expiresAt: now - 1 })
    .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.kind, 'access'), gt(memberTokens.expiresAt, now)))
    .returning({ token: memberTokens.token });
  return expired.length;
}

/**
 * SSO logout: when `loginToken` is the member's live login token on this device, every token of
 * that login (the login token, its access and refresh tokens) is deleted, so none works again.
 */
export async function endSession(db: PlatformDb, memberId: number, device: string, loginToken: string, now = Date.now()): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(loginToken)) return false;
  return db.transaction(async (tx) => {
    const [login] = await tx
      .delete(memberTokens)
      .where(and(eq(memberTokens.token, loginToken), eq(memberTokens.kind, 'sso'), eq(memberTokens.memberId, memberId), eq(memberTokens.device, device), gt(memberTokens.expiresAt, now)))
      .returning({ token: memberTokens.token });
    if (!login) return false;
    await tx.delete(memberTokens).where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.device, device), inArray(memberTokens.kind, ['access', 'refresh'])));
    return true;
  });
}
