import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const IP = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]{2,45})$/;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client a request is counted for (rate limits, the live socket's cap per address). The site
 * calls the platform for its readers, so a peer on this machine (the bundled platform runs beside
 * the site, nginx in front of both) may name the reader in `X-Forwarded-For`: its last entry,
 * which that peer added; earlier entries are whatever the client sent. Anyone else is themselves.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  if (!peer) return 'unknown';
  if (!LOOPBACK.test(peer)) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const forwarded = header.split(',').pop()?.trim() ?? '';
  return IP.test(forwarded) ? forwarded : peer;
}

/**
 * The reader an anonymous write speaks for, as clientAddress, but null for a local caller that
 * names no reader (the site relaying a view it does not attribute, the admin CLI, a script): there
 * is no client to count, and counting them all as one loopback address would make every reader of
 * the site share one bucket (docs/decisions/142).
 */
export function readerAddressOf(c: Context): string | null {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return null;
  }
  const address = clientAddress(peer, c.req.header('x-forwarded-for'));
  return peer && LOOPBACK.test(peer) && address === peer ? null : address;
}
