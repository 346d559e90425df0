/**
 * HTTP/1.1 over a bare socket. fetch and undici refuse to send most of what an attacker sends
 * (a forged Host, TRACE, broken chunking, raw bytes in a cookie, no Host at all), and they hide
 * whether the server answered or just dropped the connection — which is exactly what we test.
 */
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type HeaderList = [name: string, value: string][];

export interface RawResponse {
  /** 0 when the connection ended without a complete status line and headers. */
  status: number;
  statusLine: string;
  headers: HeaderList;
  body: Buffer;
  /** The connection closed (or reset) before any response head arrived. */
  dropped: boolean;
  /** Our own time limit passed without a complete response (the server hung). */
  timedOut: boolean;
  /** Request body bytes written before the response arrived or the socket closed. */
  bodyBytesSent: number;
  header(name: string): string | undefined;
  headerAll(name: string): string[];
  /** Body decoded from its content-encoding, as UTF-8. */
  text(): string;
  /** Status line, every header and the decoded body, for "never reflects X" checks. */
  everything(): string;
}

export interface RawRequestOptions {
  port: number;
  /** Whole request head including the final blank line, sent as latin1 so any byte can be expressed. */
  head: string;
  /** A fixed body, or a generator the client pulls from while the server has not answered. */
  body?: Buffer | (() => AsyncGenerator<Buffer>);
  /** The request was HEAD: the answer has no body whatever its headers say. */
  isHead?: boolean;
  timeoutMs?: number;
}

export function rawRequest(options: RawRequestOptions): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect({ port: options.port, host: '127.0.0.1' });
    let received = Buffer.alloc(0);
    let headEnd = -1;
    let status = 0;
    let statusLine = '';
    let headers: HeaderList = [];
    let bodyBytesSent = 0;
    let settled = false;
    let answered = false;

    const finish = (outcome: { dropped?: boolean; timedOut?: boolean; body?: Buffer }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const body = outcome.body ?? (headEnd >= 0 ? received.subarray(headEnd + 4) : Buffer.alloc(0));
      resolve(makeResponse({ status, statusLine, headers, body, dropped: Boolean(outcome.dropped), timedOut: Boolean(outcome.timedOut), bodyBytesSent }));
    };
    const timer = setTimeout(() => finish({ timedOut: true, dropped: !answered }), options.timeoutMs ?? 15_000);

    const tryComplete = () => {
      if (headEnd < 0) {
        headEnd = received.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const lines = received.subarray(0, headEnd).toString('latin1').split('\r\n');
        statusLine = lines[0] ?? '';
        status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
        headers = lines.slice(1).map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
        });
        answered = true;
        // An interim 100 Continue is not the answer: drop it and wait for the real head.
        if (status === 100) {
          received = received.subarray(headEnd + 4);
          headEnd = -1;
          answered = false;
          tryComplete();
          return;
        }
      }
      const rest = received.subarray(headEnd + 4);
      const get = (name: string) => headers.find(([key]) => key === name)?.[1];
      if (options.isHead || status === 204 || status === 304) return finish({ body: Buffer.alloc(0) });
      const length = get('content-length');
      if (length !== undefined) {
        if (rest.length >= Number(length)) finish({ body: rest.subarray(0, Number(length)) });
        return;
      }
      if (/chunked/i.test(get('transfer-encoding') ?? '')) {
        const decoded = decodeChunked(rest);
        if (decoded) finish({ body: decoded });
      }
      // Otherwise the body runs until the server closes.
    };

    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      tryComplete();
    });
    socket.on('error', () => finish({ dropped: !answered }));
    socket.on('close', () => finish({ dropped: !answered }));
    socket.on('connect', () => {
      socket.write(Buffer.from(options.head, 'latin1'));
      const body = options.body;
      if (!body) return;
      if (Buffer.isBuffer(body)) {
        socket.write(body, () => {
          bodyBytesSent = body.length;
        });
        return;
      }
      void (async () => {
        for await (const chunk of body()) {
          if (settled || answered || socket.destroyed) break;
          const ok = socket.write(chunk);
          bodyBytesSent += chunk.length;
          // Let the socket's events run between pieces, as a browser reads an early answer while it
          // sends: when every write is buffered at once, this loop would otherwise only ever run
          // microtasks and see the server's answer after the last byte.
          if (ok) await new Promise<void>((resume) => setImmediate(resume));
          if (!ok)
            await new Promise<void>((resume) => {
              const go = () => {
                socket.off('drain', go);
                socket.off('close', go);
                resume();
              };
              socket.on('drain', go);
              socket.on('close', go);
            });
        }
      })().catch(() => {});
    });
  });
}

