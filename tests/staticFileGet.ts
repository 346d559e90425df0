import type http from 'node:http';
import type { createStaticFiles } from '../src/http/staticFiles.ts';

/** One GET through the static server (src/http/staticFiles.ts) without a socket, as a browser sends it. */
export function getStatic(files: Awaited<ReturnType<typeof createStaticFiles>>, url: string, acceptEncoding = 'br, gzip') {
  const answer: { status?: number; headers: Record<string, string | number>; body?: Buffer } = { headers: {} };
  const req = { method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } } as unknown as http.IncomingMessage;
  const res = {
    writeHead(status: number, headers: Record<string, string | number>) {
      answer.status = status;
      answer.headers = headers;
    },
    end(body?: Buffer) {
      answer.body = body;
    },
  } as unknown as http.ServerResponse;
  return { served: files.serve(req, res), ...answer };
}
