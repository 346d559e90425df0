/**
 * Loading a piece of code on demand (SPEC §8, §9): a chunk that has not arrived after 120 s is a
 * chunk-load error, as is one that is missing (a deploy replaced it) or that failed otherwise. The
 * caller shows the reader a retry instead of a dead widget.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  readonly kind: ChunkFailure;
  constructor(kind: ChunkFailure, cause?: unknown) {
    super(`chunk load failed (${kind})`, { cause });
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

/** Browsers word a missing module differently: Chromium, Safari and Firefox, plus a 404 of a preloaded CSS file. */
const MISSING = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload|Loading (CSS )?chunk .* failed|404/i;

export function chunkFailureOf(error: unknown): ChunkFailure {
  if (error instanceof ChunkLoadError) return error.kind;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING.test(message) ? 'missing' : 'other';
}

export interface ChunkTimers {
  set(run: () => void, ms: number): unknown;
  clear(id: unknown): void;
}

// Wrapped: a browser refuses setTimeout called as a method of another object ("Illegal invocation").
const realTimers: ChunkTimers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) };

/** `load()` within the time limit; any failure rejects with a ChunkLoadError saying which kind. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS, timers: ChunkTimers = realTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.set(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        timers.clear(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clear(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(chunkFailureOf(error), error));
      },
    );
  });
}
