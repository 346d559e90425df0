/**
 * The sign-up form of an activity (issue 16, SPEC §4–§5), UI-free: reading a posted form against the
 * activity's own form definition, the first problem of each field as a message, and the platform's
 * answer as what the page shows. The Action (actions/activityActions.ts) and the apply page use it,
 * so the form works the same as a plain form without JavaScript. The rules themselves are
 * lib/activityRules.ts `checkSignForm`; nothing here repeats them.
 */
import { checkSignForm, type FormFieldFacts, type SignFormProblem } from './activityRules.ts';
import type { SignUpAnswer } from '../contracts/activity.ts';

/** A posted value longer than this is not read at all (every field's own limit is far lower). */
export const MAX_POSTED_CHARS = 2000;

export interface SignUpFormField extends FormFieldFacts {
  label: string;
}

export interface ReadSignUp {
  values: Record<string, string>;
  problems: Record<string, SignFormProblem>;
  /** What saveActivity takes: realName and phone as their own fields, the rest as signForm. */
  submission: { realName: string; phone: string; fields: Record<string, string> };
}

type Posted = { get(name: string): unknown };

/** Reads the fields the activity's form defines (and only those) and checks them. */
export function readSignUpForm(form: Posted, fields: readonly SignUpFormField[]): ReadSignUp {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = form.get(field.key);
    values[field.key] = typeof raw === 'string' ? raw.slice(0, MAX_POSTED_CHARS).trim() : '';
  }
  const problems = checkSignForm(fields, values);
  const extra: Record<string, string> = {};
  for (const field of fields) if (field.key !== 'realName' && field.key !== 'phone' && values[field.key]) extra[field.key] = values[field.key]!;
  return { values, problems, submission: { realName: values.realName ?? '', phone: values.phone ?? '', fields: extra } };
}

export type ProblemMessageKey = `activity.problem.${SignFormProblem}`;

/** The message key and its variables for a field's problem. */
export function problemMessage(problem: SignFormProblem, field: Pick<SignUpFormField, 'label' | 'maxLength'>): { key: ProblemMessageKey; vars: Record<string, string | number> } {
  return { key: `activity.problem.${problem}`, vars: { label: field.label, max: field.maxLength } };
}

/** The platform's answer to saveActivity as the page's outcome: a success, or its refusal with its message. */
export function signUpAnswerOf(result: { success: boolean; message: string; registCode: string } | null, values: Record<string, string>): SignUpAnswer {
  if (!result) return { outcome: 'failed', message: '', problems: {}, values, registCode: '' };
  if (result.success) return { outcome: 'signedUp', message: result.message, problems: {}, values: {}, registCode: result.registCode };
  return { outcome: 'refused', message: result.message, problems: {}, values, registCode: '' };
}

/** Where a plain-form sign-up goes next: a success back to the activity (it shows 已报名), a login to the login page; null to show the form again. */
export function signUpRedirect(answer: Pick<SignUpAnswer, 'outcome'> | undefined, hrefs: { detail: string; login: string }): string | null {
  if (answer?.outcome === 'signedUp') return hrefs.detail;
  if (answer?.outcome === 'loginRequired') return hrefs.login;
  return null;
}
