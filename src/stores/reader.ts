/**
 * `$reader`: who is reading, for every island (issue: one Action into one store). The server HTML
 * is the same for everyone, so an island that needs the reader asks once per page
 * (`loadReader`) and every other island reads the same answer. UI-free: the Actions arrive
 * injected, as `ReaderApi`.
 */
import { atom } from 'nanostores';
import type { ClientCatalogueError } from '../contracts/platformErrors.ts';
import { ANONYMOUS_READER, type ReaderAnswer, type ReaderView } from '../contracts/reader.ts';

export interface ReaderApi {
  state(): Promise<ReaderAnswer>;
}

/** null until the first answer of this page. */
export const $reader = atom<ReaderView | null>(null);

let pending: Promise<ReaderView> | null = null;

/**
 * Asks the server once per page; later callers share the answer. A failed request leaves the
 * reader anonymous for this page (and may be asked again). `onError` gets the platform error.
 */
export function loadReader(api: ReaderApi, onError: (error: ClientCatalogueError) => void = () => undefined): Promise<ReaderView> {
  const known = $reader.get();
  if (known) return Promise.resolve(known);
  pending ??= api
    .state()
    .then(({ reader, error }) => {
      $reader.set(reader);
      if (error) onError(error);
      return reader;
    })
    .catch(() => {
      pending = null;
      return ANONYMOUS_READER;
    });
  return pending;
}

/** A login or logout answered with the new reader. */
export function setReader(reader: ReaderView): void {
  pending = Promise.resolve(reader);
  $reader.set(reader);
}

/** Tests only: forget this page's answer. */
export function resetReader(): void {
  pending = null;
  $reader.set(null);
}
