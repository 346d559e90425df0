/**
 * The live socket's test side: a platform with its socket on a loopback port, and a client that
 * keeps every frame it receives and waits for the next one that matches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { createPlatform, type Platform } from '../../src/platform/createPlatform.ts';
import { attachLiveSocket } from '../../src/platform/socket/attachLiveSocket.ts';
import type { LiveLimits } from '../../src/platform/socket/LiveHub.ts';

export const ADMIN_TOKEN = 'live-socket-test-admin';

export interface Frame {
  type: string;
  code: number;
  data: Record<string, any>;
}

export interface LivePlatform {
  origin: string;
  platform: Platform;
  getConfig(headers?: Record<string, string>): Promise<{ socketUrl: string; token: string }>;
  admin(route: string, body?: unknown): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

export async function startLivePlatform(liveLimits: Partial<LiveLimits> = {}): Promise<LivePlatform> {
  process.env.PLATFORM_ADMIN_TOKEN = ADMIN_TOKEN;
  const root = mkdtempSync(path.join(tmpdir(), 'live-socket-test-'));
  const platform = await createPlatform({ dataDir: path.join(root, 'pglite'), databaseUrl: '', publicOrigin: '', liveLimits });
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  attachLiveSocket(server, platform);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    platform,
    async getConfig(headers = {}) {
      const body = (await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`, { headers })).json()) as any;
      return { socketUrl: body.data.socketServer.url, token: body.data.xyApi.websocketToken };
    },
    async admin(route, body = {}) {
      const response = await fetch(`${origin}/platform-admin${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      platform.context.live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface LiveClientSocket {
  ws: WebSocket;
  frames: Frame[];
  /** The next frame not yet taken that matches (waits up to `ms`; throws when none comes). */
  next(match?: (frame: Frame) => boolean, ms?: number): Promise<Frame>;
  send(value: unknown): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** Opens a socket (with extra upgrade headers, e.g. X-Forwarded-For); rejects with the HTTP status when the upgrade is refused. */
export function openLiveSocket(url: string, headers: Record<string, string> = {}): Promise<LiveClientSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const frames: Frame[] = [];
    let taken = 0;
    const waiters = new Set<() => void>();
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    ws.on('message', (data) => {
      frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of waiters) wake();
    });
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', (error) => reject(error));
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
        close: () => ws.terminate(),
        next(match = () => true, ms = 10_000) {
          return new Promise((found, fail) => {
            const look = () => {
              while (taken < frames.length) {
                const frame = frames[taken++]!;
                if (match(frame)) {
                  waiters.delete(look);
                  clearTimeout(timer);
                  found(frame);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching frame within ${ms} ms (received: ${JSON.stringify(frames.slice(-3))})`));
            }, ms);
            waiters.add(look);
            look();
          });
        },
      }),
    );
  });
}
