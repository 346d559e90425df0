import { and, eq, ne, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { members } from '../db/schema.ts';
import { formatTime } from '../shape/formatTime.ts';
import { DEFAULT_USER_ICON, imageUrl } from '../shape/mediaUrls.ts';
import { allowedAvatar } from './avatarUrl.ts';
import { memberFields, type MemberRow } from './members.ts';

/** What `member/info` may change; a field left out is not touched. */
export interface ProfileChanges {
  nickname?: string;
  sex?: '0' | '1' | '2';
  birthday?: string;
  address?: string;
}

export const NICKNAME_MAX = 20;
export const ADDRESS_MAX = 100;
/** PLATFORM.md §4.4: the SSO's `user nickname exception`. */
export const NICKNAME_TAKEN = '昵称已经被注册';

/** Control characters, line and paragraph separators, and the bidi overrides that make a name read backwards. */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const length = (text: string) => [...text].length;

/** `138****0000`: the member's own phone, shown without its middle digits (getUserInfo answers it to the browser). */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * A member's picture as an absolute URL (as getPortrait answers): the default avatar when there is
 * none, or when the stored one is not an allowed picture address (avatarUrl.ts).
 */
export function headUrl(origin: string, head: string): string {
  const url = allowedAvatar(head, origin) || imageUrl('', DEFAULT_USER_ICON);
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/**
 * getUserInfo's and member/info's answer: the login fields without tokens, picture absolute, phone
 * masked, and so is the username where it is the phone (phone accounts are named after it).
 */
export function profileValue(member: MemberRow, origin: string, provider?: string) {
  const fields = memberFields(member, provider);
  const phone = maskPhone(member.phone);
  return { ...fields, head: headUrl(origin, member.head), phone, username: member.phone && fields.username === member.phone ? phone : fields.username };
}

/**
 * The changes in a `member/info` request, or the first field's problem in words the reader can act
 * on. `raw(name)` is the parameter as sent (undefined when absent). Birthdays are compared with
 * today's date in Beijing, where the newsroom is.
 */
export function readProfileChanges(raw: (name: string) => string | undefined, now = Date.now()): { ok: true; changes: ProfileChanges } | { ok: false; message: string } {
  const changes: ProfileChanges = {};
  const nickname = raw('nickname');
  if (nickname !== undefined) {
    // One spelling per name: a composed and a decomposed é are the same nickname.
    const name = nickname.normalize('NFC').trim();
    if (!name) return { ok: false, message: '昵称不能为空' };
    if (length(name) > NICKNAME_MAX) return { ok: false, message: '昵称过长' };
    if (UNPRINTABLE.test(name)) return { ok: false, message: '昵称包含不允许的字符' };
    changes.nickname = name;
  }
  const sex = raw('sex')?.trim();
  if (sex !== undefined) {
    if (sex !== '0' && sex !== '1' && sex !== '2') return { ok: false, message: '性别不正确' };
    changes.sex = sex;
  }
  const birthday = raw('birthday')?.trim();
  if (birthday !== undefined) {
    const match = DATE.exec(birthday);
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (!match || year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, message: '生日格式不正确' };
    if (birthday > formatTime(now).slice(0, 10)) return { ok: false, message: '生日不能晚于今天' };
    changes.birthday = birthday;
  }
  const address = raw('address');
  if (address !== undefined) {
    const text = address.normalize('NFC').trim();
    if (length(text) > ADDRESS_MAX) return { ok: false, message: '地址过长' };
    if (UNPRINTABLE.test(text)) return { ok: false, message: '地址包含不允许的字符' };
    changes.address = text;
  }
  return { ok: true, changes };
}

/**
 * Applies the changes; null when the member does not exist, 'taken' when another member already has
 * the nickname (exact, case-sensitive match). A transaction-scoped advisory lock on the nickname
 * makes parallel claims of one name queue, so only the first succeeds, across processes too. No
 * unique index: sign-up gives default names (用户 + the phone's last four digits, a WeChat
 * nickname) that may repeat, so the rule holds for names chosen here, and keeping one's own
 * current name is always allowed.
 */
export async function updateProfile(db: PlatformDb, memberId: number, changes: ProfileChanges): Promise<MemberRow | 'taken' | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(members).where(eq(members.id, memberId));
    if (!current) return null;
    const nickname = changes.nickname !== undefined && changes.nickname !== current.nickname ? changes.nickname : undefined;
    if (nickname !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nickname:${nickname}`}))`);
      const [holder] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.nickname, nickname), ne(members.id, memberId)))
        .limit(1);
      if (holder) return 'taken';
    }
    const extra: Record<string, string> = {};
    if (changes.sex !== undefined) extra.sex = changes.sex;
    if (changes.birthday !== undefined) extra.birthday = changes.birthday;
    if (changes.address !== undefined) extra.address = changes.address;
    if (nickname === undefined && Object.keys(extra).length === 0) return current;
    const [row] = await tx
      .update(members)
      .set({
        ...(nickname !== undefined ? { nickname } : {}),
        // Merged into the jsonb bag, so keys this route does not own (`official`) stay.
        ...(Object.keys(extra).length ? { extra: sql`${members.extra} || ${JSON.stringify(extra)}::jsonb` } : {}),
      })
      .where(eq(members.id, memberId))
      .returning();
    return row ?? null;
  });
}
