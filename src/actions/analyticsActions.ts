/**
 * The analytics records of SPEC §7/§9 (sendRecord on the data-collection host). The browser sends
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
import { ANALYTICS_DATA_TYPE, ANALYTICS_PLATFORM_MOBILE } from '../lib/constants.ts';
import { clientIpOf } from './readerActions.ts';

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

export const analytics = {
  /** "The reader opened this article" (1000005), from the article page's beacon. */
  record: defineAction({
    input: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), kind: z.literal('open') }),
    handler: async ({ id, kind }, context) => ({ sent: await recordArticleAction(context, kind, id) }),
  }),
};
