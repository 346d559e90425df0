import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { eq } from 'drizzle-orm';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { liveRooms } from '../db/schema.ts';
import { clientAddress } from '../http/clientAddress.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import type { LiveClient } from './LiveHub.ts';
import { parseClientFrame, serverFrame } from './liveFrames.ts';
import { liveTokenValid } from './liveToken.ts';

/** Where the socket answers: `{socketServer.url}/ws/{token}` with socketServer.url = `{origin}/live-socket`. */
export const LIVE_SOCKET_PREFIX = '/live-socket/';
/** The largest frame a client may send; larger ones close the socket with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;

const TOKEN_PATH = /^\/live-socket\/ws\/([A-Za-z0-9_-]{1,128})\/?(?:\?.*)?$/;

export interface LiveSocket {
  /** Answers one upgrade request: a socket for a good path and token, else an HTTP refusal and the connection closed. */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
}

/** Ends an upgrade request with a plain HTTP status instead of a socket (never throws). */
export function refuseUpgrade(socket: Duplex, status: 400 | 401 | 404 | 429 | 503, headers: Record<string, string> = {}): void {
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' }[status];
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n${extra}\r\n${reason}`);
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * The bundled platform's live socket (docs/decisions/090): a `ws` server in noServer mode behind
 * whichever HTTP server carries the platform (the site's own, or `npm run platform`). The token is
 * checked before the upgrade; frames are small JSON texts; every socket is pinged, and dropped when
 * it stops answering or stops reading.
 */
export function createLiveSocket(platform: { context: PlatformContext }): LiveSocket {
  const ctx = platform.context;
  const hub = ctx.live;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  const heartbeat = setInterval(() => hub.beat(), hub.limits.heartbeatMs);
  heartbeat.unref();
  hub.onClose(() => {
    clearInterval(heartbeat);
    wss.close();
  });
  hub.accepting = true;

  const originOf = (req: http.IncomingMessage): string => {
    if (ctx.settings.publicOrigin) return ctx.settings.publicOrigin;
    const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '')
      .split(',')[0]!
      .trim();
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim();
    const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    return /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? `${proto}://${host}` : '';
  };

  const onFrame = async (client: LiveClient, data: RawData, isBinary: boolean) => {
    const { ws } = client;
    client.alive = true;
    // Binary frames are no part of the protocol: an abuse, closed cleanly (1003 unsupported data).
    if (isBinary) return ws.close(1003, 'text frames only');
    if (!hub.withinRate(client)) return ws.close(1008, 'too many frames');
    const frame = parseClientFrame(data.toString('utf8'));
    if (!frame) return;
    if (frame.type === 'ping') return void hub.send(client, serverFrame('ping', { time: Date.now() }));
    const { liveId } = frame;
    if (hub.subscribe(client, liveId) === 'full') return void hub.send(client, serverFrame('live_status_subscribe', { liveId, message: 'too many rooms' }, 429));
    const [room] = await ctx.db.select({ status: liveRooms.status }).from(liveRooms).where(eq(liveRooms.id, liveId));
    if (!room) {
      hub.unsubscribe(client, liveId);
      return void hub.send(client, serverFrame('live_status_subscribe', { liveId }, 404));
    }
    hub.send(client, serverFrame('live_status_subscribe', { liveId, status: room.status }));
  };

  const onConnection = (ws: WebSocket, origin: string, address: string) => {
    // Upgrades from one address that raced past the check before the handshake: the late ones go (1008, policy).
    if (hub.addressFull(address)) {
      ws.on('error', () => ws.terminate());
      return ws.close(1008, 'too many sockets');
    }
    const client = hub.add(ws, origin, address);
    ws.on('error', () => hub.remove(client));
    ws.on('close', () => hub.remove(client));
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      onFrame(client, data, isBinary).catch((error: unknown) => {
        console.error('platform: live socket frame failed:', error);
      });
    });
  };

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      try {
        const match = TOKEN_PATH.exec(req.url ?? '');
        if (!match) return refuseUpgrade(socket, 404);
        if (!hub.accepting) return refuseUpgrade(socket, 503);
        if (!liveTokenValid(ctx.settings.socketSecret, ctx.settings.siteId, match[1]!)) return refuseUpgrade(socket, 401);
        if (hub.full) return refuseUpgrade(socket, 503, { 'retry-after': '5' });
        const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
        if (hub.addressFull(address)) return refuseUpgrade(socket, 429, { 'retry-after': '30' });
        const origin = originOf(req);
        // ws itself refuses (400) a request that is not a valid WebSocket handshake.
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, origin, address));
      } catch (error) {
        console.error('platform: live socket upgrade failed:', error);
        refuseUpgrade(socket, 400);
      }
    },
  };
}

/** `npm run platform`'s server: the live socket on every upgrade (other paths get 404). */
export function attachLiveSocket(server: http.Server, platform: { liveSocket(): LiveSocket }): LiveSocket {
  const live = platform.liveSocket();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => live.handleUpgrade(req, socket, head));
  return live;
}
