import { atom } from 'nanostores';
import type { ClientCatalogueError } from '../contracts/platformErrors.ts';

/**
 * The browser half of the error catalogue (SPEC §8). Islands get typed errors from Actions (the
 * server half is src/catalogue/errorCatalogue.ts) and hand them here. This module knows no platform
 * secret and imports nothing from the catalogue: it only reads the error's `reaction`.
 */

/** A toast to show: the server's own message when it gave one, else the i18n key. */
export interface CatalogueToast {
  messageKey: string;
  message: string | null;
  at: number;
}

export const $catalogueToast = atom<CatalogueToast | null>(null);

/** sessionStorage key counting reloads caused by 1004 in this browser session. */
export const AUTH_RELOAD_COUNT_KEY = 'catalogueAuthReloads';

export interface ErrorReactionEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  navigate(url: string): void;
  loginUrl: string;
  /** The host app's bridge; absent outside the native client. Placeholders until the bridge exists. */
  bridge?: { refreshLogin?(): void; clearUser?(): void };
  schedule?(fn: () => void, ms: number): void;
  now?(): number;
}

export type ErrorReactionOutcome = 'ignored' | 'toast' | 'reloaded' | 'reloadLimitReached' | 'askedApp' | 'loginScheduled';

function toast(error: ClientCatalogueError, env: ErrorReactionEnv, messageKey = error.messageKey, message = error.message): void {
  $catalogueToast.set({ messageKey, message, at: env.now?.() ?? Date.now() });
}

export function reactToCatalogueError(error: ClientCatalogueError, env: ErrorReactionEnv): ErrorReactionOutcome {
  const reaction = error.reaction;
  switch (reaction.type) {
    case 'toast':
      toast(error, env);
      return 'toast';
    case 'reload': {
      // 1004: the server already dropped its auth; a reload re-runs the handshake. Stop after the limit.
      const attempts = Number(env.storage.getItem(AUTH_RELOAD_COUNT_KEY)) || 0;
      if (attempts >= reaction.maxAttempts) return 'reloadLimitReached';
      env.storage.setItem(AUTH_RELOAD_COUNT_KEY, String(attempts + 1));
      env.reload();
      return 'reloaded';
    }
    case 'askAppRefresh':
      env.bridge?.refreshLogin?.();
      // The server words the expiry in the reader's language (src/actions/memberAction.ts).
      toast(error, env, 'error.loginExpired', error.message);
      return 'askedApp';
    case 'goToLogin': {
      env.bridge?.clearUser?.();
      const schedule = env.schedule ?? ((fn: () => void, ms: number) => void setTimeout(fn, ms));
      schedule(() => env.navigate(env.loginUrl), reaction.delayMs);
      return 'loginScheduled';
    }
    default:
      return 'ignored';
  }
}

/**
 * SPEC §8 网络错误: an Action call that never reached the site (the reader's network failed, the
 * fetch was refused) toasts the network error; the Action's own place then shows its failure too.
 */
export const toastNetworkError = (now = Date.now()): void => $catalogueToast.set({ messageKey: 'error.network', message: null, at: now });

/** SPEC §8's CSS chunk error: a late stylesheet that could not load; the reader is told to reload. */
export const toastStylesheetFailure = (now = Date.now()): void => $catalogueToast.set({ messageKey: 'error.cssChunkLoad', message: null, at: now });

/** The usual browser environment; call only in the browser. */
export function browserErrorEnv(loginUrl: string, bridge?: ErrorReactionEnv['bridge']): ErrorReactionEnv {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    loginUrl,
    bridge,
  };
}