/** Null until the terminating zero-size chunk has arrived. */
function decodeChunked(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return Buffer.concat(parts);
    if (size === 0) return Buffer.concat(parts);
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function makeResponse(init: Omit<RawResponse, 'header' | 'headerAll' | 'text' | 'everything'>): RawResponse {
  let decoded: string | undefined;
  const response: RawResponse = {
    ...init,
    header: (name) => init.headers.find(([key]) => key === name.toLowerCase())?.[1],
    headerAll: (name) => init.headers.filter(([key]) => key === name.toLowerCase()).map(([, value]) => value),
    text() {
      if (decoded !== undefined) return decoded;
      const encoding = response.header('content-encoding') ?? '';
      try {
        const bytes = encoding === 'br' ? brotliDecompressSync(init.body) : encoding === 'gzip' ? gunzipSync(init.body) : encoding === 'deflate' ? inflateSync(init.body) : init.body;
        decoded = bytes.toString('utf8');
      } catch {
        decoded = init.body.toString('utf8');
      }
      return decoded;
    },
    everything: () => [init.statusLine, ...init.headers.map(([name, value]) => `${name}: ${value}`), response.text()].join('\n'),
  };
  return response;
}

export interface SimpleRequest {
  method?: string;
  path: string;
  /** Host header value; null leaves it out entirely. Default: 127.0.0.1:<port>. */
  host?: string | null;
  headers?: HeaderList;
  body?: Buffer | string | (() => AsyncGenerator<Buffer>);
  /** Send the body with `Transfer-Encoding: chunked` (a generator always is). */
  chunked?: boolean;
  httpVersion?: '1.0' | '1.1';
  timeoutMs?: number;
}

/** Builds a request head the way a client would, but lets every part be wrong. */
export function send(port: number, request: SimpleRequest): Promise<RawResponse> {
  const method = request.method ?? 'GET';
  const lines = [`${method} ${request.path} HTTP/${request.httpVersion ?? '1.1'}`];
  const host = request.host === undefined ? `127.0.0.1:${port}` : request.host;
  if (host !== null) lines.push(`Host: ${host}`);
  lines.push('Connection: close');
  for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`);
  let body: Buffer | (() => AsyncGenerator<Buffer>) | undefined;
  if (typeof request.body === 'function') {
    lines.push('Transfer-Encoding: chunked');
    const source = request.body;
    body = async function* () {
      for await (const chunk of source()) yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      yield Buffer.from('0\r\n\r\n');
    };
  } else if (request.body !== undefined) {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
    if (request.chunked) {
      lines.push('Transfer-Encoding: chunked');
      body = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
    } else {
      if (!(request.headers ?? []).some(([name]) => name.toLowerCase() === 'content-length')) lines.push(`Content-Length: ${bytes.length}`);
      body = bytes;
    }
  }
  return rawRequest({ port, head: `${lines.join('\r\n')}\r\n\r\n`, body, isHead: method === 'HEAD', timeoutMs: request.timeoutMs });
}

/** `size` bytes in `chunkSize` pieces, made on demand so a gigabyte never sits in memory. */
export function streamOf(size: number, chunkSize = 64 * 1024, fill = 0x61): () => AsyncGenerator<Buffer> {
  const chunk = Buffer.alloc(chunkSize, fill);
  return async function* () {
    let left = size;
    while (left > 0) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      yield piece;
    }
  };
}
