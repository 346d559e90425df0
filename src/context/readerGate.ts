import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerSessionOf } from '../catalogue/readerSessions.ts';
import { memberIdOf, type CookieJar } from '../catalogue/session.ts';
import type { ClientEnv } from '../lib/clientEnv.ts';
import type { RouteDef } from '../routes.ts';
import { routeUrl } from '../routes.ts';
import type { SiteShell } from './siteShell.ts';

/**
 * SPEC §4 "before the first page" and §6 for server-rendered pages: the app handshake runs first
 * when xyAuth is 2, or when the route needs auth and xyAuth is 1 (once per process, not per
 * reader: docs/decisions/022); a route that needs auth sends an anonymous reader to login and
 * back. Returns the login address to redirect to, or null to go on.
 */
export async function gateForRoute(input: {
  route: RouteDef | null;
  site: SiteShell;
  url: URL;
  cookies: CookieJar;
  locals: { client: ClientEnv; readerSession?: App.Locals['readerSession'] };
}): Promise<string | null> {
  const { route, site } = input;
  const xyAuth = site.config?.xyApi.xyAuth ?? 0;
  if (xyAuth === 2 || (xyAuth === 1 && route?.requiresAuth)) await siteCatalogue.ensureAppAuth();
  if (!route?.requiresAuth) return null;
  const session = await readerSessionOf({ cookies: input.cookies, locals: input.locals });
  if (memberIdOf(session.tokens)) return null;
  return routeUrl('login', [], { redirect: `${input.url.pathname}${input.url.search}` });
}
