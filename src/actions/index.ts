/**
 * Astro Actions: the islands' only door to the server (DESIGN §2). Each validates its input and
 * calls the catalogue; the reader's tokens travel in httpOnly cookies and are read here.
 */
import { defineAction, ActionError } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberIdOf, newDeviceId } from '../catalogue/session.ts';
import { sendAnalyticsRecord } from '../catalogue/analytics.ts';
import { clientErrorOf, readerSessionOf } from '../catalogue/readerSessions.ts';
import type { ClientCatalogueError } from '../contracts/platformErrors.ts';
import type { FavouriteOutcome, LikeOutcome } from '../contracts/article.ts';
import { clientIpOf, reader } from './readerActions.ts';
import { comment } from './commentActions.ts';
import { subscription } from './subscriptionActions.ts';
import { analytics, recordArticleAction } from './analyticsActions.ts';
import { xy } from './xyActions.ts';
import { community } from './communityActions.ts';
import { contribution, invite, points, tipoff } from './serviceActions.ts';
import { activity } from './activityActions.ts';
import { vote } from './voteActions.ts';
import { valueOr } from '../catalogue/result.ts';
import { ANALYTICS_DATA_TYPE, ANALYTICS_PLATFORM_MOBILE, EVENT_TYPE, SHARE_CHANNEL } from '../lib/constants.ts';
import { sameSiteOrigin } from '../config/siteOrigin.ts';
import { serverEnv } from '../config/serverEnv.ts';
import { OBJECT_TYPE } from '../lib/objectType.ts';

const articleId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** SPEC §9 channels: 1 otherwise, 2 native app, 3 shared page. */
const channel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** SPEC §9 share channels: wechat 1, timeline 2, sina 3, QQ 4, meetime 5, album 6. */
const shareChannel = z.union([
  z.literal(SHARE_CHANNEL.wechat),
  z.literal(SHARE_CHANNEL.timeline),
  z.literal(SHARE_CHANNEL.sina),
  z.literal(SHARE_CHANNEL.qq),
  z.literal(SHARE_CHANNEL.meetime),
  z.literal(SHARE_CHANNEL.album),
]);
/** SPEC §4: an article's likes, favourites and events carry 0, or 10 when an account published it. */
const objectType = z.union([z.literal(OBJECT_TYPE.article), z.literal(OBJECT_TYPE.accountArticle)]).default(OBJECT_TYPE.article);

