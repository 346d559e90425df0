/**
 * The browser's side of `WechatAuthEnv` (src/stores/wechatAuth.ts): real storage, history,
 * navigation and timers, and the `reader.wechatLogin` Action. Shared by the shared-page overlay
 * and the login page's "WeChat login" button, so both run the one flow.
 */
import { actions } from 'astro:actions';
import type { KeyValueStorage } from '../lib/expiringStorage.ts';
import type { WechatAuthEnv } from '../stores/wechatAuth.ts';

/** Storage can be missing (old WebViews) or throw on access (blocked cookies): then it is absent. */
function storageNamed(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

export function wechatAuthEnv(config: { startUrl: string }): WechatAuthEnv {
  return {
    startUrl: config.startUrl,
    api: {
      async wechatLogin(code, state) {
        const { data, error } = await actions.reader.wechatLogin({ code, state });
        if (error || !data) throw error ?? new Error('reader.wechatLogin gave no answer');
        return data;
      },
    },
    storage: storageNamed('localStorage'),
    session: storageNamed('sessionStorage'),
    currentUrl: () => window.location.href,
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    // Replace, not push: Back from the page must not land on the redirect that sent the reader away.
    redirect: (url) => window.location.replace(url),
    schedule(run, ms) {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
    repeat(run, ms) {
      const timer = window.setInterval(run, ms);
      return () => window.clearInterval(timer);
    },
    now: () => Date.now(),
  };
}
