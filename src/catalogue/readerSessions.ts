import { serverEnv } from '../config/serverEnv.ts';
import { metrics, setOpenSessionsSource } from '../config/metrics.ts';
import { TOKEN_TTL_MS } from '../lib/constants.ts';
import { hostAppLogin, type ClientEnv } from '../lib/clientEnv.ts';
import { memberIdOf, openReaderSession, type CookieJar, type ReaderSessionHandle, type SessionTokens, type StoredTokens } from './session.ts';
import { createSessionStore, type SessionStore } from './sessionStore.ts';
import type { CatalogueError } from './result.ts';
import { ANONYMOUS_READER, type ReaderView } from '../contracts/reader.ts';
import type { ClientCatalogueError } from '../contracts/platformErrors.ts';

/**
 * The reader sessions of this site (docs/decisions/080, 129): in Redis when REDIS_URL is set, so
 * any process serves any reader, else in a folder on disk that outlives a restart. One store per
 * process: src/server.ts (for /readyz and /metrics) and the built pages load this module apart, so
 * the store is kept on globalThis.
 */
const STORE = Symbol.for('touch-news.readerSessionStore');
type WithStore = typeof globalThis & { [STORE]?: SessionStore<StoredTokens> };

let lastLoggedAt = 0;
function redisError(error: Error): void {
  metrics().redisErrors.inc();
  // Once a minute at most: a Redis that is down reports itself on every reconnect attempt.
  if (Date.now() - lastLoggedAt < 60_000) return;
  lastLoggedAt = Date.now();
  console.error(`reader sessions: redis ${error.message}`);
}

/** A flood of anonymous sessions never pushes a logged-in member out of a full store. */
const isMember = (tokens: StoredTokens) => Boolean(tokens.accessToken && tokens.member);

export function readerSessionStore(): SessionStore<StoredTokens> {
  const held = globalThis as WithStore;
  if (!held[STORE]) {
    const env = serverEnv();
    held[STORE] = env.redisUrl
      ? createSessionStore<StoredTokens>({ kind: 'redis', url: env.redisUrl, ttlMs: TOKEN_TTL_MS, onError: redisError })
      : createSessionStore<StoredTokens>({ kind: 'disk', dir: env.sessionDir, ttlMs: TOKEN_TTL_MS, maxEntries: env.readerSessionLimit, precious: isMember });
    const store = held[STORE];
    setOpenSessionsSource(() => store.count());
  }
  return held[STORE];
}

/** What /readyz and /metrics ask of the store. */
export function sessionStoreHealth(): { ready(): Promise<boolean>; open(): Promise<number> } {
  const store = readerSessionStore();
  return { ready: () => store.ready(), open: () => store.count() };
}

type SessionContext = { cookies: CookieJar; locals: { client?: ClientEnv; readerSession?: Promise<ReaderSessionHandle> } };

/**
 * The session of the reader making this request (an Action or a page that answers one reader only),
 * read once per request and shared by every caller. Rejects with SessionStoreUnavailable when the
 * store cannot be read; the middleware answers that with a 503.
 */
export function readerSessionOf(context: SessionContext): Promise<ReaderSessionHandle> {
  const { locals } = context;
  const client = locals.client;
  locals.readerSession ??= openReaderSession({ jar: context.cookies, store: readerSessionStore(), secure: serverEnv().origin.secure, appInfo: client ? hostAppLogin(client) : null });
  return locals.readerSession;
}

/**
 * Waits for this request's session writes. Rejects when the session could not be read (a page that
 * caught that still rendered without it) or a write failed. Nothing to wait for when no one opened it.
 */
export async function settleReaderSession(locals: SessionContext['locals']): Promise<void> {
  if (!locals.readerSession) return;
  await (await locals.readerSession).settled();
}

/** What the browser may know of a session: never a token. */
export function readerViewOf(tokens: SessionTokens, client: ClientEnv | undefined): ReaderView {
  const userId = memberIdOf(tokens);
  if (!userId) return { ...ANONYMOUS_READER, hostAppGuest: Boolean(client?.inNativeApp && client.guestUserId) };
  // The name and picture shown are the same member's as the id, never another login's.
  const member = tokens.member?.userId === userId ? tokens.member : null;
  return { loggedIn: true, userId, nickname: member?.nickname ?? '', avatar: member?.avatar ?? '', hostAppGuest: false };
}

/** The browser's half of a CatalogueError: what to show and how to react, nothing about the call. */
export function clientErrorOf(error: CatalogueError): ClientCatalogueError {
  return { kind: error.kind, code: error.code, messageKey: error.messageKey, message: error.message, reaction: error.reaction };
}

/**
 * SPEC §8 for every Action (docs/decisions/162): the errors the page itself must act on go to the
 * browser with the Action's answer: a reload (1004), and inside the host app the app's refresh of an
 * expired login (10111) or its login for an ended one (10102/10103). Every other error is the
 * Action's own answer to word (评论失败 with the platform's words, 请先登录, …). The reaction is the
 * error catalogue's (errorCatalogue.ts), decided once per status; this only picks which travel.
 */
export function actionReactionOf(error: CatalogueError): ClientCatalogueError | null {
  const { type } = error.reaction;
  return type === 'reload' || type === 'askAppRefresh' || type === 'goToLogin' ? clientErrorOf(error) : null;
}
