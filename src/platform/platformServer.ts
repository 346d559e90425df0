/** Runs the bundled platform alone (`npm run platform`), e.g. beside `astro dev`, with its live socket. */
import { serve } from '@hono/node-server';
import type http from 'node:http';
import { createPlatform } from './createPlatform.ts';
import { attachLiveSocket } from './socket/attachLiveSocket.ts';

const started = performance.now();
const port = Number(process.env.PLATFORM_PORT ?? 4322);
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';
const platform = await createPlatform({ seedApart: true });
const server = serve({ fetch: platform.app.fetch, port, hostname: host }, () => {
  console.log(`platform ready in ${Math.round(performance.now() - started)} ms: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/app_if/getConfig?appID=1&curVersions=1`);
});
// The live socket on the same port: ws(s)://host:port/live-socket/ws/{token}.
attachLiveSocket(server as http.Server, platform);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`platform: ${signal}, closing`);
  server.close();
  await platform.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
