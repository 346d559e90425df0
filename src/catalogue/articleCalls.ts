/**
 * Article calls the catalogue's entry does not wrap yet, built on its own call machinery (CALLS +
 * `call`), so they get the same common parameters, signing, tokens and error catalogue.
 */
import { getSiteCatalogue, type CallOptions } from './catalogue.ts';
import { empty, type Result } from './result.ts';

/** fav (PLATFORM.md §5.1): userID, articleID, type 0 (article), channel; `{value: "true"}` when stored. */
export function favArticle(input: { id: number; userId: string; channel: number }, options: CallOptions = {}): Promise<Result<boolean>> {
  if (!input.id || !input.userId) return Promise.resolve(empty());
  return getSiteCatalogue().call('fav', { userID: input.userId, articleID: input.id, type: 0, channel: input.channel }, options);
}
