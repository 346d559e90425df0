import { serverEnv } from '../config/serverEnv.ts';
import { hostAppLogin, type ClientEnv } from '../lib/clientEnv.ts';
import { memberIdOf, openReaderSession, ReaderSessionStore, type CookieJar, type ReaderSessionHandle, type SessionTokens } from './session.ts';
import type { CatalogueError } from './result.ts';
import { ANONYMOUS_READER, type ReaderView } from '../stores/reader.ts';
import type { ClientCatalogueError } from '../stores/platformErrors.ts';

/**
 * This process's reader sessions (docs/decisions/080). At under 1 KB an entry (17 MB measured for
 * 20,000 logged-in readers), the default limit bounds the store.
 */
let store: ReaderSessionStore | null = null;

export function readerSessionStore(): ReaderSessionStore {
  store ??= new ReaderSessionStore({ maxEntries: serverEnv().readerSessionLimit });
  return store;
}

/** The session of the reader making this request (an Action or a page that answers one reader only). */
export function readerSessionOf(context: { cookies: CookieJar; locals: { client?: ClientEnv } }): ReaderSessionHandle {
  const client = context.locals.client;
  return openReaderSession({ jar: context.cookies, store: readerSessionStore(), secure: serverEnv().origin.secure, appInfo: client ? hostAppLogin(client) : null });
}

/** What the browser may know of a session: never a token. */
export function readerViewOf(tokens: SessionTokens, client: ClientEnv | undefined): ReaderView {
  const userId = memberIdOf(tokens);
  if (!userId) return { ...ANONYMOUS_READER, hostAppGuest: Boolean(client?.inNativeApp && client.guestUserId) };
  return { loggedIn: true, userId, nickname: tokens.member?.nickname ?? '', avatar: tokens.member?.avatar ?? '', hostAppGuest: false };
}

/** The browser's half of a CatalogueError: what to show and how to react, nothing about the call. */
export function clientErrorOf(error: CatalogueError): ClientCatalogueError {
  return { kind: error.kind, code: error.code, messageKey: error.messageKey, message: error.message, reaction: error.reaction };
}
