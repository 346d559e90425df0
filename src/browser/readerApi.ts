/**
 * The reader Actions as the stores want them (src/stores/reader.ts), and the browser's reaction to
 * a platform error (SPEC §8), for every island that needs to know who is reading.
 */
import { actions } from 'astro:actions';
import { loadReader, type ReaderApi } from '../stores/reader.ts';
import { ANONYMOUS_READER, type ReaderView } from '../contracts/reader.ts';
import { browserErrorEnv, reactToCatalogueError } from '../stores/platformErrors.ts';

export const readerApi: ReaderApi = {
  async state() {
    const { data, error } = await actions.reader.state({});
    return error || !data ? { reader: ANONYMOUS_READER, error: null } : data;
  },
};

/** The login page, returning here afterwards. */
export function loginHref(loginUrl: string): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here)}`;
}

/** Who is reading (asked once per page); a 1004 from the handshake reloads the page, at most 3 times. */
export function readerForPage(loginUrl: string): Promise<ReaderView> {
  return loadReader(readerApi, (error) => reactToCatalogueError(error, browserErrorEnv(loginHref(loginUrl))));
}

/**
 * The host app's JavaScript bridge, when the page runs inside it: an object on `window` named
 * after the app's user-agent marker (by default `xyApp`) with `refreshLogin()` and `clearUser()`.
 * Missing methods are skipped, so a page outside the app or an older app does nothing.
 */
export function hostAppBridge(marker = 'xyApp'): { refreshLogin?(): void; clearUser?(): void } | undefined {
  const bridge: unknown = Reflect.get(window, marker);
  if (!bridge || typeof bridge !== 'object') return undefined;
  const method = (name: string) => {
    const fn: unknown = Reflect.get(bridge, name);
    return typeof fn === 'function' ? () => void Reflect.apply(fn, bridge, []) : undefined;
  };
  return { refreshLogin: method('refreshLogin'), clearUser: method('clearUser') };
}
