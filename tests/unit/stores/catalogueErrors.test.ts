import { beforeEach, describe, expect, it } from 'vitest';
import { $catalogueToast, AUTH_RELOAD_COUNT_KEY, reactToCatalogueError, type ErrorReactionEnv } from '../../../src/stores/platformErrors.ts';
import type { ClientCatalogueError } from '../../../src/contracts/platformErrors.ts';
import { errorForStatus } from '../../../src/catalogue/errorCatalogue.ts';
import type { CatalogueError } from '../../../src/catalogue/result.ts';

function fakeEnv() {
  const store = new Map<string, string>();
  const log: string[] = [];
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  const env: ErrorReactionEnv = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    reload: () => log.push('reload'),
    navigate: (url) => log.push(`navigate ${url}`),
    loginUrl: '/login.html',
    bridge: { refreshLogin: () => log.push('app refresh'), clearUser: () => log.push('app clear user') },
    schedule: (fn, ms) => void scheduled.push({ fn, ms }),
    now: () => 1,
  };
  return { env, store, log, scheduled };
}

const ctx = (inNativeApp: boolean) => ({ call: 'x', inNativeApp });

beforeEach(() => $catalogueToast.set(null));

describe('browser reactions to catalogue errors', () => {
  it('the server error type fits the client type', () => {
    const server: CatalogueError = errorForStatus(10201, '', ctx(false));
    const client: ClientCatalogueError = server;
    expect(client.messageKey).toBe('error.downloadAppForProgress');
  });

  it('10201 and 10202–10204 toast (server message first)', () => {
    const { env } = fakeEnv();
    expect(reactToCatalogueError(errorForStatus(10201, null, ctx(false)), env)).toBe('toast');
    expect($catalogueToast.get()).toEqual({ messageKey: 'error.downloadAppForProgress', message: null, at: 1 });
    reactToCatalogueError(errorForStatus(10203, '含有敏感词', ctx(false)), env);
    expect($catalogueToast.get()).toMatchObject({ messageKey: 'error.commentFailed', message: '含有敏感词' });
  });

  it('1004 reloads at most 3 times per session, then does nothing', () => {
    const { env, store, log } = fakeEnv();
    const error = errorForStatus(1004, 'auth', ctx(false));
    const outcomes = [1, 2, 3, 4, 5].map(() => reactToCatalogueError(error, env));
    expect(outcomes).toEqual(['reloaded', 'reloaded', 'reloaded', 'reloadLimitReached', 'reloadLimitReached']);
    expect(log).toEqual(['reload', 'reload', 'reload']);
    expect(store.get(AUTH_RELOAD_COUNT_KEY)).toBe('3');
  });

  it('10111 in the host app asks the app and toasts the expiry message', () => {
    const { env, log } = fakeEnv();
    expect(reactToCatalogueError(errorForStatus(10111, 'x', ctx(true)), env)).toBe('askedApp');
    expect(log).toEqual(['app refresh']);
    expect($catalogueToast.get()).toMatchObject({ messageKey: 'error.loginExpired' });
  });

  it('10102/10103 in the host app clear the user and go to login after 1 s', () => {
    const { env, log, scheduled } = fakeEnv();
    expect(reactToCatalogueError(errorForStatus(10102, null, ctx(true)), env)).toBe('loginScheduled');
    expect(log).toEqual(['app clear user']);
    expect(scheduled[0]?.ms).toBe(1000);
    scheduled[0]?.fn();
    expect(log).toEqual(['app clear user', 'navigate /login.html']);
  });

  it('plain platform errors are left to the caller', () => {
    const { env, log } = fakeEnv();
    expect(reactToCatalogueError(errorForStatus(-1, 'x', ctx(false)), env)).toBe('ignored');
    expect(log).toEqual([]);
    expect($catalogueToast.get()).toBeNull();
  });
});
