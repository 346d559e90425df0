/**
 * What the writing Actions answer (a comment, a question, a circle post; SPEC §4–§8): written, the
 * login first, or a refusal with a message key and the platform's own words.
 */

/** A send that went through: shown at once, or held for review (a form's answer may say more, e.g. what it wrote). */
export interface WrittenAnswer {
  outcome: 'posted' | 'underReview';
}

export type WritingAnswer<Refusal extends string, Written extends WrittenAnswer> = Written | { outcome: 'loginRequired' } | { outcome: 'refused'; messageKey: Refusal; message: string | null };
