import { SITE_ENDPOINTS, SITE_PREFIXES, matchParams, routeForSegment } from '../routes.ts';

export type PathDecision = { kind: 'pass'; url: string } | { kind: 'redirect'; location: string };

/**
 * Maps a public URL onto Astro's file routes: every route answers with and without `.html`,
 * `/index.html` is home, and any path that is neither in the route table nor one of SITE_ENDPOINTS
 * goes home (SPEC §2). Done here once, before Astro, so pages never see `.html` and never need a
 * catch-all.
 */
export function normaliseRequestPath(rawUrl: string, basePath: string, homeUrl: string): PathDecision {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'redirect', location: homeUrl };
  }
  // Astro's own endpoints (actions, server islands) and the site's (fragment, sitemap) pass untouched.
  if (path.startsWith(`${basePath}/_`)) return { kind: 'pass', url: rawUrl };
  if (Object.values(SITE_ENDPOINTS).some((endpoint) => path === `${basePath}/${endpoint}`)) return { kind: 'pass', url: rawUrl };
  if (Object.values(SITE_PREFIXES).some((prefix) => path.startsWith(`${basePath}/${prefix}/`))) return { kind: 'pass', url: rawUrl };
  if (path !== basePath && !path.startsWith(`${basePath}/`)) return { kind: 'redirect', location: homeUrl };

  const segments = path.slice(basePath.length).split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return { kind: 'redirect', location: homeUrl };
  const route = routeForSegment(first);
  if (!route) return { kind: 'redirect', location: homeUrl };
  const rest = segments.slice(1);
  if (!matchParams(route, rest)) return { kind: 'redirect', location: homeUrl };

  const clean = [route.path, ...rest.map((segment) => segment.replace(/\.html$/i, ''))].map((segment) => encodeURIComponent(segment)).join('/');
  return { kind: 'pass', url: `${basePath}/${clean}${search}` };
}
