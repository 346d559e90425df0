/**
 * The server's two parts in offline reading (docs/decisions/152): the worker script itself, which
 * the host app and WeChat do not get, and the mark on a light answer that the worker must not keep.
 */
import type http from 'node:http';
import { asksLight, OFFLINE_KEEP_HEADER, OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';
import { readClientEnv } from '../lib/clientEnv.ts';
import { parseCookieHeader } from '../lib/tolerantInput.ts';

/** The worker under BASE_PATH (the one pages register) and at the host root, where static files also answer. */
export function isOfflineWorkerPath(path: string, basePath: string): boolean {
  return path === `${basePath}/${OFFLINE_WORKER_FILE}` || path === `/${OFFLINE_WORKER_FILE}`;
}

/**
 * Inside the host app (it has its own offline reading) and WeChat's browser (see the ADR) the
 * worker is not found, so the registration fails and no worker ever runs there. Never cached.
 */
export function refuseOfflineWorker(req: http.IncomingMessage, res: http.ServerResponse, nativeAppMarker: string): boolean {
  const client = readClientEnv(String(req.headers['user-agent'] ?? ''), nativeAppMarker);
  if (!client.inNativeApp && !client.inWeChat) return false;
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(req.method === 'HEAD' ? undefined : 'not found');
  return true;
}

/** A request for the light page (Save-Data: on, or a cookie named light…) gets an answer the worker will not keep. */
export function markLightAnswer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const saveData = req.headers['save-data'];
  const cookieNames = [...parseCookieHeader(req.headers.cookie).keys()];
  if (asksLight({ saveData: typeof saveData === 'string' ? saveData : null, browserSaveData: false, cookieNames })) res.setHeader(OFFLINE_KEEP_HEADER, 'no');
}
