import { createHash } from 'node:crypto';

/** Algorithm names as node:crypto spells them. */
export type DigestAlgorithm = 'sha1' | 'sha256' | 'sha384' | 'sha512';

/** Inputs above this size are hashed and never kept. */
const MAX_KEPT_BYTES = 16 * 1024;

/**
 * Digests of inputs that come back byte for byte: the inline scripts and styles of the build, which
 * Astro hashes for its CSP on every render and pageCsp.ts hashes again to trim that CSP
 * (docs/decisions/128). A known input is compared (one memcmp) instead of hashed, and its digest is
 * not allocated again.
 *
 * The memo keeps the first `capacity` inputs it meets, which are the build's (every page has them),
 * and never more. Later inputs are hashed and not kept, so the memo stays bounded whatever requests
 * bring. The returned Buffer is shared: callers must not change it.
 */
export function createDigestMemo(capacity = 64): (algorithm: DigestAlgorithm, bytes: Uint8Array) => Buffer {
  const buckets = new Map<string, Array<{ input: Buffer; digest: Buffer }>>();
  let kept = 0;
  return (algorithm, bytes) => {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const key = `${algorithm}:${input.length}`;
    const bucket = buckets.get(key);
    const known = bucket?.find((entry) => entry.input.equals(input));
    if (known) return known.digest;
    const digest = createHash(algorithm).update(input).digest();
    if (kept < capacity && input.length <= MAX_KEPT_BYTES) {
      kept += 1;
      // A copy: the caller's bytes may be a view into a buffer that is reused.
      const entry = { input: Buffer.from(input), digest };
      if (bucket) bucket.push(entry);
      else buckets.set(key, [entry]);
    }
    return digest;
  };
}

/** The process's one memo, shared by Astro's CSP digests (fastDigest.ts) and pageCsp.ts. */
export const digestOnce = createDigestMemo();
