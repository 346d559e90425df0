/**
 * The server's two parts in offline reading (docs/decisions/152): the worker script itself, which
 * the host app and WeChat do not get, and the mark on a light answer that the worker must not keep.
 */
import type http from 'node:http';
import { OFFLINE_KEEP_HEADER, OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';
import { decideLight, LIGHT_COOKIE, LIGHT_QUERY } from '../lib/lightPages.ts';
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

/**
 * A light page (docs/decisions/153, decided by the rule the pages use) gets an answer the worker
 * will not keep: its cookie is httpOnly, so the worker cannot tell by itself.
 */
export function markLightAnswer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '';
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)) : null;
  const light = decideLight({ query: query?.get(LIGHT_QUERY) ?? null, cookie: parseCookieHeader(req.headers.cookie).get(LIGHT_COOKIE), saveData: req.headers['save-data'] });
  if (light) res.setHeader(OFFLINE_KEEP_HEADER, 'no');
}
