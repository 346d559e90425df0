/**
 * The article Actions (SPEC §4, §6–§9): its counts, like (the platform's praise), favourite, whether
 * it is a favourite, the view and share events, the share record and WeChat's share config. Each
 * validates, calls the catalogue's article wrappers (src/catalogue/articleWrappers.ts) and answers
 * the contract of src/contracts/article.ts.
 */
import { defineAction, ActionError } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { newDeviceId } from '../catalogue/session.ts';
import { sendAnalyticsRecord } from '../catalogue/analytics.ts';
import { valueOr } from '../catalogue/result.ts';
import { clientIpOf } from './readerActions.ts';
import { recordArticleAction } from './analyticsActions.ts';
import { memberAction, readerOf } from './memberAction.ts';
import { ANALYTICS_DATA_TYPE, ANALYTICS_PLATFORM_MOBILE, EVENT_TYPE, SHARE_CHANNEL } from '../lib/constants.ts';
import { OBJECT_TYPE } from '../lib/objectType.ts';
import { sameSiteOrigin } from '../config/siteOrigin.ts';
import { serverEnv } from '../config/serverEnv.ts';
import type { ArticleCounts, FavouriteAnswer, HasFavAnswer, LikeAnswer } from '../contracts/article.ts';

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
/** The events add an activity (4): its share is counted too (docs/decisions/159). */
const eventObjectType = z.union([z.literal(OBJECT_TYPE.article), z.literal(OBJECT_TYPE.accountArticle), z.literal(OBJECT_TYPE.activity)]).default(OBJECT_TYPE.article);

export const article = {
  counts: defineAction({
    input: z.object({ id: articleId }),
    handler: async ({ id }): Promise<ArticleCounts | null> => {
      const result = await siteCatalogue.getArticleCounts({ id });
      if (!result.ok || result.empty) return null;
      const { countClick, countPraise, countShare, countDiscuss } = result.value;
      return { countClick, countPraise, countShare, countDiscuss };
    },
  }),

  /** Liking needs login (SPEC §6); a repeat answers `repeat`. */
  like: defineAction({
    input: z.object({ id: articleId, channel, type: objectType }),
    handler: memberAction(
      (): LikeAnswer => ({ outcome: 'loginRequired' }),
      async ({ id, channel, type }, member, context): Promise<LikeAnswer> => {
        const result = await siteCatalogue.likeArticle({ id, type, channel, memberId: member.memberId }, member.options);
        if (!result.ok) {
          // The page's reaction to it (SPEC §8) goes out with the answer (memberAction): here, only what the heart does.
          if (member.pageReaction()) return { outcome: 'expired' };
          return { outcome: member.stillMember() ? 'failed' : 'loginRequired' };
        }
        const liked = result.empty || result.value;
        // The like record (1000002) of an article; not awaited, a slow analytics host never holds the answer.
        if (liked) void recordArticleAction(context, 'like', id);
        return { outcome: liked ? 'liked' : 'repeat' };
      },
    ),
  }),

  /** Favourite (fav) or let go (favCancel) of an article; needs login (SPEC §6). */
  favourite: defineAction({
    input: z.object({ id: articleId, channel, type: objectType, on: z.boolean().default(true) }),
    handler: memberAction(
      (): FavouriteAnswer => ({ outcome: 'loginRequired' }),
      async ({ id, channel, type, on }, member): Promise<FavouriteAnswer> => {
        const userId = member.memberId;
        const result = on ? await siteCatalogue.favouriteArticle({ id, userId, channel, type }, member.options) : await siteCatalogue.unfavouriteArticle({ id, userId, type }, member.options);
        if (!result.ok && !member.stillMember()) return { outcome: 'loginRequired' };
        if (!valueOr(result, false)) return { outcome: 'failed' };
        return { outcome: on ? 'favourited' : 'unfavourited' };
      },
    ),
  }),

  /** Whether this reader keeps the article, asked after hydration (the HTML is the same for everyone); null when anonymous. */
  hasFav: defineAction({
    input: z.object({ id: articleId, type: objectType }),
    handler: memberAction(
      (): HasFavAnswer => ({ favourited: null }),
      async ({ id, type }, member): Promise<HasFavAnswer> => {
        const result = await siteCatalogue.hasFavourite({ id, userId: member.memberId, type }, member.options);
        return { favourited: result.ok && !result.empty ? result.value : null };
      },
    ),
  }),

  /** View (3) and share (2) events; failures are silent (SPEC §8). */
  event: defineAction({
    input: z.object({ id: articleId, eventType: z.union([z.literal(EVENT_TYPE.view), z.literal(EVENT_TYPE.share)]), channel, type: eventObjectType }),
    handler: async ({ id, eventType, channel, type }, context) => {
      // The platform bounds anonymous events per reader address (docs/decisions/142): name the reader.
      const address = clientIpOf(context);
      const result = await siteCatalogue.countArticleEvent(
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
      const reader = await readerOf(context);
      if (!reader.session.tokens.deviceId) reader.session.update({ deviceId: newDeviceId() });
      const deviceid = reader.session.tokens.deviceId ?? '';
      const sent = await sendAnalyticsRecord(siteCatalogue, {
        dataType: ANALYTICS_DATA_TYPE.share,
        articleID: id,
        deviceid,
        userUuid: reader.memberId ?? deviceid,
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
};
