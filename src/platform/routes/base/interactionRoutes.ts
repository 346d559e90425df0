import { eq, sql } from 'drizzle-orm';
import { articleCounts, comments, liveRooms } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';

const ARTICLE_COUNTERS = ['countClick', 'countPraise', 'countShare', 'countShareClick'] as const;

/**
 * event: type 0 article, 1 comment, 3 live (others are accepted and ignored); eventType 0 click,
 * 1 praise, 2 share, 3 share-page click. Device records (type 20) are accepted too.
 */
export const interactionRoutes: RouteDef[] = [
  {
    path: '/event',
    async handler({ params, ctx }) {
      const id = params.int(['id', 'articleId', 'articleID'], 0, { min: 0 });
      const type = params.int('type', 0, { min: 0, max: 100 });
      const eventType = params.int('eventType', 0, { min: 0, max: 100 });
      params.int('channel', 2, { min: 0, max: 10 });
      if (type === 0) {
        const counter = ARTICLE_COUNTERS[eventType];
        if (!counter) return envelope.bool(true);
        const updated = await ctx.db
          .update(articleCounts)
          .set({ [counter]: sql`${articleCounts[counter]} + 1` })
          .where(eq(articleCounts.articleId, id))
          .returning({ id: articleCounts.articleId });
        ctx.cache.delete(`counts:${id}`);
        return envelope.bool(updated.length > 0);
      }
      if (type === 1 && eventType === 1) {
        const updated = await ctx.db.update(comments).set({ countPraise: sql`${comments.countPraise} + 1` }).where(eq(comments.id, id)).returning({ id: comments.id });
        return envelope.bool(updated.length > 0);
      }
      if (type === 3) {
        const set = eventType === 1 ? { countPraise: sql`${liveRooms.countPraise} + 1` } : { countClick: sql`${liveRooms.countClick} + 1` };
        const updated = await ctx.db.update(liveRooms).set(set).where(eq(liveRooms.id, id)).returning({ id: liveRooms.id });
        ctx.cache.delete(`live:${id}`);
        return envelope.bool(updated.length > 0);
      }
      return envelope.bool(true);
    },
  },
];
