/**
 * Thumbnail suffix of SPEC §9 ("depends on configured imageSuffix; gif and certain storage paths
 * excluded"). The site's image service serves a resized variant when the configured suffix
 * (xyApi.imageSuffixPath, e.g. `.2` or `?x-oss-process=image/resize,w_750`) is appended.
 * Our reading of which URLs must be left alone, because the variant would not exist or would break:
 * - no suffix configured, empty URL;
 * - `data:` and `blob:` URLs (not on the image service);
 * - gif (resizing drops the animation) and svg (vector; no raster variants);
 * - URLs already ending in the suffix (idempotent, so a URL can be passed through twice);
 * - URLs with a query string (signed or already processed URLs; a second `?` would break them);
 * - the `/nis-pic/` path (live-room banners on the interaction service's own storage).
 */

const EXCLUDED_PATHS = ['/nis-pic/'];
const EXCLUDED_EXTENSIONS = /\.(?:gif|svg)$/i;

export function thumbnailUrl(url: string | null | undefined, suffix?: string | null): string {
  const source = (url ?? '').trim();
  if (!source || !suffix) return source;
  if (/^(?:data|blob):/i.test(source)) return source;
  if (source.endsWith(suffix)) return source;
  if (source.includes('?') || source.includes('#')) return source;
  if (EXCLUDED_EXTENSIONS.test(source)) return source;
  if (EXCLUDED_PATHS.some((path) => source.includes(path))) return source;
  return source + suffix;
}
