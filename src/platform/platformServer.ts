/** Runs the bundled platform alone (`npm run platform`), e.g. beside `astro dev`, with its live socket. */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { processMetrics } from '../config/metrics.ts';
import { logLevelFrom } from '../config/serverEnv.ts';
import { createDrain } from '../http/drain.ts';
import { createOperations, createReadiness, memoised, withTimeout } from '../http/operations.ts';
import { createLogger, createRequestLog, platformRouteLabel } from '../http/requestLog.ts';
import { createPlatform } from './createPlatform.ts';
import { PLATFORM_PREFIXES } from './platformPrefixes.ts';
import { attachLiveSocket } from './socket/attachLiveSocket.ts';

const started = performance.now();
const port = Number(process.env.PLATFORM_PORT ?? 4322);
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';
const platform = await createPlatform({ seedApart: true });
// Operations (docs/decisions/130): /healthz, /readyz (the database answers) and /metrics, one JSON log line per request.
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
const databaseAnswers = memoised(
  withTimeout(() => platform.ping(), 2_000),
  1_000,
);
const readiness = createReadiness([databaseAnswers]);
const operations = createOperations({ readiness, metricsToken: process.env.METRICS_TOKEN?.trim() || null, trustProxy });
const track = createRequestLog({ logger: createLogger(logLevelFrom(process.env.LOG_LEVEL)), trustProxy, routeOf: (url) => platformRouteLabel(url, PLATFORM_PREFIXES), metrics: processMetrics() });
const listener = getRequestListener(platform.app.fetch);
const server = http.createServer((req, res) => {
  track(req, res);
  if (!operations(req, res)) void listener(req, res);
});
const drain = createDrain(server);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`platform: cannot listen on ${host}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`platform ready in ${Math.round(performance.now() - started)} ms: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/app_if/getConfig?appID=1&curVersions=1`);
});
// The live socket on the same port: ws(s)://host:port/live-socket/ws/{token}.
attachLiveSocket(server, platform);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`platform: ${signal}, closing`);
  // Not ready at once; stop accepting, close the live sockets (1001), let requests in flight finish
  // for at most 10 s, then close the database.
  readiness.drain();
  const drained = await drain.drain({ closeSockets: () => platform.context.live.close(), timeoutMs: 10_000 });
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  await platform.close();
  process.exit(drained ? 0 : 1);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
