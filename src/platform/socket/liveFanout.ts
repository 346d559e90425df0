import { eq } from 'drizzle-orm';
import { comments, liveReports, liveRooms } from '../db/schema.ts';
import type { PlatformDatabase } from '../db/openDatabase.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { shapeComments } from '../comments/commentQueries.ts';
import { liveConfig } from '../shape/articleItem.ts';
import { liveReportItem } from '../shape/liveShapes.ts';
import { loadArticles } from '../shape/loadArticles.ts';
import { REVIEW } from '../shape/commentShape.ts';
import { applyCacheEvent, parseCacheEvent } from '../shape/cacheEvents.ts';
import { serverFrame } from './liveFrames.ts';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from './liveEvents.ts';

/**
 * Every platform process LISTENs on the live channel (docs/decisions/090): a change committed by
 * any of them (or by this one, PGlite included) arrives here, drops this process's cached view of
 * the room, and is pushed to the room's subscribed sockets. Cache drops (docs/decisions/132) ride
 * the same channel and connection. Events are handled one after another,
 * so a room's pushes keep their order; a malformed payload is skipped.
 */
export async function startLiveFanout(database: Pick<PlatformDatabase, 'listen'>, ctx: PlatformContext): Promise<() => Promise<void>> {
  let queue: Promise<unknown> = Promise.resolve();
  const stop = await database.listen(LIVE_CHANNEL, (payload) => {
    // The channel also carries cache drops (docs/decisions/132): applied at once, nothing to push.
    const drop = parseCacheEvent(payload);
    if (drop) return applyCacheEvent(ctx, drop);
    const event = parseLiveEvent(payload);
    if (!event) return;
    queue = queue.then(() => deliver(ctx, event)).catch((error: unknown) => console.error('platform: live push failed:', error));
  });
  return async () => {
    await stop();
    await queue;
  };
}

export async function deliver(ctx: PlatformContext, event: LiveEvent): Promise<number> {
  ctx.cache.delete(`live:${event.liveId}`);
  // A status shows in article items too (liveStatus): another process's change must reach this cache.
  if (event.kind === 'status') ctx.cache.bump();
  if (!ctx.live.hasSubscribers(event.liveId)) return 0;
  if (event.kind === 'report') {
    const [row] = await ctx.db.select().from(liveReports).where(eq(liveReports.id, event.reportId));
    if (!row || row.liveId !== event.liveId) return 0;
    return ctx.live.publish(event.liveId, (origin) => serverFrame('live_reporting', { liveId: event.liveId, report: liveReportItem(origin, row) }));
  }
  if (event.kind === 'status') {
    const [room] = await ctx.db.select().from(liveRooms).where(eq(liveRooms.id, event.liveId));
    if (!room) return 0;
    const [article] = await loadArticles(ctx, [room.articleId]);
    return ctx.live.publish(event.liveId, (origin) => {
      const video = ((article ? liveConfig(origin, article).videos : []) as { appLiveUrl?: string; appPlaybackUrl?: string }[])[0];
      const urls = video ? { appLiveUrl: video.appLiveUrl ?? '', appPlaybackUrl: video.appPlaybackUrl ?? '' } : {};
      return serverFrame('live_status', { liveId: event.liveId, status: room.status, ...urls });
    });
  }
  const [row] = await ctx.db.select().from(comments).where(eq(comments.id, event.commentId));
  if (!row || row.sourceType !== 1 || row.rootId !== event.liveId || row.reviewStatus !== REVIEW.shown) return 0;
  return ctx.live.publish(event.liveId, async (origin) => {
    const [discuss] = await shapeComments(ctx, origin, [row], null);
    return discuss ? serverFrame('live_discuss', { liveId: event.liveId, discuss }) : null;
  });
}
