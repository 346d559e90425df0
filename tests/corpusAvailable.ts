import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The real platform's recorded responses: `../shared/corpus` beside the repository (read, never
 * copied in), or CORPUS_DIR.
 */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? fileURLToPath(new URL('../../shared/corpus', import.meta.url));

/**
 * Whether the corpus (or one file of it) is there. Without it the corpus checks skip on a
 * developer's machine; under CI a skip would pass unnoticed, so a missing corpus fails the run.
 */
export function corpusAvailable(path: string = CORPUS_DIR): boolean {
  if (existsSync(path)) return true;
  if (process.env.CI) throw new Error(`CI is set but the recorded corpus is missing: ${path} (put ../shared/corpus beside the repository or set CORPUS_DIR)`);
  return false;
}
