/**
 * The sitemap for crawlers, at `${BASE_PATH}/sitemap.xml` (SITE_ENDPOINTS.sitemap, named in
 * robots.txt): home, every visible home column with its sub-columns, and the first page of
 * articles of each home column.
 */
import type { APIRoute } from 'astro';
import { loadSitemap } from '../loaders/sitemap.ts';
import { cacheControl } from '../context/cachePolicy.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ locals }) => {
  const entries = await loadSitemap();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(({ path, lastmod }) => `<url><loc>${escapeXml(new URL(path, locals.siteOrigin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl('list') } });
};
