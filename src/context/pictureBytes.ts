/**
 * What a light page saves (docs/decisions/153): the bytes of the pictures it left out, as the
 * media server answers them. Each picture's size is asked once (a GET whose Content-Length is read
 * and whose body is dropped) and remembered; a page waits a moment for the sizes it does not know
 * yet, and counts only those it knows. Only the platform's own media are asked about: a picture on
 * another host is neither fetched by the server nor counted.
 */

/** Sizes remembered per process; past it the oldest asked go first. */
const MAX_REMEMBERED = 4096;
/** Lookups in flight at once; more wait for a later page. */
const MAX_IN_FLIGHT = 16;
/** A page waits at most this long for sizes it does not know. */
const PAGE_WAIT_MS = 300;
const LOOKUP_TIMEOUT_MS = 2_000;
/** The image formats a phone browser accepts: the media server answers each with the format it would send. */
const PHONE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const MEDIA_PATH = /^\/platform-media\/images\/[\w.-]+$/;

const sizes = new Map<string, number>();
const inFlight = new Map<string, Promise<void>>();

function remember(url: string, bytes: number): void {
  if (sizes.size >= MAX_REMEMBERED) sizes.delete(sizes.keys().next().value!);
  sizes.set(url, bytes);
}

/** The address to ask, or null when it is not the platform's media on an origin the site trusts. */
export function mediaAddress(src: string, mediaOrigins: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (!mediaOrigins.has(url.origin) || !MEDIA_PATH.test(url.pathname) || url.search || url.username || url.password) return null;
  return url.href;
}

function lookUp(url: string, fetcher: typeof fetch): Promise<void> {
  const running = inFlight.get(url);
  if (running) return running;
  if (inFlight.size >= MAX_IN_FLIGHT) return Promise.resolve();
  const job = fetcher(url, { headers: { accept: PHONE_ACCEPT }, redirect: 'error', signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    .then(async (response) => {
      const length = Number(response.headers.get('content-length'));
      await response.body?.cancel();
      if (response.ok && Number.isSafeInteger(length) && length >= 0) remember(url, length);
    })
    .catch(() => {})
    .finally(() => inFlight.delete(url));
  inFlight.set(url, job);
  return job;
}

/**
 * The bytes of `pictures` the server knows, after waiting at most PAGE_WAIT_MS for those it is
 * asking about, and whether it knew them all. Pictures not on `mediaOrigins` count nothing.
 */
export async function savedBytes(pictures: readonly string[], mediaOrigins: ReadonlySet<string>, fetcher: typeof fetch = fetch): Promise<{ bytes: number; complete: boolean }> {
  const addresses = [...new Set(pictures.map((src) => mediaAddress(src, mediaOrigins)).filter((url): url is string => url !== null))];
  const unknown = addresses.filter((url) => !sizes.has(url));
  if (unknown.length > 0) {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PAGE_WAIT_MS)));
    await Promise.race([Promise.all(unknown.map((url) => lookUp(url, fetcher))), waited]);
    clearTimeout(timer);
  }
  return { bytes: addresses.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0), complete: addresses.every((url) => sizes.has(url)) };
}

/** Forgets every size (tests). */
export function forgetPictureSizes(): void {
  sizes.clear();
}
