/**
 * Registers the offline reading worker (docs/decisions/152) a moment after the page has loaded:
 * nothing of it runs before. Where there is no service worker (iOS WebViews, WeChat on iOS) or the
 * registration fails (the server refuses the worker inside the host app and WeChat), the site
 * works as before, without offline reading. Kept this small on purpose: every page runs it.
 */
import { OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';

export function registerOfflineReading(basePath: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => setTimeout(() => navigator.serviceWorker.register(`${basePath}/${OFFLINE_WORKER_FILE}`, { scope: `${basePath}/`, updateViaCache: 'none' }).catch(() => undefined), 1000);
  // The page's scripts themselves load after `load` (docs/decisions/167), so it has usually happened.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
