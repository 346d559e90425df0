/**
 * The live room's catch-up read, at `${BASE_PATH}/fragments/liveCatchUp` (SITE_ENDPOINTS.liveCatchUp):
 * JSON of what a room missed since a point, for <live-room> after a gap and for its fallback poll.
 * Which reports and comments, and the rules for the since-values, are src/loaders/liveCatchUp.ts.
 */
import type { APIRoute } from 'astro';
import { loadLiveCatchUp } from '../../loaders/liveCatchUp.ts';
import { cacheControl } from '../../context/cachePolicy.ts';

export const GET: APIRoute = async ({ url }) => {
  const answer = await loadLiveCatchUp(url.searchParams);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl(answer.status === 200 ? 'liveCatchUp' : 'notFound') };
  return new Response(answer.status === 200 ? JSON.stringify(answer.body) : null, { status: answer.status, headers });
};
