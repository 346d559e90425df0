/**
 * The share poster, `poster/<article id>/<locale>.png` (SITE_PREFIXES.poster, docs/decisions/154):
 * a PNG drawn on the server for an article that is released and open to sharing. Anything else is
 * 404; a platform failure or too many drawings at once is 503 with Retry-After.
 */
import type { APIRoute } from 'astro';
import { loadPoster } from '../../loaders/loadPoster.ts';
import { cacheControl } from '../../context/cachePolicy.ts';
import { posterService } from '../../http/posterService.ts';

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl('private'), ...headers } });

export const GET: APIRoute = async ({ params, locals, request }) => {
  const answer = await loadPoster({ rest: params.rest, site: locals.site, siteOrigin: locals.siteOrigin });
  if (answer.state === 'missing') return plain(404, 'not found');
  if (answer.state === 'failed') return plain(503, 'unavailable', { 'retry-after': '5' });
  const { request: poster, plan } = answer;
  return posterService().respond({ id: poster.id, locale: poster.locale, ...plan }, request.headers.get('if-none-match'));
};
