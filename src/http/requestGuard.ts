import type http from 'node:http';
import { requestHostAllowed, sameSiteOrigin, type OriginPolicy } from '../config/siteOrigin.ts';

/**
 * What the server checks before a request reaches Astro: the host it names, the method, where a
 * state-changing request comes from, and the size of its body. Each refusal is a 4xx with a reason;
 * nothing here throws.
 */
export type RequestTarget = 'page' | 'action';

export type Refusal = { status: 400 | 403 | 405 | 413; headers?: Record<string, string> };

/** Actions and form posts carry small JSON or form bodies; uploads go to the platform, with their own cap. */
export const SITE_BODY_LIMIT_BYTES = 1024 * 1024;

const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-for', 'forwarded'];

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
    if (length !== undefined && !(Number(length) <= SITE_BODY_LIMIT_BYTES)) return { status: 413, headers: { connection: 'close' } };
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

/** Forwarding headers count only when a trusted proxy (TRUST_PROXY) put them there. */
export function dropUntrustedForwarding(req: http.IncomingMessage, policy: OriginPolicy): void {
  if (!policy.trustProxy) for (const name of FORWARDED_HEADERS) delete req.headers[name];
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
        req.pause();
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
