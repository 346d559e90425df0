/**
 * The live socket's fan-out across platform processes (docs/decisions/090): two `npm run platform`
 * processes on one PostgreSQL database, one socket on each; a change posted through either reaches
 * both, because each process LISTENs and pushes what any of them NOTIFYs. Runs only with TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPlatformData } from '../../src/platform/createPlatform.ts';
import { newPlatformSecrets, secretsEnv } from '../../src/platform/identity/platformSecrets.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { freePort, nodeBinary, repoRoot } from '../hostile/serverProcess.ts';
import { ADMIN_TOKEN, openLiveSocket, type LiveClientSocket } from './liveSocketClient.ts';
import { isolatedDatabase, type IsolatedDatabase } from './startTestPlatform.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
/** Processes of one platform share its secrets, the socket's included (README, docs/decisions/139); each has its own data folder. */
const SHARED_SECRETS = secretsEnv(newPlatformSecrets());
const { liveImage, live } = DEMO_IDS.live;

interface Child {
  child: ChildProcess;
  origin: string;
  log: () => string;
}

async function startPlatformProcess(databaseUrl: string, dataDir: string): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SHARED_SECRETS,
    PLATFORM_PORT: String(port),
    PLATFORM_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
  };
  delete env.PLATFORM_PUBLIC_ORIGIN;
  const child = spawn(nodeBinary(), ['src/platform/platformServer.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start:\n${log}`)), 60_000);
    child.stdout!.on('data', () => {
      if (log.includes('platform ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}:\n${log}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, log: () => log };
}

describe.skipIf(!serverUrl)('the live socket across two platform processes on one PostgreSQL', () => {
  let database: IsolatedDatabase | undefined;
  let root = '';
  let databaseUrl = '';
  const processes: Child[] = [];
  const sockets: LiveClientSocket[] = [];

  const subscribe = async (origin: string, liveId: number) => {
    const config = (await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`)).json()) as any;
    const socket = await openLiveSocket(`${config.data.socketServer.url}/ws/${config.data.xyApi.websocketToken}`);
    sockets.push(socket);
    socket.send({ type: 'live_status_subscribe', data: { liveId } });
    expect(await socket.next()).toMatchObject({ type: 'live_status_subscribe', code: 200, data: { liveId } });
    return socket;
  };
  const post = (origin: string, route: string, body: unknown = {}) =>
    fetch(`${origin}/platform-admin${route}`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'live-socket-processes-'));
    database = await isolatedDatabase(serverUrl!);
    databaseUrl = database.url;
    await resetPlatformData({ dataDir: path.join(root, 'pglite'), databaseUrl });
    for (let i = 0; i < 2; i++) processes.push(await startPlatformProcess(databaseUrl, path.join(root, `pglite-${i}`)));
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const { child } of processes) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
    await database?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('the two processes issue and accept the same token', async () => {
    const configs = await Promise.all(processes.map(async ({ origin }) => ((await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`)).json()) as any).data));
    expect(configs[0].xyApi.websocketToken).toBe(configs[1].xyApi.websocketToken);
    const crossed = await openLiveSocket(`${configs[1].socketServer.url}/ws/${configs[0].xyApi.websocketToken}`);
    sockets.push(crossed);
    crossed.send({ type: 'ping' });
    expect(await crossed.next()).toMatchObject({ type: 'ping', code: 200 });
  });

  it('a report posted through one process reaches a socket on each', async () => {
    const [a, b] = [await subscribe(processes[0]!.origin, liveImage), await subscribe(processes[1]!.origin, liveImage)];
    const response = await post(processes[0]!.origin, `/live-report/${liveImage}`, { content: 'across processes' });
    const reportId = ((await response.json()) as any).data.reportId;
    for (const socket of [a, b])
      expect(await socket.next()).toMatchObject({ type: 'live_reporting', code: 200, data: { liveId: liveImage, report: { fileId: reportId, content: 'across processes' } } });
  });

  it('a status change through the other process reaches both, and a stray NOTIFY on the channel harms neither', async () => {
    const [a, b] = [await subscribe(processes[0]!.origin, live), await subscribe(processes[1]!.origin, live)];
    for (const payload of ['not json', '{"kind":"report","liveId":504}', '{"kind":"status","liveId":-1,"status":1}', 'x'.repeat(7000)]) await database!.run(`NOTIFY live_events, '${payload}'`);
    expect((await post(processes[1]!.origin, `/live-status/${live}/2`)).status).toBe(200);
    for (const socket of [a, b]) expect(await socket.next()).toMatchObject({ type: 'live_status', code: 200, data: { liveId: live, status: 2 } });
    for (const { child } of processes) expect(child.exitCode).toBeNull();
  });
});
