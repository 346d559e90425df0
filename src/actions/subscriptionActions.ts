/**
 * The subscribe buttons' Actions (SPEC §4 "subscribe / subscribed … toggle via subscribe and cancel
 * calls"): `subscription.toggle` subscribes to (topicSub) or cancels (topicSubCancel) one 翔宇号
 * account for the session's member; `subscription.state` says which of a page's accounts this
 * reader subscribes to, asked after hydration because the HTML is the same for everyone. The
 * toggle also takes a plain form POST, so the buttons work with JavaScript off.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberAction } from './memberAction.ts';
import type { SubscribeAnswer, SubscriptionState } from '../contracts/subscription.ts';

const xyId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** How many accounts one page may ask about (a page shows 20, plus the reader's own list). */
const STATE_LIMIT = 200;

export const subscription = {
  toggle: defineAction({
    accept: 'form',
    input: z.object({ id: xyId, on: z.enum(['1', '0', 'true', 'false']).default('1') }),
    handler: memberAction(
      ({ id }): SubscribeAnswer & { id: number } => ({ id, outcome: 'loginRequired' }),
      async ({ id, on }, member): Promise<SubscribeAnswer & { id: number }> => {
        const wanted = on === '1' || on === 'true';
        const result = await siteCatalogue.subscribeXy({ id, userId: member.memberId, on: wanted }, member.session, member.options);
        if (!result.ok) {
          // A login that could not be refreshed leaves an anonymous reader: offer the login.
          if (!member.stillMember()) return { id, outcome: 'loginRequired' };
          return { id, outcome: 'failed' };
        }
        if (result.empty || !result.value) return { id, outcome: 'failed' };
        return { id, outcome: wanted ? 'subscribed' : 'unsubscribed' };
      },
    ),
  }),

  state: defineAction({
    input: z.object({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(STATE_LIMIT) }).strict(),
    handler: memberAction(
      (): SubscriptionState => ({ loggedIn: false, subscribed: [] }),
      async ({ ids }, member): Promise<SubscriptionState> => {
        const result = await siteCatalogue.subscribedXys(null, { ...member.options, optional: true });
        const loggedIn = member.stillMember();
        const mine = new Set(result.ok && !result.empty ? result.value.map((account) => account.xyID) : []);
        return { loggedIn, subscribed: loggedIn ? ids.filter((id) => mine.has(id)) : [] };
      },
    ),
  }),
};
