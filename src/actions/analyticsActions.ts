/**
 * The analytics records of SPEC §7/§9 (sendRecord on the data-collection host), and the page
 * views and device record of `<page-view>` (docs/decisions/164). The browser sends
 * only "an article was opened", by beacon once the page is interactive (articleOpened.ts); likes and
 * comments are recorded here on the server after the platform took them, without waiting (so a
 * reader's tap never waits on the analytics host); shares by `article.shareRecord`. Nothing is sent
 * without the configured tenant code and key (analytics.ts); failures are silent (SPEC §8).
 */
import { defineAction, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { sendAnalyticsRecord } from '../catalogue/analytics.ts';
import { newDeviceId } from '../catalogue/session.ts';
import { readerOf } from './memberAction.ts';
import { ANALYTICS_DATA_TYPE, ANALYTICS_PLATFORM_MOBILE, EVENT_TYPE } from '../lib/constants.ts';
import { clientIpOf } from './readerActions.ts';
import { PAGE_VIEW_TYPES } from '../lib/pageView.ts';

export type AnalyticsKind = 'open' | 'like' | 'comment';

/** The record of one reader's action on an article; resolves whether it was sent, never rejects. */
export async function recordArticleAction(context: ActionAPIContext, kind: AnalyticsKind, articleId: number): Promise<boolean> {
  try {
    const { session, memberId } = await readerOf(context);
    if (!session.tokens.deviceId) session.update({ deviceId: newDeviceId() });
    const deviceid = session.tokens.deviceId ?? '';
    const refer = context.request.headers.get('referer') ?? '';
    return sendAnalyticsRecord(siteCatalogue, {
      dataType: ANALYTICS_DATA_TYPE[kind],
      articleID: articleId,
      deviceid,
      userUuid: memberId ?? deviceid,
      refer: refer.length <= 2048 ? refer : '',
      platform: ANALYTICS_PLATFORM_MOBILE,
      clientIp: clientIpOf(context),
    });
  } catch {
    return false;
  }
}

/** SPEC §9 channels: 1 otherwise, 2 native app, 3 shared page. */
const channel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** The browser's `virtualUid` (pageViewed.ts): 32 hex digits, nothing else. */
export const VIRTUAL_UID = /^[0-9a-f]{32}$/;
/** The device record's `deviceInfo`: the browser's user agent, cut to this. */
export const DEVICE_INFO_CHARS = 256;

/** The platform bounds anonymous events per reader address (docs/decisions/142): the call names the reader. */
function eventOptions(context: ActionAPIContext) {
  const address = clientIpOf(context);
  return { inNativeApp: context.locals.client?.inNativeApp ?? false, headers: address ? { 'x-forwarded-for': address } : undefined };
}

export const analytics = {
  /** "The reader opened this article" (1000005), from the article page's beacon. */
  record: defineAction({
    input: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), kind: z.literal('open') }),
    handler: async ({ id, kind }, context) => ({ sent: await recordArticleAction(context, kind, id) }),
  }),

  /**
   * The view (3) of a page's object that is not an article: an activity, a column, a paper, a circle
   * (SPEC §4 object types; docs/decisions/164), from `<page-view>`'s beacon. Failures are silent.
   */
  pageView: defineAction({
    input: z.object({
      id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      type: z.union([z.literal(PAGE_VIEW_TYPES[0]), z.literal(PAGE_VIEW_TYPES[1]), z.literal(PAGE_VIEW_TYPES[2]), z.literal(PAGE_VIEW_TYPES[3])]),
      channel,
    }),
    handler: async ({ id, type, channel }, context) => {
      const result = await siteCatalogue.sendEvent({ id, type, eventType: EVENT_TYPE.view, channel }, eventOptions(context));
      return { sent: result.ok };
    },
  }),

  /**
   * The device record (SPEC §7: event type 20, eventType 12), sent once per browser under its
   * `virtualUid` (docs/decisions/164). The id goes to the platform and nowhere else: no log line, no metric.
   */
  device: defineAction({
    input: z.object({ virtualUid: z.string().regex(VIRTUAL_UID), channel }),
    handler: async ({ virtualUid, channel }, context) => {
      const deviceInfo = (context.request.headers.get('user-agent') ?? '').slice(0, DEVICE_INFO_CHARS);
      const result = await siteCatalogue.recordDevice({ userOtherID: virtualUid, channel, deviceInfo }, eventOptions(context));
      return { sent: result.ok };
    },
  }),
};
