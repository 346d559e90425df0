import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { DEFAULT_USER_ICON, imageUrl } from '../../shape/mediaUrls.ts';

/** amuc member calls, reached through app_if (`/app_if/amuc/api/...`). */
export const memberRoutes: RouteDef[] = [
  {
    // Comment and live userIcon URLs point here; it answers with the member's picture.
    path: '/amuc/api/member/getPortrait',
    methods: ['GET'],
    async handler({ params, ctx, origin }) {
      const uid = params.int(['uid', 'id'], 0, { min: 0 });
      const [member] = uid ? await ctx.db.select({ head: members.head }).from(members).where(eq(members.id, uid)) : [];
      const head = member?.head || imageUrl('', DEFAULT_USER_ICON);
      return envelope.response(new Response(null, { status: 302, headers: { location: head.startsWith('/') ? `${origin}${head}` : head, 'cache-control': 'public, max-age=3600' } }));
    },
  },
];
