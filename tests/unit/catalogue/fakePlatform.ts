import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv, type CatalogueConfig } from '../../../src/catalogue/catalogueConfig.ts';

/**
 * A real local HTTP server (node:http on 127.0.0.1, random port) standing in for the platform in
 * the catalogue's tests: each test sets the answers it needs in `routes` and reads the requests
 * in `seen`. Call `useFakePlatform()` once at the top of a test file.
 */

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Seen, res: ServerResponse) => void;

export function json(res: ServerResponse, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function useFakePlatform() {
  let server: Server;
  let origin = '';
  const seen: Seen[] = [];
  const routes = new Map<string, Handler>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const entry: Seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body };
        seen.push(entry);
        const handler = routes.get(url.pathname);
        if (handler) handler(entry, res);
        else {
          res.writeHead(404);
          res.end('not found');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    seen.length = 0;
    routes.clear();
  });

  function config(env: Record<string, string> = {}): CatalogueConfig {
    return { ...catalogueConfigFromEnv({ PLATFORM_ORIGIN: origin, ...env }), tokenRefreshPollMs: 10 };
  }

  return {
    routes,
    json,
    /** The requests of the running test (emptied before each). */
    seen,
    config,
    catalogue: (env: Record<string, string> = {}) => createCatalogue(config(env), { log: () => {} }),
    origin: () => origin,
  };
}
