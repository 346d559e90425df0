import { eq, sql } from 'drizzle-orm';
import { articleCounts, comments, liveRooms, praises } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import type { ReaderIdentity } from '../../http/tokenGuards.ts';
import { ANONYMOUS_LIMITS, anonymousBuckets, takeAttempt, TOO_FREQUENT } from '../../identity/rateLimit.ts';
import { RECORD_TOO_LARGE, storeRecord } from '../../apps/analyticsRecording.ts';
import { DEVICE_RECORD, recordedEventOf } from './eventRecords.ts';
import { dropEverywhere } from '../../shape/cacheEvents.ts';

const ARTICLE_COUNTERS = ['countClick', 'countPraise', 'countShare', 'countShareClick'] as const;
const PRAISE = 1;
/** A praise without a member's or an anonymous reader's token is refused. */
export const PRAISE_NEEDS_READER = '请登录后点赞';
/** An anonymous device's praises are kept under this prefix: they never count as a member's. */
const ANONYMOUS_PRAISER = 'a:';

/**
 * Who a praise counts for (docs/decisions/142). A logged-in reader (an `accesstoken` the guard
 * resolved) praises as their member id, and a `userOtherID` naming someone else is refused rather
 * than trusted. An anonymous reader praises as the device of its `securitytoken`, whatever id it
 * sends; without either token there is no one to count the praise for.
 */
function praiser(reader: ReaderIdentity, claimed: string): string | null {
  if (reader.memberId !== null) return claimed && claimed !== String(reader.memberId) ? null : String(reader.memberId);
  return reader.anonymousDevice === null ? null : `${ANONYMOUS_PRAISER}${reader.anonymousDevice}`;
}

/**
 * event: type 0 article (10 an account's article, the same), 1 comment, 3 live (others are accepted and ignored); eventType 0 click,
 * 1 praise, 2 share, 3 share-page click. Events of objects without counters and device records
 * (type 20) are kept as records (eventRecords.ts, docs/decisions/164); other types are accepted and ignored.
 * A praise counts once per reader and object: the insert into `praises` and the counter move in
 * one transaction, so a repeat (or two taps at once) answers false and counts nothing.
 */
/** The object type of an account's article (SPEC §4). */
const ACCOUNT_ARTICLE = 10;

export const praiseRoutes: RouteDef[] = [
  {
    path: '/event',
    async handler({ params, ctx, reader, c }) {
      const id = params.int(['id', 'articleId', 'articleID'], 0, { min: 0 });
      // SPEC §4: an account's article comes as type 10; it is the same article, liked and counted once.
      const sent = params.int('type', 0, { min: 0, max: 100 });
      const type = sent === ACCOUNT_ARTICLE ? 0 : sent;
      const eventType = params.int('eventType', 0, { min: 0, max: 100 });
      params.int('channel', 2, { min: 0, max: 10 });
      const praise = eventType === PRAISE && (type === 0 || type === 1 || type === 3);
      const praisedBy = praise ? praiser(reader, params.string('userOtherID', '', 64).trim()) : null;
      if (praise && !praisedBy) return envelope.failure(PRAISE_NEEDS_READER);
      // Members count once per object (praises) or move shared counters; anonymous writes are bounded per address and device.
      if (reader.memberId === null && !(await takeAttempt(ctx.db, anonymousBuckets('event', readerAddressOf(c), reader.anonymousDevice)))) return envelope.failure(TOO_FREQUENT);
      if (praisedBy) {
        const counted = await ctx.db.transaction(async (tx) => {
          const target =
            type === 0
              ? await tx.select({ id: articleCounts.articleId }).from(articleCounts).where(eq(articleCounts.articleId, id))
              : type === 1
                ? await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id))
                : await tx.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, id));
          if (target.length === 0) return false;
          const inserted = await tx.insert(praises).values({ reader: praisedBy, objectType: type, objectId: id, createdAt: Date.now() }).onConflictDoNothing().returning({ id: praises.objectId });
          if (inserted.length === 0) return false;
          if (type === 0)
            await tx
              .update(articleCounts)
              .set({ countPraise: sql`${articleCounts.countPraise} + 1` })
              .where(eq(articleCounts.articleId, id));
          else if (type === 1)
            await tx
              .update(comments)
              .set({ countPraise: sql`${comments.countPraise} + 1` })
              .where(eq(comments.id, id));
          else
            await tx
              .update(liveRooms)
              .set({ countPraise: sql`${liveRooms.countPraise} + 1` })
              .where(eq(liveRooms.id, id));
          return true;
        });
        // One praise per reader and object: every process shows the new count at once (docs/decisions/132).
        if (counted) await dropEverywhere(ctx, [type === 0 ? `counts:${id}` : `live:${id}`]);
        return envelope.bool(counted);
      }
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
      if (type === 3) {
        const updated = await ctx.db
          .update(liveRooms)
          .set({ countClick: sql`${liveRooms.countClick} + 1` })
          .where(eq(liveRooms.id, id))
          .returning({ id: liveRooms.id });
        ctx.cache.delete(`live:${id}`);
        return envelope.bool(updated.length > 0);
      }
      const dataType = recordedEventOf(type, eventType);
      if (!dataType) return envelope.bool(true);
      // A device record is kept under the device's id (its userOtherID), a view under the object's id.
      const subject = type === DEVICE_RECORD.type ? params.string('userOtherID', '', 64).trim() : id > 0 ? String(id) : '';
      if (!subject) return envelope.bool(false);
      // Members' records are bounded too: each row is kept for 30 days.
      if (reader.memberId !== null && !(await takeAttempt(ctx.db, [{ key: `event:member:${reader.memberId}`, limit: ANONYMOUS_LIMITS.perAddress }]))) return envelope.failure(TOO_FREQUENT);
      return (await storeRecord(ctx, params, { dataType, articleId: subject })) ? envelope.ok(true) : envelope.failure(RECORD_TOO_LARGE);
    },
  },
];
