import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Forms and JSON: far above any real call (a comment, a sign-up form), far below a memory problem. */
export const MAX_BODY_BYTES = 1_000_000;

export interface BodyLimitRule {
  /** Path prefix (under the platform root) that has its own cap, e.g. the upload group. */
  prefix: string;
  maxSize: number;
  message: string;
}

/**
 * One body limit for every platform route, counted while the body streams in (hono/body-limit), so
 * a chunked body without a Content-Length is cut off at the cap instead of being buffered whole.
 * Routes under a rule's prefix get that rule's cap instead. Too large: 413 with the error envelope.
 */
export function platformBodyLimit(rules: readonly BodyLimitRule[] = []): MiddlewareHandler {
  const limit = (maxSize: number, message: string) => bodyLimit({ maxSize, onError: (c) => c.json({ status: -1, message, data: {} }, 413) });
  const fallback = limit(MAX_BODY_BYTES, '请求体过大');
  const own = rules.map((rule) => ({ prefix: rule.prefix, handler: limit(rule.maxSize, rule.message) }));
  return (c, next) => (own.find((rule) => c.req.path.startsWith(rule.prefix))?.handler ?? fallback)(c, next);
}
