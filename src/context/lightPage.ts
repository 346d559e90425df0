/**
 * The light form of a rendered page (docs/decisions/153): pictures and posters out
 * (lib/lightenHtml.ts), and the footer's note filled with what that saved, in the reader's language.
 */
import { serverEnv } from '../config/serverEnv.ts';
import { lightenHtml } from '../lib/lightenHtml.ts';
import { savedBytes } from './pictureBytes.ts';
import { cacheControl } from './cachePolicy.ts';

/** The footer's empty note on a light page (SiteFooter.astro), filled in here once the page is whole. */
const SAVED_NOTE = /(<p\b[^>]*\sdata-light-saved\b[^>]*>)(<\/p>)/;

let origins: ReadonlySet<string> | undefined;
/** Where the platform's media are served: the site's origin, the platform's public one, and this process on loopback. */
function mediaOrigins(): ReadonlySet<string> {
  const env = serverEnv();
  origins ??= new Set([env.origin.origin, env.platformPublicOrigin, `http://127.0.0.1:${env.port}`, `http://localhost:${env.port}`].filter((origin): origin is string => Boolean(origin)));
  return origins;
}

export async function lightResponse(response: Response, t: App.Locals['t']): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const page = lightenHtml(await response.text(), { picture: t('light.picture') });
  const saved = await savedBytes(page.omitted, mediaOrigins());
  const kb = Math.round(saved.bytes / 1024);
  const html = page.html.replace(SAVED_NOTE, (_whole, open: string, close: string) => `${open}${t('light.saved', { kb })}${close}`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // A note counted before every size was known is this reader's alone: no cache keeps it, and the next render counts them all.
  if (!saved.complete) headers.set('cache-control', cacheControl('private'));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
