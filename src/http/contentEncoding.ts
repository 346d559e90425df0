import type http from 'node:http';
import zlib from 'node:zlib';

/**
 * Compression of what the site sends. Static files are compressed once, by the build (staticCompression.ts);
 * pages are compressed once, whole, after rendering (compressWhole): one brotli pass with a window
 * sized to the page costs a fraction of compressing the rendered stream piece by piece, and the
 * result has a Content-Length, so the micro-cache keeps and replays exactly these bytes.
 */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header, from those on offer (brotli first, then
 * gzip): a coding named with `q=0` is refused, `*` stands for the others; without the header, or
 * with nothing on offer accepted, the body goes as it is.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined, offered: readonly ('br' | 'gzip')[] = ['br', 'gzip']): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (header === '') return 'identity';
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    (q === undefined || Number(q) > 0 ? accepted : refused).add(token.trim().toLowerCase());
  }
  return offered.find((coding) => accepted.has(coding) || (accepted.has('*') && !refused.has(coding))) ?? 'identity';
}

const COMPRESSIBLE = /^\s*(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i;
/** Below this a compressed body is hardly smaller, and costs a round of work. */
const MIN_BYTES = 512;
/** A response this large is streamed as it comes rather than held for compression (no page is). */
const MAX_HELD_BYTES = 4 * 1024 * 1024;
/**
 * Brotli qualities for pages (docs/decisions/116, 128). A page is compressed as it is rendered at
 * quality 4, which costs about 70% of quality 5 for 8–13% more bytes: that is the cost of every
 * uncached page. The micro-cache recompresses its copy at quality 5 once a reader asks for the page
 * again, so a page that many read is sent at quality 5: most of brotli's gain on HTML for about a
 * tenth of the cost of its best.
 */
export const BROTLI_QUALITY = { rendered: 4, kept: 5, fitting: 10 } as const;

/**
 * What one round trip carries at the start of a connection: ten segments of TCP's initial window,
 * about 14 KB. A page whose first response, headers included, fits in it paints after one round
 * trip; one byte more costs a second (docs/decisions/145).
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;
/** Qualities 5 and 10 save 8–20% over 4 on a page: a page further over than this would not fit anyway. */
const WITHIN_REACH = 1.2;

/** The bytes of a response head as sent over HTTP/1.1: the status line, these headers, and what Node adds (date, connection, length, encoding). */
export function headBytes(res: http.ServerResponse): number {
  let bytes = 'HTTP/1.1 200 OK\r\n'.length + 'Date: Thu, 01 Jan 2026 00:00:00 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=65\r\n\r\n'.length;
  bytes += 'content-length: 000000\r\ncontent-encoding: br\r\n'.length;
  for (const [name, value] of Object.entries(res.getHeaders())) {
    for (const one of Array.isArray(value) ? value : [value]) bytes += name.length + String(one).length + 4;
  }
  return bytes;
}

/**
 * Qualities tried, in turn, on a page that does not fit the first round trip at the rendered one.
 * Between 5 and 9 an article gains under 1%; 10 is brotli's first slow quality and takes a tenth
 * more off (docs/decisions/167).
 */
const FITTING_QUALITIES = [BROTLI_QUALITY.kept, BROTLI_QUALITY.fitting] as const;

/**
 * A rendered page in brotli: at the rendered quality, or at the first of FITTING_QUALITIES that
 * makes the response fit the first round trip where the rendered one does not. Quality 5 costs
 * about 1 ms on an article and 10 about 20 ms, on such pages only, once per copy the caches keep
 * (the micro-cache keeps it, as no recompression makes it smaller): each reader saves a round trip.
 */
export function brotliForFirstRoundTrip(body: Buffer, head: number): Buffer {
  let best = compress(body, 'br', BROTLI_QUALITY.rendered);
  const room = FIRST_ROUND_TRIP_BYTES - head;
  if (best.length <= room || best.length > room * WITHIN_REACH) return best;
  for (const quality of FITTING_QUALITIES) {
    const smaller = compress(body, 'br', quality);
    if (smaller.length < best.length) best = smaller;
    if (best.length <= room) break;
  }
  return best;
}

/** The smallest brotli window (2^10 … 2^24) that holds the whole body: less memory, same output. */
function brotliWindowBits(size: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));
}

/**
 * Synchronous on purpose: a page is compressed in about a millisecond, and the asynchronous form
 * hands the work to the thread pool in 16 KB pieces for nearly twice the CPU (measured on an
 * article: 1.3 ms against 2.3 ms). Rendering the page blocked the loop for longer than this.
 */
