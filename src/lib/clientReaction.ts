/**
 * What the browser should do about a platform error (SPEC §8). Decided on the server by the error
 * catalogue, carried to the browser in the Action's error, acted on by src/stores/platformErrors.ts.
 * It lives here, not in the catalogue, because the browser half may not import the catalogue.
 */
export type ClientReaction =
  | { type: 'none' }
  | { type: 'toast' }
  /** 1004: the server already dropped its auth; reload the page, at most `maxAttempts` per session. */
  | { type: 'reload'; maxAttempts: number }
  /** 10111 inside the host app: ask the app to refresh its login, toast the expiry message. */
  | { type: 'askAppRefresh' }
  /** 10102/10103 inside the host app: clear the user and open the login route after `delayMs`. */
  | { type: 'goToLogin'; delayMs: number };
