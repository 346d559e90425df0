import { SITE_ENDPOINTS } from '../routes.ts';

/**
 * robots.txt names the sitemap, and crawlers accept only an absolute Sitemap URL; the origin is the
 * configured public one (src/config/siteOrigin.ts), never the request's Host.
 */
export function robotsTxt(basePath: string, origin: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${origin}${basePath}/${SITE_ENDPOINTS.sitemap}\n`;
}
