import type { CatalogueError, CatalogueErrorKind, CatalogueMessageKey } from './result.ts';
import type { ClientReaction } from '../lib/clientReaction.ts';

/**
 * SPEC §8, implemented once. The server half: turns a platform status (or a transport outcome)
 * into a typed error that says what the browser should do. The retry of 10111 and the reset of the
 * app auth on 1004 happen in catalogueEngine.ts; the browser half is src/stores/platformErrors.ts.
 */

/** 1004: reload at most this many times per browser session. */
export const AUTH_RELOAD_MAX_ATTEMPTS = 3;
/** 10102/10103: delay before the host app goes to login. */
export const LOGIN_REDIRECT_DELAY_MS = 1_000;

export const STATUS_DOWNLOAD_APP = 10201;
export const STATUS_COMMENT_FAILED: readonly number[] = [10202, 10203, 10204];
export const STATUS_AUTH_INVALID = 1004;
export const STATUS_TOKEN_EXPIRED = 10111;
export const STATUS_LOGIN_REQUIRED: readonly number[] = [10102, 10103];

export interface ErrorContext {
  call: string;
  /** The reader is inside the provider's native client. */
  inNativeApp: boolean;
}

function error(kind: CatalogueErrorKind, code: number | null, messageKey: CatalogueMessageKey, message: string | null, reaction: ClientReaction, ctx: ErrorContext): CatalogueError {
  return { kind, code, messageKey, message, reaction, call: ctx.call };
}

function usable(message: unknown): string | null {
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/** The error for a non-success platform status (anything but 0 with data and 1). */
export function errorForStatus(status: number, message: unknown, ctx: ErrorContext): CatalogueError {
  const text = usable(message);
  if (status === STATUS_DOWNLOAD_APP) return error('downloadApp', status, 'error.downloadAppForProgress', null, { type: 'toast' }, ctx);
  if (STATUS_COMMENT_FAILED.includes(status)) return error('commentFailed', status, 'error.commentFailed', text, { type: 'toast' }, ctx);
  if (status === STATUS_AUTH_INVALID) {
    return error('authInvalid', status, 'error.generic', text, { type: 'reload', maxAttempts: AUTH_RELOAD_MAX_ATTEMPTS }, ctx);
  }
  if (status === STATUS_TOKEN_EXPIRED) {
    return ctx.inNativeApp
      ? error('tokenExpired', status, 'error.loginExpired', null, { type: 'askAppRefresh' }, ctx)
      : error('tokenExpired', status, 'error.loginExpired', text, { type: 'toast' }, ctx);
  }
  if (STATUS_LOGIN_REQUIRED.includes(status)) {
    return error('loginRequired', status, 'error.loginExpired', text, ctx.inNativeApp ? { type: 'goToLogin', delayMs: LOGIN_REDIRECT_DELAY_MS } : { type: 'toast' }, ctx);
  }
  return error('platform', status, 'error.generic', text, { type: 'none' }, ctx);
}

export function transportError(ctx: ErrorContext, kind: 'transport' | 'timeout' | 'cancel', httpStatus?: number): CatalogueError {
  const err = error(kind, null, 'error.network', null, { type: 'none' }, ctx);
  return httpStatus === undefined ? err : { ...err, httpStatus };
}

export function httpError(ctx: ErrorContext, httpStatus: number): CatalogueError {
  return { ...error('http', null, 'error.network', null, { type: 'none' }, ctx), httpStatus };
}

export function invalidResponseError(ctx: ErrorContext): CatalogueError {
  return error('invalid', null, 'error.generic', null, { type: 'none' }, ctx);
}

export function configError(ctx: ErrorContext): CatalogueError {
  return error('config', null, 'error.generic', null, { type: 'none' }, ctx);
}
