/**
 * What every catalogue call returns. Three states, so pages never confuse "nothing there" with
 * "went wrong":
 *   { ok: true, empty: false, value }  the platform answered with data (status 0)
 *   { ok: true, empty: true, value: null }  a valid answer with nothing in it: status 1, status 0 without
 *                                      data, `data: "empty"`, or a detail without an id
 *   { ok: false, error }               anything else, with a typed error (see errorCatalogue.ts)
 * Failures never throw: transport errors, time-outs and cancellations are errors of kind
 * 'transport', 'timeout' and 'cancel' (SPEC §8 "rejected").
 */
import type { ClientReaction } from '../lib/clientReaction.ts';

/** SPEC §8 message keys; the texts live in i18n. */
export type CatalogueMessageKey = 'error.downloadAppForProgress' | 'error.commentFailed' | 'error.loginExpired' | 'error.network' | 'error.generic';

export type CatalogueErrorKind =
  /** Network failure, refused connection, unreadable body. */
  | 'transport'
  | 'timeout'
  /** Aborted by the caller (e.g. a newer request of the same list). */
  | 'cancel'
  /** Non-2xx HTTP without a platform envelope. */
  | 'http'
  /** The answer did not match the call's schema. */
  | 'invalid'
  /** A platform status without a special meaning: negative, or positive other than 1. */
  | 'platform'
  /** 10201 */
  | 'downloadApp'
  /** 10202–10204 */
  | 'commentFailed'
  /** 1004: the app auth token/secret are no longer valid. */
  | 'authInvalid'
  /** 10111 when the retry did not help or could not happen on the server (host app). */
  | 'tokenExpired'
  /** 10102, 10103 */
  | 'loginRequired'
  /** The call needs configuration that is missing (e.g. an SM4 key). */
  | 'config';

export interface CatalogueError {
  kind: CatalogueErrorKind;
  /** Platform status code when there was one. */
  code: number | null;
  /** Key of the text to show when `message` is null or should not be shown. */
  messageKey: CatalogueMessageKey;
  /** The platform's own message, when it gave one that may be shown. */
  message: string | null;
  /** The SSO's i18n key of the refusal (`name_or_pwd_error`), when it named one. */
  reason?: string;
  /** Name of the call, for logs. */
  call: string;
  httpStatus?: number;
  reaction: ClientReaction;
}

export type Result<T, E = CatalogueError> = { ok: true; empty: false; value: T } | { ok: true; empty: true; value: null } | { ok: false; error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, empty: false, value };
}

export function empty(): { ok: true; empty: true; value: null } {
  return { ok: true, empty: true, value: null };
}

export function fail<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/**
 * The value, or a fallback for empty and failed results: "failed lists leave data empty" (SPEC §7).
 * A missing result is a call that was never made (the page's input named nothing to ask for), which
 * reads the same as "nothing there".
 */
export function valueOr<T, F>(result: Result<T, unknown> | null | undefined, fallback: F): T | F {
  return result && result.ok && !result.empty ? result.value : fallback;
}

/**
 * The real platform answers an unknown id with a negative status ("target … not exist"), which the
 * engine reports as a platform error: for a page that is "not found", not "could not load".
 */
export function isUnknownId(result: Result<unknown> | null): boolean {
  return result !== null && !result.ok && result.error.kind === 'platform';
}

/** A failure that deserves the "could not load" state: a call that failed for another reason than an unknown id. */
export function failedToLoad(result: Result<unknown> | null): boolean {
  return result !== null && !result.ok && !isUnknownId(result);
}

/** Transforms a successful value, keeping empty and error states. */
export function mapResult<T, U, E>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  if (!result.ok) return result;
  if (result.empty) return result;
  return { ok: true, empty: false, value: fn(result.value) };
}
