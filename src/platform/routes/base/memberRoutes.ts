import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { NICKNAME_TAKEN, headUrl, profileValue, readProfileChanges, updateProfile } from '../../identity/memberProfile.ts';
import { memberById, providerOf } from '../../identity/members.ts';

/** SPEC §8: status 1 is an empty result; the site reads it as "no member". */
const NO_MEMBER = () => envelope.failure('未登录', 1);

/** The reader's own profile, without tokens and with the phone masked: it goes to the browser. */
const getUserInfo: RouteDef['handler'] = async ({ ctx, reader, origin }) => {
  const member = reader.memberId === null ? null : await memberById(ctx.db, reader.memberId);
  if (!member) return NO_MEMBER();
  return envelope.ok(profileValue(member, origin, await providerOf(ctx.db, member.id)));
};

/** Changes only the fields sent; answers the profile as getUserInfo does. */
const updateInfo: RouteDef['handler'] = async ({ params, ctx, reader, origin }) => {
  if (reader.memberId === null) return envelope.failure('请先登录');
  const read = readProfileChanges((name) => params.get(name));
  if (!read.ok) return envelope.failure(read.message);
  const updated = await updateProfile(ctx.db, reader.memberId, read.changes);
  if (updated === 'taken') return envelope.failure(NICKNAME_TAKEN);
  if (!updated) return NO_MEMBER();
  return envelope.ok(profileValue(updated, origin, await providerOf(ctx.db, updated.id)));
};

/**
 * amuc member calls, reached through app_if (`/app_if/amuc/api/...`). getUserInfo and info act on
 * the member of the `accesstoken` header, resolved by the reader-token guard (an unknown or expired
 * token never gets here: it answers 10111); no parameter can name another member. SPEC §7 calls
 * them `member/getUserInfo` and `member/info` on the base group, so they answer there too.
 */
export const memberRoutes: RouteDef[] = [
  {
    // Comment and live userIcon URLs point here; it answers with the member's picture.
    path: '/amuc/api/member/getPortrait',
    methods: ['GET'],
    async handler({ params, ctx, origin }) {
      const uid = params.int(['uid', 'id'], 0, { min: 0 });
      const [member] = uid ? await ctx.db.select({ head: members.head }).from(members).where(eq(members.id, uid)) : [];
      return envelope.response(new Response(null, { status: 302, headers: { location: headUrl(origin, member?.head ?? ''), 'cache-control': 'public, max-age=3600' } }));
    },
  },
  ...['/amuc/api/member', '/member'].flatMap((prefix): RouteDef[] => [
    { path: `${prefix}/getUserInfo`, handler: getUserInfo },
    { path: `${prefix}/info`, methods: ['POST'], handler: updateInfo },
  ]),
];
