/**
 * What the services forms answer, and how a page carries that answer across its redirect (post,
 * redirect, get): only known message keys and small numbers travel in the query, never free text.
 */
export type FormProblem =
  | 'tipoff.enterContent'
  | 'tipoff.tooLong'
  | 'tipoff.failed'
  | 'msg.enterName'
  | 'contribution.tooLong'
  | 'contribution.failed'
  | 'upload.format'
  | 'upload.tooLarge'
  | 'upload.tooMany'
  | 'upload.totalTooLarge'
  | 'upload.failed'
  | 'invite.failed'
  | 'invite.unknownCode'
  | 'invite.alreadyUsed'
  | 'points.failed'
  | 'points.claimedToday';

export const FORM_PROBLEMS: readonly FormProblem[] = [
  'tipoff.enterContent',
  'tipoff.tooLong',
  'tipoff.failed',
  'msg.enterName',
  'contribution.tooLong',
  'contribution.failed',
  'upload.format',
  'upload.tooLarge',
  'upload.tooMany',
  'upload.totalTooLarge',
  'upload.failed',
  'invite.failed',
  'invite.unknownCode',
  'invite.alreadyUsed',
  'points.failed',
  'points.claimedToday',
];

export type FormAnswer = { outcome: 'sent'; id?: number; score?: number } | { outcome: 'loginRequired' } | { outcome: 'refused'; problem: FormProblem };

/** The behaviour the points page's daily claim records (event1; PLATFORM.md §5.2 eventTypes). */
export const DAILY_POINTS_EVENT = '启动';

/** The query a page redirects to after a form: `sent=1[&id=…][&score=…]` or `problem=<key>`. */
export function answerQuery(answer: FormAnswer): Record<string, string> {
  if (answer.outcome === 'sent') return { sent: '1', ...(answer.id ? { id: String(answer.id) } : {}), ...(answer.score ? { score: String(answer.score) } : {}) };
  if (answer.outcome === 'refused') return { problem: answer.problem };
  return {};
}

/** The answer a page shows, read back from its query; anything unknown reads as no answer. */
export function answerOfQuery(query: URLSearchParams): { sent: boolean; problem: FormProblem | null; score: number } {
  const problem = query.get('problem');
  const score = Number(query.get('score'));
  return {
    sent: query.get('sent') === '1',
    problem: FORM_PROBLEMS.find((known) => known === problem) ?? null,
    score: Number.isInteger(score) && score > 0 && score < 10_000 ? score : 0,
  };
}
