import { readerSessionOf } from '../catalogue/readerSessions.ts';
import type { CookieJar, ReaderSessionHandle } from '../catalogue/session.ts';
import type { ClientEnv } from '../lib/clientEnv.ts';

/**
 * What a loader of a page for one reader needs of the request: the kind of client, and the reader's
 * session, opened only when the loader asks for it (a page that stops early, at an unknown id,
 * never opens it). The session is read once per request and shared, so it stays on the request's
 * locals; the loader sees neither the locals nor the cookies.
 */
export interface PageReader {
  client: ClientEnv;
  session(): Promise<ReaderSessionHandle>;
}

export function pageReader(cookies: CookieJar, locals: Pick<App.Locals, 'client' | 'readerSession'>): PageReader {
  return { client: locals.client, session: () => readerSessionOf({ cookies, locals }) };
}
