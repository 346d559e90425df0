/**
 * Registers the offline reading worker (docs/decisions/152) once the page has loaded and the
 * browser is idle: nothing of it runs before. Where there is no service worker (iOS WebViews,
 * WeChat on iOS) or the registration fails (the server refuses the worker inside the host app and
 * WeChat), the site works as before, without offline reading.
 */
import { OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';

export function registerOfflineReading(basePath: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${basePath}/${OFFLINE_WORKER_FILE}`, { scope: `${basePath}/`, updateViaCache: 'none' }).catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
