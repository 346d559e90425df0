import { and, eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { memberOauth, members } from '../db/schema.ts';
import type { RateBucket } from './rateLimit.ts';

export type MemberRow = typeof members.$inferSelect;

/** Third-party providers and the username prefix the real SSO gives their accounts (PLATFORM.md §4.4). */
export const PROVIDER_PREFIX: Record<string, string> = { sina_weibo: 'wb', tencent_wechat: 'wx', tencent_QQ: 'qq', apple: 'ap' };
/** The one provider whose identities this platform can prove (its own WeChat code exchange). */
export const WECHAT_PROVIDER = 'tencent_wechat';

/**
 * New accounts a minute (docs/decisions/139): per reader address (PLATFORM_SIGNUP_RATE_LIMIT, 10 by
 * default), and ten times that for the whole platform, so a burst cannot fill a quota meant for
 * people (30 accounts in a second once filled 10 places).
 */
export const ACCOUNT_CREATION_LIMIT = { perAddress: 10, overall: 100 } as const;

export function accountCreationBuckets(ip: string, perAddress: number = ACCOUNT_CREATION_LIMIT.perAddress): RateBucket[] {
  return [
    { key: `signup:ip:${ip}`, limit: perAddress },
    { key: 'signup:all', limit: perAddress * (ACCOUNT_CREATION_LIMIT.overall / ACCOUNT_CREATION_LIMIT.perAddress) },
  ];
}

/** Whether a third-party identity already has its member (a login, not a sign-up). */
export async function oauthIdentityKnown(db: PlatformDb, provider: string, oid: string): Promise<boolean> {
  const [bound] = await db
    .select({ memberId: memberOauth.memberId })
    .from(memberOauth)
    .where(and(eq(memberOauth.provider, provider), eq(memberOauth.oid, oid)));
  return Boolean(bound);
}

export async function memberById(db: PlatformDb, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function memberByPhone(db: PlatformDb, phone: string): Promise<MemberRow | null> {
  if (!phone) return null;
  const [row] = await db.select().from(members).where(eq(members.phone, phone));
  return row ?? null;
}

/** A phone's member, created on the first login by code. The unique phone index makes a race create one. */
export async function memberForPhone(db: PlatformDb, phone: string, now = Date.now()): Promise<MemberRow> {
  const existing = await memberByPhone(db, phone);
  if (existing) return existing;
  await db
    .insert(members)
    .values({ id: sql`nextval('member_ids')`, phone, username: phone, nickname: `用户${phone.slice(-4)}`, createdAt: now })
    .onConflictDoNothing();
  return (await memberByPhone(db, phone))!;
}

/** Sign-up with a password; null when the phone already has an account. */
export async function registerMember(db: PlatformDb, phone: string, password: { passwordSalt: string; passwordHash: string }, now = Date.now()): Promise<MemberRow | null> {
  const [row] = await db
    .insert(members)
    .values({ id: sql`nextval('member_ids')`, phone, username: phone, nickname: `用户${phone.slice(-4)}`, createdAt: now, ...password })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The member behind a third-party identity, created on first sight. A transaction-scoped advisory
 * lock on the identity makes two simultaneous first logins create one member, not two.
 */
export async function memberForOauth(db: PlatformDb, identity: { provider: string; oid: string; unionid: string; nickname: string; head: string }, now = Date.now()): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`oauth:${identity.provider}:${identity.oid}`}))`);
    const [bound] = await tx
      .select({ memberId: memberOauth.memberId })
      .from(memberOauth)
      .where(and(eq(memberOauth.provider, identity.provider), eq(memberOauth.oid, identity.oid)));
    if (bound) {
      const [row] = await tx.select().from(members).where(eq(members.id, bound.memberId));
      if (row) return row;
    }
    const [row] = await tx
      .insert(members)
      .values({
        id: sql`nextval('member_ids')`,
        nickname: identity.nickname || `${PROVIDER_PREFIX[identity.provider]}-${identity.oid.slice(-6)}`,
        head: identity.head,
        username: `${PROVIDER_PREFIX[identity.provider]}-${identity.oid}`,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(memberOauth)
      .values({ provider: identity.provider, oid: identity.oid, unionid: identity.unionid, memberId: row!.id, createdAt: now })
      .onConflictDoUpdate({ target: [memberOauth.provider, memberOauth.oid], set: { memberId: row!.id, unionid: identity.unionid } });
    return row!;
  });
}

/** A member's fields in the SSO login `value` (PLATFORM.md §4.4), without its tokens; getUserInfo answers them too. */
export function memberFields(member: MemberRow, provider?: string) {
  const extra = member.extra as Record<string, unknown>;
  return {
    birthday: typeof extra.birthday === 'string' ? extra.birthday : '2000-01-01',
    address: typeof extra.address === 'string' ? extra.address : '',
    isRefOauth: provider ? 1 : 0,
    sex: typeof extra.sex === 'string' ? extra.sex : '0',
    userid: String(member.id),
    head: member.head,
    uid: String(member.id),
    score: String(member.score),
    areaCode: '0086',
    isOpen: 1,
    phone: member.phone,
    isFirstOpen: '0',
    nickname: member.nickname,
    isDefPassword: member.passwordHash || member.passwordMd5 ? 0 : 1,
    username: member.username || member.phone || `u${member.id}`,
    ...(provider ? { provider } : {}),
  };
}

/** The login `value` of PLATFORM.md §4.4, plus the access/refresh pair the site keeps (SPEC §7). */
export function loginValue(member: MemberRow, session: { token: string; accessToken: string; refreshToken: string; expiresIn: number }, provider?: string) {
  return { ...memberFields(member, provider), token: session.token, accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn };
}

/** The provider of a member's third-party login (the first bound one), or undefined for phone accounts. */
export async function providerOf(db: PlatformDb, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ provider: memberOauth.provider }).from(memberOauth).where(eq(memberOauth.memberId, memberId)).orderBy(memberOauth.createdAt).limit(1);
  return row?.provider;
}
