/**
 * The platform error as the browser gets it (SPEC §8): what an Action answer carries when the page
 * must react (reload, ask the host app, go to the login). The server half is
 * src/catalogue/errorCatalogue.ts; the browser half, src/stores/platformErrors.ts, reads `reaction`.
 */
import type { ClientReaction } from '../lib/clientReaction.ts';

/** Structurally the catalogue's CatalogueError, without anything secret. */
export interface ClientCatalogueError {
  kind: string;
  code: number | null;
  messageKey: string;
  message: string | null;
  reaction: ClientReaction;
}
