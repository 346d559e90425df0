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

/**
 * What every member Action's answer may carry beside its own fields (docs/decisions/162): the
 * platform error the page must act on (src/catalogue/readerSessions.ts `actionReactionOf`), read by
 * the browser's one rule (src/browser/actionAnswer.ts). Absent when there is nothing to do.
 */
export interface ActionReaction {
  pageReaction?: ClientCatalogueError;
}

/**
 * The texts the page's one toast shows itself (src/browser/catalogueToast.ts): islands that call
 * Actions carry them in their message bundles and hand them over on hydration. The expired login
 * comes worded by the server with its `pageReaction`; other failures are worded in place.
 */
export const TOAST_MESSAGES = ['error.network', 'error.cssChunkLoad'] as const;
