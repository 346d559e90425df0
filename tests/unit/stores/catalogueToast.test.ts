import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $catalogueToast, reactToCatalogueError, toastNetworkError, toastStylesheetFailure, type ErrorReactionEnv } from '../../../src/stores/platformErrors.ts';
import { provideToastTexts, toastText } from '../../../src/browser/catalogueToast.ts';
import { TOAST_MESSAGES } from '../../../src/contracts/platformErrors.ts';
import { pickMessages } from '../../../src/i18n/translate.ts';
import { keptAlive } from '../../../src/browser/keptAlive.ts';
import { errorForStatus } from '../../../src/catalogue/errorCatalogue.ts';
import { MESSAGES } from '../../../src/i18n/translate.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

/** The page's one toast (SPEC §8, docs/decisions/162): what sets it and what it says. */
beforeEach(() => $catalogueToast.set(null));

const env: ErrorReactionEnv = {
  storage: { getItem: () => null, setItem: () => undefined },
  reload: () => undefined,
  navigate: () => undefined,
  loginUrl: '/login.html',
  schedule: () => undefined,
  now: () => 7,
};

describe('the toast store', () => {
  it.each<[string, () => void, string | null]>([
    ['an Action that never reached the site: 网络错误', () => toastNetworkError(7), 'error.network'],
    ['a late stylesheet that failed: the CSS chunk error', () => toastStylesheetFailure(7), 'error.cssChunkLoad'],
    ['10111 in the host app: the expiry message', () => reactToCatalogueError(errorForStatus(10111, 'x', { call: 'discuss', inNativeApp: true }), env), 'error.loginExpired'],
    ['10102 in the host app: no toast, the login follows', () => reactToCatalogueError(errorForStatus(10102, 'x', { call: 'discuss', inNativeApp: true }), env), null],
    ['1004: no toast, the page reloads', () => reactToCatalogueError(errorForStatus(1004, 'x', { call: 'vote', inNativeApp: false }), env), null],
  ])('%s', (_name, set, messageKey) => {
    set();
    expect($catalogueToast.get()).toEqual(messageKey ? { messageKey, message: null, at: 7 } : null);
  });

  it('a newer toast replaces the one shown', () => {
    toastNetworkError(1);
    toastStylesheetFailure(2);
    expect($catalogueToast.get()?.messageKey).toBe('error.cssChunkLoad');
  });
});

describe('toastText', () => {
  it.each(LOCALES.flatMap((locale) => TOAST_MESSAGES.map((key) => [locale, key] as const)))('%s %s: the island bundle’s text', (locale, key) => {
    expect(toastText({ messageKey: key, message: null, at: 0 }, pickMessages(locale, TOAST_MESSAGES))).toBe(MESSAGES[locale][key]);
  });

  it.each<[string, string, string | null, string | null]>([
    ['Chinese network error', 'error.network', null, '网络错误'],
    ['the words that came with the error win (the server’s expiry message)', 'error.loginExpired', '用户登录信息已过期，请重新进入页面', '用户登录信息已过期，请重新进入页面'],
    ['a key the toast has no text for shows nothing (its place says it)', 'error.commentFailed', null, null],
  ])('%s', (_name, messageKey, message, text) => {
    expect(toastText({ messageKey, message, at: 0 }, pickMessages('cn', TOAST_MESSAGES))).toBe(text);
  });

  it('the first island’s bundle stays', () => {
    expect(toastText({ messageKey: 'error.network', message: null, at: 0 })).toBeNull();
    provideToastTexts(pickMessages('cn', TOAST_MESSAGES));
    provideToastTexts(pickMessages('en', TOAST_MESSAGES));
    expect(toastText({ messageKey: 'error.network', message: null, at: 0 })).toBe('网络错误');
    expect(toastText({ messageKey: 'error.cssChunkLoad', message: null, at: 0 })).toBe('页面样式加载失败，请刷新重试');
  });
});

describe('keptAlive', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('the fetch started inside is made with keepalive, and fetch is itself again afterwards, even after a throw', async () => {
    const seen: (RequestInit | undefined)[] = [];
    const fake = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => (seen.push(init), new Response('{}')));
    globalThis.fetch = fake;
    await keptAlive(() => fetch('/_actions/article.like', { method: 'POST', body: '{}' }));
    expect(seen).toEqual([{ method: 'POST', body: '{}', keepalive: true }]);
    expect(globalThis.fetch).toBe(fake);
    expect(() =>
      keptAlive(() => {
        throw new Error('x');
      }),
    ).toThrow('x');
    expect(globalThis.fetch).toBe(fake);
    await fetch('/later');
    expect(seen[1]).toBeUndefined();
  });
});
