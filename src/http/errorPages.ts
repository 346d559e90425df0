import type http from 'node:http';
import { STATUS_CODES } from 'node:http';

/**
 * The answers the server gives before (or instead of) Astro: a refused method, host or body, and
 * the last-resort page when something unexpected throws. Small, static, never a stack trace, never
 * cached, and framed by nobody.
 */
const MESSAGES: Record<number, { cn: string; en: string }> = {
  400: { cn: '请求有误', en: 'Bad request' },
  403: { cn: '不允许的请求来源', en: 'Forbidden origin' },
  405: { cn: '不支持的请求方法', en: 'Method not allowed' },
  413: { cn: '请求内容过大', en: 'Request body too large' },
  500: { cn: '服务暂时不可用，请稍后再试', en: 'The service is temporarily unavailable. Please try again later.' },
  503: { cn: '访问人数过多，请稍后再试', en: 'Too many readers at once. Please try again in a moment.' },
};

const BASE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function pageFor(status: number, homeUrl: string): string {
  const message = MESSAGES[status] ?? { cn: '请求有误', en: STATUS_CODES[status] ?? 'Error' };
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message.cn}</title><h1>${message.cn}</h1><p lang="en">${message.en}</p><p><a href="${homeUrl}">首页 · Home</a></p></html>`;
}

/**
 * Sends the designed page for `status`, or, when headers already went out, ends the response.
 * With `endAfter`, the answer is written at once but the response (and with it a `Connection:
 * close` socket) ends only when that settles: a refused upload is read off the wire first.
 */
export function sendErrorPage(res: http.ServerResponse, status: number, homeUrl: string, extraHeaders: Record<string, string> = {}, endAfter?: Promise<void>): void {
  send(res, status, 'text/html; charset=utf-8', Buffer.from(pageFor(status, homeUrl)), extraHeaders, endAfter);
}

/** The same refusal for Actions and other JSON callers. */
export function sendJsonError(res: http.ServerResponse, status: number, extraHeaders: Record<string, string> = {}, endAfter?: Promise<void>): void {
  const message = MESSAGES[status]?.en ?? STATUS_CODES[status] ?? 'Error';
  const body = Buffer.from(JSON.stringify({ type: 'AstroActionError', code: (STATUS_CODES[status] ?? 'ERROR').toUpperCase().replace(/\W+/g, '_'), status, message }));
  send(res, status, 'application/json; charset=utf-8', body, extraHeaders, endAfter);
}

/** A 503 for a body refused unread (docs/decisions/122): try again in 5 s, on a new connection. */
export const BODY_BUSY_HEADERS: Readonly<Record<string, string>> = { 'retry-after': '5', connection: 'close' };

/** The bundled platform's 503, in the platform's own envelope, when too many bodies are held at once. */
export function sendPlatformBusy(res: http.ServerResponse, endAfter?: Promise<void>): void {
  const body = Buffer.from(JSON.stringify({ status: -1, message: MESSAGES[503]!.cn, data: {} }));
  send(res, 503, 'application/json; charset=utf-8', body, BODY_BUSY_HEADERS, endAfter);
}

function send(res: http.ServerResponse, status: number, type: string, body: Buffer, extraHeaders: Record<string, string>, endAfter: Promise<void> | undefined): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // Headers set earlier for a page (cookies, cache policy) belong to an answer that is not being given.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, { ...BASE_HEADERS, ...extraHeaders, 'content-type': type, 'content-length': String(body.length) });
  if (!endAfter) {
    res.end(body);
    return;
  }
  res.write(body);
  void endAfter.then(() => res.end());
}
