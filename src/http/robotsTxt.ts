import type http from 'node:http';

/**
 * robots.txt names the sitemap, and crawlers accept only an absolute Sitemap URL; the origin comes
 * from PUBLIC_ORIGIN when set (behind a proxy), else from the request itself.
 */
export function robotsTxt(req: http.IncomingMessage, basePath: string, publicOrigin = process.env.PUBLIC_ORIGIN): string {
  const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0]!.trim() === 'https' ? 'https' : 'http';
  // A Host header is attacker-chosen; keep it to host[:port] characters so it cannot inject lines.
  const host = String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  const origin = publicOrigin?.replace(/\/$/, '') || `${proto}://${host}`;
  return `User-agent: *\nAllow: /\nSitemap: ${origin}${basePath}/_sitemap.xml\n`;
}
