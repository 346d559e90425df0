/**
 * The services Actions (SPEC §3–§7): send a tip-off or a contribution with its files, record the
 * invite code a device came through, and claim the day's points. Each validates (src/lib/uploadRules.ts,
 * the rules the form checks before sending) and calls the catalogue for the session's member; the
 * platform checks everything again. All take forms, so every page works as a plain form with
 * JavaScript off; the page then redirects to its result (src/loaders/serviceForms.ts).
 */
import type { AstroCookies } from 'astro';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { serverEnv } from '../config/serverEnv.ts';
import { newDeviceId, type ReaderSessionHandle } from '../catalogue/session.ts';
import { memberAction, readerAction } from './memberAction.ts';
import { isChosenFile } from '../lib/commentRules.ts';
import { contributionProblem, fileFactsOf, tipoffProblem, UPLOAD_MAX_FILES } from '../lib/uploadRules.ts';
import { DAILY_POINTS_EVENT, type FormAnswer } from '../lib/serviceOutcomes.ts';

/** A form's key: the same form sent twice is one tip-off or contribution (the platform's unique key). */
const formKey = z.string().regex(/^[\w-]{8,64}$/);
const files = z
  .array(z.instanceof(File))
  .max(UPLOAD_MAX_FILES * 2)
  .optional();
const text = (max: number) => z.string().max(max).optional();

const loginRequired = (): FormAnswer => ({ outcome: 'loginRequired' });

export const tipoff = {
  send: defineAction({
    accept: 'form',
    input: z.object({ topic: text(2000), content: text(20_000), userName: text(200), contactNo: text(100), files, formKey }),
    handler: memberAction(loginRequired, async (input, member): Promise<FormAnswer> => {
      const { session, options } = member;
      const chosen = (input.files ?? []).filter(isChosenFile);
      const problem = tipoffProblem({ topic: input.topic ?? '', content: input.content ?? '', files: await Promise.all(chosen.map(fileFactsOf)) });
      if (problem) return { outcome: 'refused', problem };
      const uploaded = await siteCatalogue.uploadFiles(chosen, session, options);
      if (!uploaded.ok) return member.stillMember() ? { outcome: 'refused', problem: 'upload.failed' } : { outcome: 'loginRequired' };
      const sent = await siteCatalogue.sendTipoff(
        {
          topic: (input.topic ?? '').trim(),
          content: (input.content ?? '').trim(),
          userName: (input.userName ?? '').trim(),
          contactNo: (input.contactNo ?? '').trim(),
          files: uploaded.value ?? [],
          formKey: input.formKey,
        },
        session,
        options,
      );
      if (!sent.ok || sent.empty || !sent.value) return { outcome: 'refused', problem: 'tipoff.failed' };
      return { outcome: 'sent' };
    }),
  }),
};

export const contribution = {
  send: defineAction({
    accept: 'form',
    input: z.object({ callId: z.coerce.number().int().min(0).max(2_147_483_647).default(0), title: text(1000), content: text(50_000), files, formKey }),
    handler: memberAction(loginRequired, async (input, member): Promise<FormAnswer> => {
      const { session, options } = member;
      const chosen = (input.files ?? []).filter(isChosenFile);
      const problem = contributionProblem({ title: input.title ?? '', content: input.content ?? '', files: await Promise.all(chosen.map(fileFactsOf)) });
      if (problem) return { outcome: 'refused', problem };
      const uploaded = await siteCatalogue.uploadFiles(chosen, session, options);
      if (!uploaded.ok) return member.stillMember() ? { outcome: 'refused', problem: 'upload.failed' } : { outcome: 'loginRequired' };
      const sent = await siteCatalogue.sendContribution(
        { title: (input.title ?? '').trim(), content: (input.content ?? '').trim(), callId: input.callId, files: uploaded.value ?? [], formKey: input.formKey },
        session,
        options,
      );
      if (!sent.ok || sent.empty || !sent.value.id) return { outcome: 'refused', problem: 'contribution.failed' };
      return { outcome: 'sent', id: sent.value.id };
    }),
  }),
};

/**
 * The device an invite is recorded for: the session's device id, or for a reader without a session
 * (sessions keep only readers with tokens) a device cookie kept a year, so the same phone is the
 * same device the next time (SPEC §3 virtualDeviceId; never a secret).
 */
const INVITE_DEVICE_COOKIE = 'tn_device';
const DEVICE_ID = /^xy\d{8}\d{13}$/;
const YEAR_S = 365 * 24 * 3600;

function inviteDevice(context: { cookies: AstroCookies }, session: ReaderSessionHandle): string {
  if (session.tokens.deviceId) return session.tokens.deviceId;
  const kept = context.cookies.get(INVITE_DEVICE_COOKIE)?.value ?? '';
  if (DEVICE_ID.test(kept)) return kept;
  const made = newDeviceId();
  context.cookies.set(INVITE_DEVICE_COOKIE, made, { path: '/', httpOnly: true, sameSite: 'lax', secure: serverEnv().origin.secure, maxAge: YEAR_S });
  return made;
}

export const invite = {
  /** codeImeiRecord for this device and, when logged in, the member. */
  record: defineAction({
    accept: 'form',
    input: z.object({ code: z.string().regex(/^\d{4,12}$/) }),
    handler: readerAction(async ({ code }, reader, context): Promise<FormAnswer> => {
      const imei = inviteDevice(context, reader.session);
      const result = await siteCatalogue.recordInvite({ code, imei, userId: reader.memberId, name: '' }, reader.session, reader.options);
      if (!result.ok || result.empty) return { outcome: 'refused', problem: 'invite.failed' };
      if (result.value.code === '1002') return { outcome: 'sent' };
      return { outcome: 'refused', problem: result.value.code === '1003' ? 'invite.unknownCode' : 'invite.alreadyUsed' };
    }),
  }),
};

export const points = {
  /** The day's points for opening the site (event1 启动, once a day on the platform), signed by the catalogue. */
  claim: defineAction({
    accept: 'form',
    input: z.object({}).passthrough(),
    handler: memberAction(loginRequired, async (_input, member): Promise<FormAnswer> => {
      const result = await siteCatalogue.pointsEvent({ eType: DAILY_POINTS_EVENT, member: member.memberId, now: Date.now() }, member.session, member.options);
      if (!result.ok || result.empty) return { outcome: 'refused', problem: 'points.failed' };
      const earned = Number(result.value.result[0]?.score ?? 0);
      return earned > 0 ? { outcome: 'sent', score: earned } : { outcome: 'refused', problem: 'points.claimedToday' };
    }),
  }),
};
