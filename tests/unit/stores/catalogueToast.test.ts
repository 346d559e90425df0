import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $catalogueToast, toastLoadFailure, toastNetworkError } from '../../../src/stores/platformErrors.ts';
import { toastText, type ToastKey } from '../../../src/browser/catalogueToast.ts';
import { keptAlive } from '../../../src/browser/keptAlive.ts';
import { loadFailureKind } from '../../../src/lib/chunkLoad.ts';
import { MESSAGES } from '../../../src/i18n/translate.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

/** The page's one toast (SPEC §8, docs/decisions/162): what sets it and what it says. */
beforeEach(() => $catalogueToast.set(null));

describe('the toast store', () => {
  it.each<[string, () => void, string]>([
    ['an Action that never reached the site: 网络错误', () => toastNetworkError(7), 'error.network'],
    ['a late stylesheet that failed: the CSS chunk error', () => toastLoadFailure('css', 7), 'error.cssChunkLoad'],
    ['code that failed: the chunk-load error', () => toastLoadFailure('chunk', 7), 'error.chunkLoad'],
  ])('%s', (_name, set, messageKey) => {
    set();
    expect($catalogueToast.get()).toEqual({ messageKey, message: null, at: 7 });
  });

  it('a newer toast replaces the one shown', () => {
    toastNetworkError(1);
    toastLoadFailure('css', 2);
    expect($catalogueToast.get()?.messageKey).toBe('error.cssChunkLoad');
  });
});

describe('toastText', () => {
  const KEYS: ToastKey[] = ['error.network', 'error.loginExpired', 'error.commentFailed', 'error.downloadAppForProgress', 'error.generic', 'error.cssChunkLoad', 'error.chunkLoad', 'msg.openInApp'];
  it.each(LOCALES.flatMap((locale) => KEYS.map((key) => [locale, key] as const)))('%s %s is the catalogue’s own text', (locale, key) => {
    expect(toastText({ messageKey: key, message: null, at: 0 }, locale)).toBe(MESSAGES[locale][key]);
  });

  it.each<[string, string, string | null, string]>([
    ['Chinese network error', 'error.network', null, '网络错误'],
    ['the platform’s own words win', 'error.commentFailed', '含有敏感词', '含有敏感词'],
    ['an unknown key reads as the generic error', 'error.nonsense', null, '出错了，请稍后再试'],
  ])('%s', (_name, messageKey, message, text) => {
    expect(toastText({ messageKey, message, at: 0 }, 'cn')).toBe(text);
  });
});

describe('loadFailureKind', () => {
  it.each<[unknown, 'css' | 'chunk']>([
    [new Error('Unable to preload CSS for /_astro/ArticleActions.abc.css'), 'css'],
    [new Error('Loading CSS chunk 12 failed'), 'css'],
    ['https://x/_astro/base.css', 'css'],
    [new Error('Failed to fetch dynamically imported module: /_astro/x.js'), 'chunk'],
    [undefined, 'chunk'],
  ])('%s → %s', (error, kind) => {
    expect(loadFailureKind(error)).toBe(kind);
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