export const server = {
  reader,
  comment,
  subscription,
  analytics,
  xy,
  community,
  tipoff,
  contribution,
  invite,
  points,
  activity,
  vote,
  article: {
    counts: defineAction({
      input: z.object({ id: articleId }),
      handler: async ({ id }) => {
        const result = await siteCatalogue.getArticleCounts({ id });
        if (!result.ok || result.empty) return null;
        const { countClick, countPraise, countShare, countDiscuss } = result.value;
        return { countClick, countPraise, countShare, countDiscuss };
      },
    }),

    /**
     * The praise event (eventType 1). Liking needs login (SPEC §6); the platform counts one praise
     * per member and object, and answers `false` to a repeat.
     */
    like: defineAction({
      input: z.object({ id: articleId, channel, type: objectType }),
      handler: async ({ id, channel, type }, context): Promise<{ outcome: LikeOutcome; error: ClientCatalogueError | null }> => {
        const session = await readerSessionOf(context);
        const memberId = memberIdOf(session.tokens);
        if (!memberId) return { outcome: 'loginRequired', error: null };
        const result = await siteCatalogue.sendEvent({ id, type, eventType: 1, channel, userOtherID: memberId }, { session, inNativeApp: context.locals.client?.inNativeApp ?? false });
        if (!result.ok) {
          // SPEC §8: inside the host app an expired login is the app's to refresh (10111), or to end (10102/10103).
          if (result.error.kind === 'tokenExpired' || result.error.kind === 'loginRequired') {
            if (context.locals.client?.inNativeApp) return { outcome: 'expired', error: clientErrorOf(result.error) };
          }
          // A login that could not be refreshed here leaves an anonymous reader: offer the login.
          return { outcome: memberIdOf(session.tokens) ? 'failed' : 'loginRequired', error: null };
        }
        const liked = result.empty || result.value;
        // The like record (1000002) of an article; not awaited, a slow analytics host never holds the answer.
        if (liked) void recordArticleAction(context, 'like', id);
        return { outcome: liked ? 'liked' : 'repeat', error: null };
      },
    }),

    /** Keep (fav) or let go (favCancel) of an article; needs login (SPEC §6). */
    favourite: defineAction({
      input: z.object({ id: articleId, channel, type: objectType, on: z.boolean().default(true) }),
      handler: async ({ id, channel, type, on }, context): Promise<{ outcome: FavouriteOutcome }> => {
        const session = await readerSessionOf(context);
        const userId = memberIdOf(session.tokens);
        if (!userId) return { outcome: 'loginRequired' };
        const options = { session, inNativeApp: context.locals.client?.inNativeApp ?? false };
        const result = on ? await siteCatalogue.favArticle({ id, userId, channel, type }, options) : await siteCatalogue.unfavArticle({ id, userId, type }, options);
        if (!result.ok && !memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
        if (!valueOr(result, false)) return { outcome: 'failed' };
        return { outcome: on ? 'favourited' : 'unfavourited' };
      },
    }),

    /** Whether this reader keeps the article, asked after hydration (the HTML is the same for everyone); null when anonymous. */
    hasFav: defineAction({
      input: z.object({ id: articleId, type: objectType }),
      handler: async ({ id, type }, context): Promise<{ favourited: boolean | null }> => {
        const session = await readerSessionOf(context);
        const userId = memberIdOf(session.tokens);
        if (!userId) return { favourited: null };
        const result = await siteCatalogue.hasFav({ id, userId, type }, { session, inNativeApp: context.locals.client?.inNativeApp ?? false });
        return { favourited: result.ok && !result.empty ? result.value : null };
      },
    }),

    /** View (3) and share (2) events; failures are silent (SPEC §8). */
    event: defineAction({
      input: z.object({ id: articleId, eventType: z.union([z.literal(EVENT_TYPE.view), z.literal(EVENT_TYPE.share)]), channel, type: objectType }),
      handler: async ({ id, eventType, channel, type }, context) => {
        // The platform bounds anonymous events per reader address (docs/decisions/142): name the reader.
        const address = clientIpOf(context);
        const result = await siteCatalogue.sendEvent(
          { id, type, eventType, channel },
          { inNativeApp: context.locals.client?.inNativeApp ?? false, headers: address ? { 'x-forwarded-for': address } : undefined },
        );
        return { sent: result.ok };
      },
    }),

    /**
     * The share record of the analytics host (sendRecord, data type 1000009) with the target's
     * channel. Sent only when the site configures analytics; failures are silent (SPEC §8). The
     * reader's device id comes from the session (made now if it has none), never from the browser.
     */
    shareRecord: defineAction({
      input: z.object({ id: articleId, shareChannel }),
      handler: async ({ id, shareChannel }, context) => {
        const session = await readerSessionOf(context);
        if (!session.tokens.deviceId) session.update({ deviceId: newDeviceId() });
        const deviceid = session.tokens.deviceId ?? '';
        const sent = await sendAnalyticsRecord(siteCatalogue, {
          dataType: ANALYTICS_DATA_TYPE.share,
          articleID: id,
          deviceid,
          userUuid: memberIdOf(session.tokens) ?? deviceid,
          platform: ANALYTICS_PLATFORM_MOBILE,
          shareChanel: shareChannel,
          clientIp: clientIpOf(context),
        });
        return { sent };
      },
    }),

    /** WeChat JS-SDK config for a page of this site (never for a foreign URL). */
    wxSignature: defineAction({
      input: z.object({ url: z.string().min(8).max(2048) }),
      handler: async ({ url }) => {
        let page: URL;
        try {
          page = new URL(url);
        } catch {
          throw new ActionError({ code: 'BAD_REQUEST', message: 'invalid url' });
        }
        if (!sameSiteOrigin(page.origin, serverEnv().origin)) throw new ActionError({ code: 'BAD_REQUEST', message: 'foreign url' });
        page.hash = '';
        const result = await siteCatalogue.wxSignature(page.href);
        if (!result.ok || result.empty) return null;
        return result.value;
      },
    }),
  },
};
