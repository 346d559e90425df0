import type http from 'node:http';

/**
 * Graceful stop of an HTTP server (docs/decisions/130): stop accepting, close idle keep-alive
 * connections at once, let requests in flight finish and close their connections after the
 * response (`Connection: close`), close live sockets with a going-away code, and wait — at most
 * `timeoutMs` — until every connection is gone.
 */
export interface Drain {
  /** True once drain() has begun. */
  readonly draining: boolean;
  /** Stops the server; resolves true when every connection closed in time, false when the time ran out. */
  drain(options: { closeSockets?: () => void; timeoutMs: number }): Promise<boolean>;
}

export function createDrain(server: http.Server): Drain {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;

  /** A response still to be written goes out with Connection: close; one already under way closes its connection when done. */
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) {
      res.setHeader('connection', 'close');
      return;
    }
    const socket = res.socket;
    res.once('finish', () => socket?.end());
  };

  // First of all listeners: a request that reaches a draining server is answered with Connection: close.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    get draining() {
      return draining;
    },
    drain({ closeSockets, timeoutMs }) {
      draining = true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        server.closeIdleConnections();
        for (const res of inFlight) closeAfter(res);
        closeSockets?.();
      });
    },
  };
}
