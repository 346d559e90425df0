import { digestOnce, type DigestAlgorithm } from './digestMemo.ts';

/** Web Crypto digest names and their node:crypto equivalents. */
const NODE_HASHES: Readonly<Record<string, DigestAlgorithm>> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };
/** Larger inputs keep the asynchronous path: hashing them would hold the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024;

/**
 * Astro's CSP hashes every stylesheet and script element of a route on every render with
 * `crypto.subtle.digest` (docs/decisions/114), each digest a trip through Node's thread pool that
 * costs far more than hashing a few bytes. This makes small digests synchronous with node:crypto —
 * the same bytes, resolved in the same promise shape. Other algorithms, other inputs and larger inputs go to the original. The inputs are
 * the build's own scripts and styles, the same on every page, so a digest is computed once
 * (digestMemo.ts, docs/decisions/128).
 */
export function digestSmallInputsSynchronously(subtle: SubtleCrypto = globalThis.crypto.subtle): void {
  const original = subtle.digest.bind(subtle);
  const fast = (algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm?.name;
    const hash = typeof name === 'string' ? NODE_HASHES[name.toUpperCase()] : undefined;
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
    if (!hash || !bytes || bytes.byteLength > SYNC_LIMIT_BYTES) return original(algorithm, data);
    const out = digestOnce(hash, bytes);
    return Promise.resolve(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
  };
  Object.defineProperty(subtle, 'digest', { value: fast, configurable: true, writable: true });
}
