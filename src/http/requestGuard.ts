import type http from 'node:http';
import { requestHostAllowed, sameSiteOrigin, type OriginPolicy } from '../config/siteOrigin.ts';
import { bytesToReserve, releaseWhenAnswered, type BodyBudget } from './bodyBudget.ts';

/**
 * What the server checks before a request reaches Astro: the host it names, the method, where a
 * state-changing request comes from, and the size of its body. Each refusal is a 4xx with a reason;
 * nothing here throws.
 */
export type RequestTarget = 'page' | 'action';

export type Refusal = { status: 400 | 403 | 405 | 413 | 503; headers?: Record<string, string> };

/** Actions and form posts carry small JSON or form bodies; uploads go to the platform, with their own cap. */
export const SITE_BODY_LIMIT_BYTES = 1024 * 1024;
/** A comment carries up to 9 photos of 5 MB each (docs/decisions/072), the platform's own cap. */
export const COMMENT_BODY_LIMIT_BYTES = 9 * 5 * 1024 * 1024 + 64 * 1024;
const COMMENT_POST = /(?:\/_actions\/comment\.post(?:[/?]|$)|[?&]_action=comment\.post(?:&|$))/;
/** A tip-off or a contribution carries at most 20 MB of files together (src/lib/uploadRules.ts). */
export const MEDIA_FORM_BODY_LIMIT_BYTES = 20 * 1024 * 1024 + 64 * 1024;
const MEDIA_FORM_POST = /(?:\/_actions\/(?:tipoff\.send|contribution\.send)(?:[/?]|$)|[?&]_action=(?:tipoff\.send|contribution\.send)(?:&|$))/;

/** The body limit of a request: a multipart comment post's photos, a tip-off's or contribution's files, or the site's small one. */
export function bodyLimitOf(url: string, contentType: string | undefined): number {
  if (!/^multipart\/form-data/i.test(contentType ?? '')) return SITE_BODY_LIMIT_BYTES;
  if (COMMENT_POST.test(url)) return COMMENT_BODY_LIMIT_BYTES;
  return MEDIA_FORM_POST.test(url) ? MEDIA_FORM_BODY_LIMIT_BYTES : SITE_BODY_LIMIT_BYTES;
}

const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-for', 'forwarded'];

/** The request announces a body (a length above zero, or chunks). */
export function hasRequestBody(req: http.IncomingMessage): boolean {
  return (req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined;
}

export function targetOf(path: string, actionsPrefix: string): RequestTarget {
  return path.startsWith(actionsPrefix) ? 'action' : 'page';
}

function allowedMethods(target: RequestTarget, search: string): string[] {
  if (target === 'action') return ['POST'];
  // Astro's form Actions post to the page itself with `?_action=name`.
  return /(?:^|[?&])_action=/.test(search) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

export function checkRequest(req: http.IncomingMessage, target: RequestTarget, search: string, policy: OriginPolicy): Refusal | null {
  if (!requestHostAllowed(req.headers as Record<string, string>, policy)) return { status: 400 };
  const methods = allowedMethods(target, search);
  if (!methods.includes(req.method ?? '')) return { status: 405, headers: { allow: methods.join(', ') } };
  if (req.method === 'POST') {
    const origin = req.headers.origin;
    if (origin !== undefined && !sameSiteOrigin(origin, policy)) return { status: 403 };
    if (req.headers['sec-fetch-site'] === 'cross-site') return { status: 403 };
    const length = req.headers['content-length'];
    if (length !== undefined && !(Number(length) <= bodyLimitOf(req.url ?? '', req.headers['content-type']))) return { status: 413, headers: { connection: 'close' } };
  }
  return null;
}

/**
 * Makes the request say only what configuration allows: the public host in Host, and no
 * X-Forwarded-* unless a trusted proxy set them. Everything after this point (Astro.url, cookies'
 * Secure flag, client addresses) reads a request the reader could not bend.
 */
export function pinRequestOrigin(req: http.IncomingMessage, policy: OriginPolicy): void {
  dropUntrustedForwarding(req, policy);
  req.headers.host = policy.host;
}

/** Forwarding headers count only when a trusted proxy (TRUST_PROXY) put them there; `keep` names those that stay anyway. */
export function dropUntrustedForwarding(req: http.IncomingMessage, policy: OriginPolicy, keep: readonly string[] = []): void {
  if (policy.trustProxy) return;
  const dropped = FORWARDED_HEADERS.filter((name) => !keep.includes(name));
  for (const name of dropped) delete req.headers[name];
  // Some readers (the bundled platform's Hono adapter) build their headers from the raw list.
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (!dropped.includes(req.rawHeaders[i]!.toLowerCase())) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  req.rawHeaders = raw;
}

/** How long, and how much, of a refused body is still read (and dropped) so the refusal arrives. */
const DISCARD_MS = 2_000;
const DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * Keeps reading a refused body for a moment, throwing it away; resolves when the body ended, or
 * when enough was dropped. Closing a socket with unread data makes the kernel send a reset, and a
 * client still sending would lose the 413 it was already sent.
 */
export function discardRest(req: http.IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DISCARD_BYTES) done();
    };
    const timer = setTimeout(done, DISCARD_MS);
    timer.unref();
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
}

/**
 * Reads a body of at most `limit` bytes into memory. Past the limit it stops reading at once and
 * answers 'too-large', so a chunked upload without Content-Length cannot grow the process.
 */
export function readLimitedBody(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: Buffer | 'too-large' | 'aborted') => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => settle(Buffer.concat(chunks, size)));
    req.once('error', () => settle('aborted'));
    req.once('close', () => settle('aborted'));
  });
}

/**
 * Reads a POST body of at most `limit` bytes while holding its size in the process's `budget`
 * (bodyBudget.ts) until the answer is sent. 'busy' when the budget has no room: nothing was read.
 * On 'too-large' the reservation is given back at once, since what was read is dropped; the caller
 * reads the rest off the wire unkept (discardRest).
 */
export async function readBudgetedBody(req: http.IncomingMessage, res: http.ServerResponse, budget: BodyBudget, limit: number): Promise<Buffer | 'busy' | 'too-large' | 'aborted'> {
  const release = budget.reserve(bytesToReserve(req.headers['content-length'], limit));
  if (!release) return 'busy';
  releaseWhenAnswered(res, release);
  const body = await readLimitedBody(req, limit);
  if (body === 'too-large') release();
  return body;
}

/**
 * For handlers that answer before reading the whole body (the bundled platform's body limits): the
 * answer is written at once, but the response ends only after the rest of the body was read off
 * the wire (see discardRest), so a client still sending receives it instead of a reset.
 */
export function endAfterBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (req.complete || req.destroyed) return end(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as () => void) : undefined;
    if (args[0] !== undefined && typeof args[0] !== 'function') res.write(args[0] as Buffer, (args[1] as BufferEncoding | undefined) ?? 'utf8');
    void discardRest(req).then(() => (callback ? end(callback) : end()));
    return res;
  }) as typeof res.end;
}
