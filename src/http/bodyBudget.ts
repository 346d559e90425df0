import type http from 'node:http';

/**
 * How many bytes of request bodies the process holds at once (docs/decisions/122). Each body is
 * capped on its own (requestGuard.ts), but a cap per request is no cap on the process: bodies are
 * read before a request waits for its render, so forty readers sending 45 MB of comment photos at
 * once meant nearly 2 GB in memory. Every request with a body reserves what it may bring (its
 * Content-Length, or its cap when it is chunked) before a byte is read, and gives it back once it
 * is answered or its connection closes. When the reservation does not fit, the request is refused
 * with 503 and Retry-After at once, and nothing of it is kept.
 */
export interface BodyBudget {
  /** Reserves `bytes`; the release to call when the response is done (once is enough, twice is harmless), or null when they do not fit. */
  reserve(bytes: number): (() => void) | null;
  /** Bytes reserved now. */
  readonly reserved: number;
}

export function createBodyBudget(totalBytes: number): BodyBudget {
  let reserved = 0;
  return {
    reserve(bytes) {
      const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
      if (reserved + size > totalBytes) return null;
      reserved += size;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= size;
      };
    },
    get reserved() {
      return reserved;
    },
  };
}

/** What a request's body may bring: its declared length when there is one, else its cap. */
export function bytesToReserve(contentLength: string | undefined, cap: number): number {
  if (contentLength === undefined) return cap;
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared >= 0 ? Math.min(declared, cap) : cap;
}

/**
 * Gives `release` back once the handler has answered (its first `res.end`) or the connection has
 * closed, whichever comes first: the rest of a refused body, still being read off the wire and
 * dropped (requestGuard.ts, endAfterBody), holds no memory. Install it after any wrapper that defers
 * `res.end`, so it sees the handler's own call.
 */
export function releaseWhenAnswered(res: http.ServerResponse, release: () => void): void {
  res.once('close', release);
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((...args: unknown[]) => {
    release();
    return end(...args);
  }) as typeof res.end;
}