function compress(body: Buffer, encoding: 'br' | 'gzip', quality: number = BROTLI_QUALITY.rendered): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A brotli page body compressed again at the kept quality (the micro-cache's copy of a page read
 * again), or null when it is not valid brotli. The same bytes decompress from both.
 */
export function recompressBrotli(compressed: Buffer): Buffer | null {
  let body: Buffer;
  try {
    body = zlib.brotliDecompressSync(compressed, { maxOutputLength: MAX_HELD_BYTES });
  } catch {
    return null;
  }
  return compress(body, 'br', BROTLI_QUALITY.kept);
}

/** Adds a token to Vary unless it is there (or Vary is `*`). */
function addVary(res: http.ServerResponse, token: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const tokens = current.split(',').map((part) => part.trim().toLowerCase());
  if (tokens.includes('*') || tokens.includes(token.toLowerCase())) return;
  res.setHeader('vary', current ? `${current}, ${token}` : token);
}

type Callback = (error?: Error | null) => void;
type WriteHeadArgs = [string | http.OutgoingHttpHeaders | http.OutgoingHttpHeader[] | undefined, (http.OutgoingHttpHeaders | http.OutgoingHttpHeader[])?];

/** What the server does with a held response: `settle` sees the whole body before it is compressed, may still set headers, and may return the body to send instead; `onSent` gets the bytes sent, headers final. */
export interface WholeBodyHooks {
  settle?: (body: Buffer) => Buffer | void;
  onSent?: (body: Buffer) => void;
}

/**
 * Holds what a handler writes to `res` and, at its end, sends it once: compressed when the type
 * is text and the client accepts it, always with Content-Length. The handler sees an ordinary
 * response. `settle` may adjust headers and the body from the whole body (first-screen styles, the page's CSP); `onSent` gets the
 * bytes sent, headers final (the micro-cache keeps them). Streams past MAX_HELD_BYTES are passed
 * through as they are, and handed to neither.
 */
export function compressWhole(req: http.IncomingMessage, res: http.ServerResponse, hooks: WholeBodyHooks = {}): void {
  const { settle, onSent } = hooks;
  const encoding = req.method === 'HEAD' ? 'identity' : preferredEncoding(req.headers['accept-encoding']);
  // Node sends the head through res.writeHead (its implicit header too), so the original comes back
  // before anything is sent.
  const send = { write: res.write.bind(res), end: res.end.bind(res), writeHead: res.writeHead };
  const held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;

  const toBuffer = (chunk: unknown, chunkEncoding: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Buffer.from(String(chunk), typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8');
  };
  const callbackOf = (args: unknown[]): Callback | undefined => args.find((arg): arg is Callback => typeof arg === 'function');

  const passThrough = () => {
    passing = true;
    res.writeHead = send.writeHead;
    for (const chunk of held.splice(0)) send.write(chunk);
  };

  res.writeHead = ((statusCode: number, ...args: WriteHeadArgs) => {
    res.statusCode = statusCode;
    const [first, second] = args;
    if (typeof first === 'string') res.statusMessage = first;
    const headers = typeof first === 'string' ? second : first;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (passing) return send.write(chunk as Buffer, ...(rest as [BufferEncoding]));
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) {
      held.push(buffer);
      heldBytes += buffer.length;
    }
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    if (heldBytes > MAX_HELD_BYTES) passThrough();
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const callback = callbackOf([chunk, ...rest]);
    if (passing) {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) send.write(buffer);
      return send.end(callback);
    }
    const last = toBuffer(chunk, rest[0]);
    if (last) held.push(last);
    const whole = held.length === 1 ? held[0]! : Buffer.concat(held);
    const settled = settle?.(whole);
    const body = Buffer.isBuffer(settled) ? settled : whole;
    const type = String(res.getHeader('content-type') ?? '');
    const textual = COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding');
    if (textual) addVary(res, 'Accept-Encoding');
    const finish = (out: Buffer, applied: ContentEncoding) => {
      res.writeHead = send.writeHead;
      if (applied !== 'identity') res.setHeader('content-encoding', applied);
      res.removeHeader('transfer-encoding');
      if (res.statusCode !== 204 && res.statusCode !== 304) res.setHeader('content-length', out.length);
      onSent?.(out);
      send.end(req.method === 'HEAD' ? undefined : out, callback);
    };
    if (!textual || encoding === 'identity' || body.length < MIN_BYTES || res.statusCode === 204 || res.statusCode === 304) {
      finish(body, 'identity');
    } else {
      finish(encoding === 'br' ? brotliForFirstRoundTrip(body, headBytes(res)) : compress(body, encoding), encoding);
    }
    return res;
  }) as typeof res.end;
}
