import type { Duplex } from 'node:stream';

const REASONS = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 503: 'Service Unavailable' } as const;

/**
 * Ends a WebSocket upgrade request with a plain HTTP status instead of a socket, then closes the
 * connection. Never throws: the client may already be gone.
 */
export function refuseUpgrade(socket: Duplex, status: keyof typeof REASONS, headers: Record<string, string> = {}): void {
  const reason = REASONS[status];
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  try {
    if (socket.writable)
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n${extra}\r\n${reason}`);
  } finally {
    setTimeout(() => socket.destroy(), 1000).unref();
  }
}
