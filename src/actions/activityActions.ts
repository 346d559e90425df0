/**
 * The activity Actions (issue 16): `activity.signUp` signs the session's member up (saveActivity)
 * after checking the activity's own form; it takes a plain form POST, so the apply page works with
 * JavaScript off. `activity.chargeOff` is the writeOff page's charge-off (activityVerify), POST only,
 * for a logged-in member.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberAction, readerAction } from './memberAction.ts';
import { clientIpOf } from './readerActions.ts';
import { parseId } from '../lib/listRules.ts';
import { readSignUpForm, signUpAnswerOf } from '../lib/activitySignup.ts';
import type { SignUpAnswer } from '../contracts/activity.ts';

const activityId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Voucher codes are letters, digits and dashes (the platform refuses anything else). */
const registCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);
/** The activity's verify key, as the voucher's verifyUrl carries it (base64url). */
const verifyKey = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w-]*$/)
  .optional();

export interface ChargeOffAnswer {
  done: boolean;
  message: string;
  /** No member is logged in (or the login ran out): the page asks to log in. */
  loginRequired: boolean;
}

export const activity = {
  signUp: defineAction({
    accept: 'form',
    handler: readerAction(async (form: FormData, reader): Promise<SignUpAnswer & { id: number | null }> => {
      const id = parseId(form.get('id'));
      const none = { message: '', problems: {}, values: {}, registCode: '' };
      if (id === null) return { id, outcome: 'notFound', ...none };
      if (!reader.memberId) return { id, outcome: 'loginRequired', ...none };
      const { session, options } = reader;
      const detail = await siteCatalogue.activityDetail({ id }, session, options);
      if (!detail.ok) return { id, outcome: reader.stillMember() ? 'failed' : 'loginRequired', ...none };
      if (detail.empty || !detail.value) return { id, outcome: 'notFound', ...none };
      const read = readSignUpForm(form, detail.value.signForm);
      if (Object.keys(read.problems).length > 0) return { id, outcome: 'invalid', ...none, problems: read.problems, values: read.values };
      const result = await siteCatalogue.signUp({ id, ...read.submission }, session, options);
      if (!result.ok && !reader.stillMember()) return { id, outcome: 'loginRequired', ...none };
      return { id, ...signUpAnswerOf(result.ok && !result.empty ? result.value : null, read.values) };
    }),
  }),

  /** Only a logged-in member may charge off, with the activity's verify key from the voucher's link (docs/decisions/140). */
  chargeOff: defineAction({
    accept: 'form',
    input: z.object({ activityId, registCode, verifyKey, shopSite: z.string().trim().max(100).optional() }),
    handler: memberAction(
      (): ChargeOffAnswer => ({ done: false, message: '', loginRequired: true }),
      async ({ activityId, registCode, verifyKey, shopSite }, member, context): Promise<ChargeOffAnswer> => {
        // The platform limits failed charge-offs per reader address too: name the reader.
        const address = clientIpOf(context);
        const options = { ...member.options, headers: address ? { 'x-forwarded-for': address } : undefined };
        const result = await siteCatalogue.chargeOff({ activityId, registCode, verifyKey: verifyKey ?? '', shopSite: shopSite || undefined }, member.session, options);
        if (!result.ok) return { done: false, message: result.error.message ?? '', loginRequired: !member.stillMember() };
        if (result.empty) return { done: false, message: '', loginRequired: false };
        return { done: result.value.success, message: result.value.message, loginRequired: false };
      },
    ),
  }),
};
