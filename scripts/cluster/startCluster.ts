/**
 * The production topology on loopback (README "Running in production", docs/decisions/131):
 * Redis, PostgreSQL (a throw-away cluster unless DATABASE_URL is set), platform processes, site
 * processes and nginx with deploy/nginx.conf, each on a free port, in a run folder under
 * ./data/cluster. `npm run cluster` runs it; the cluster suite drives it from its globalSetup.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../src/config/nodeFlags.ts';
import { newPlatformSecrets, secretsEnv } from '../../src/platform/identity/platformSecrets.ts';
import { freePorts, httpStatus, killChild, portOpen, redisPing, startChild, stopChild, waitFor, type Child } from './children.ts';
import { startPostgres } from './postgres.ts';

export interface ClusterOptions {
  /** Site and platform processes (2 each by default). */
  sites?: number;
  platforms?: number;
  /** A PostgreSQL to use instead of a throw-away cluster. Default: process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** Build the site first even when dist/ exists. */
  build?: boolean;
  /** Further environment for every site and platform process. */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Called when a process the cluster did not stop exits. */
  onUnexpectedExit?: (name: string, code: number | null, signal: string | null, tail: string[]) => void;
}

export interface Cluster {
  runDir: string;
  /** http://127.0.0.1:<port>: what readers use (nginx). */
  front: string;
  /** The nginx listener that balances the platform processes (the sites' PLATFORM_ORIGIN). */
  platformOrigin: string;
  siteUrls: string[];
  platformUrls: string[];
  redisUrl: string;
  databaseUrl: string;
  adminToken: string;
  /** nginx's access log: one line per request, with the upstream that answered it. */
  accessLog: string;
  /** name, pid and port of every process, for a table. */
  processes(): { name: string; pid: number; port: number; alive: boolean }[];
  /** SIGKILL one site process (no restart). */
  killSite(index: number): Promise<void>;
  /** Start a site process again on its port and wait until it answers. */
  startSite(index: number): Promise<void>;
  /** SIGTERM each site process and start it again, one after another. */
  restartSites(): Promise<void>;
  killPlatform(index: number): Promise<void>;
  startPlatform(index: number): Promise<void>;
  /** SIGTERM Redis (it keeps its append-only file in its folder). */
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Everything down: SIGTERM, then SIGKILL after a bound. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEEP_RUNS = 3;

/** Lines of deploy/nginx.conf marked `# cluster: NAME` get the run's ports; SITE_n and PLATFORM_n lines become one per process. */
export function renderNginxConf(template: string, ports: { front: number; platformLb: number; sites: number[]; platforms: number[] }): string {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const marked = /^(.*127\.0\.0\.1:)(\d+)(.*# cluster: )(\w+?)(_\d+)?$/.exec(line);
    if (!marked) {
      out.push(line);
      continue;
    }
    const [, before, , middle, name, index] = marked;
    const one = (port: number, label: string) => `${before}${port}${middle}${label}`;
    if (name === 'FRONT') out.push(one(ports.front, 'FRONT'));
    else if (name === 'PLATFORM_LB') out.push(one(ports.platformLb, 'PLATFORM_LB'));
    else if (index === '_1') {
      const list = name === 'SITE' ? ports.sites : ports.platforms;
      list.forEach((port, i) => out.push(one(port, `${name}_${i + 1}`)));
    } else if (index === undefined) throw new Error(`deploy/nginx.conf: unknown cluster mark ${name}`);
  }
  return out.join('\n');
}

function newest(dir: string): string {
  const versions = readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${dir}`);
  return path.join(dir, versions.at(-1)!, 'bin');
}

/** Keeps the newest few run folders of earlier runs; their processes are gone (the runs stopped them). */
function pruneRuns(base: string): void {
  if (!existsSync(base)) return;
  const runs = readdirSync(base)
    .filter((name) => name.startsWith('run-'))
    .sort();
  for (const old of runs.slice(0, Math.max(0, runs.length - KEEP_RUNS + 1))) rmSync(path.join(base, old), { recursive: true, force: true });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const siteCount = options.sites ?? 2;
  const platformCount = options.platforms ?? 2;
  const base = path.join(ROOT, 'data', 'cluster');
  pruneRuns(base);
  const runDir = path.join(base, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  const logDir = path.join(runDir, 'logs');
  for (const dir of [logDir, path.join(runDir, 'redis'), path.join(runDir, 'nginx', 'logs'), path.join(runDir, 'nginx', 'temp'), path.join(runDir, 'nginx', 'cache')])
    mkdirSync(dir, { recursive: true });

  if (options.build || !existsSync(path.join(ROOT, 'dist', 'server', 'entry.mjs'))) {
    log('building the site (astro build)…');
    const built = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('astro build failed');
  }

  const ports = await freePorts(4 + siteCount + platformCount);
  const [front, platformLb, redisPort, pgPort] = ports as [number, number, number, number];
  const rest = ports.slice(4);
  const sitePorts = rest.slice(0, siteCount);
  const platformPorts = rest.slice(siteCount);
  const frontOrigin = `http://127.0.0.1:${front}`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const adminToken = randomBytes(16).toString('hex');
  // Equal on every process (README "Running in production").
  // Every platform secret, one set for all platform processes (docs/decisions/139); the sites get the ones they sign and encrypt with.
  const shared = secretsEnv(newPlatformSecrets());
  const siteShared = {
    PLATFORM_SM4_KEY: shared.PLATFORM_SM4_KEY!,
    PLATFORM_APP_KEY: shared.PLATFORM_APP_KEY!,
    PLATFORM_APP_SECRET: shared.PLATFORM_APP_SECRET!,
    PLATFORM_SSO_SECRET: shared.PLATFORM_SSO_SECRET!,
  };

  const children: Child[] = [];
  let starting = true;
  const onUnexpectedExit = (child: Child, code: number | null, signal: string | null) => {
    if (!starting) options.onUnexpectedExit?.(child.name, code, signal, child.tail());
  };
  const spawnChild = (name: string, command: string, args: string[], port: number, env: NodeJS.ProcessEnv) => {
    const child = startChild(name, command, args, { env, cwd: ROOT, logDir, port, onUnexpectedExit });
    const at = children.findIndex((c) => c.name === name);
    if (at === -1) children.push(child);
    else children[at] = child;
    return child;
  };
  const byName = (name: string) => children.find((c) => c.name === name)!;
  // Last resort: a parent that exits without stop() takes its children with it.
  process.once('exit', () => {
    for (const child of children) if (!child.exited()) child.process.kill('SIGKILL');
  });

  async function stop(): Promise<void> {
    const order = ['nginx', 'site', 'platform', 'redis', 'postgres'];
    for (const kind of order) {
      // PostgreSQL: SIGINT is its fast shutdown (SIGTERM waits for every client).
      await Promise.all(children.filter((c) => c.name.startsWith(kind)).map((c) => stopChild(c, kind === 'postgres' ? 'SIGINT' : 'SIGTERM')));
    }
  }

  try {
    // Redis: its own folder, an append-only file so a restart keeps the reader sessions.
    const redisArgs = [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      path.join(runDir, 'redis'),
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
      '--protected-mode',
      'yes',
      '--logfile',
      '',
    ];
    const startRedisChild = () => spawnChild('redis', 'redis-server', redisArgs, redisPort, process.env);
    const redis = startRedisChild();

    let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startPostgres({ bin: newest('/usr/lib/postgresql'), dir: path.join(runDir, 'postgres'), port: pgPort, spawnChild, log });
      databaseUrl = pg.url;
    }
    await waitFor(redis, 'PING', () => redisPing(redisPort));

    const platformEnv = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      ...options.env,
      ...shared,
      PLATFORM_PORT: String(port),
      PLATFORM_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Media and uploads: one folder for every platform process (beside this unused PGlite path).
      PLATFORM_DATA_DIR: path.join(runDir, 'platform', 'pglite'),
      PLATFORM_PUBLIC_ORIGIN: frontOrigin,
      PLATFORM_ADMIN_TOKEN: adminToken,
    });
    const startPlatformChild = (index: number) =>
      spawnChild(`platform-${index + 1}`, process.execPath, [...PLATFORM_NODE_FLAGS, 'src/platform/platformServer.ts'], platformPorts[index]!, platformEnv(platformPorts[index]!));
    const platformReady = (index: number) =>
      waitFor(byName(`platform-${index + 1}`), '/healthz or getConfig', async () => {
        const origin = `http://127.0.0.1:${platformPorts[index]}`;
        const health = await httpStatus(`${origin}/healthz`);
        if (health === 200) return true;
        if (health === 503) return false;
        // A build without /healthz: getConfig says the platform answers.
        return (await httpStatus(`${origin}/app_if/getConfig?appID=1&curVersions=1`)) === 200;
      });

    const siteEnv = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      ...options.env,
      ...siteShared,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUNDLED_PLATFORM: 'off',
      PLATFORM_ORIGIN: `http://127.0.0.1:${platformLb}`,
      REDIS_URL: redisUrl,
      SITE_ORIGIN: frontOrigin,
      TRUST_PROXY: '1',
      // The front also by the name browsers use, and each process by its own port (probes, /metrics).
      ALLOWED_HOSTS: `localhost:${front},127.0.0.1:${port}`,
      SESSION_DIR: path.join(runDir, 'sessions'),
    });
    const startSiteChild = (index: number) => spawnChild(`site-${index + 1}`, process.execPath, [...SERVER_NODE_FLAGS, 'src/server.ts'], sitePorts[index]!, siteEnv(sitePorts[index]!));
    const siteReady = (index: number) =>
      waitFor(byName(`site-${index + 1}`), '/healthz or /robots.txt', async () => {
        const origin = `http://127.0.0.1:${sitePorts[index]}`;
        const health = await httpStatus(`${origin}/healthz`);
        if (health === 200) return true;
        if (health === 503) return false;
        // A build without /healthz (it answers 404 or the not-found redirect): robots.txt says the site answers.
        return (await httpStatus(`${origin}/robots.txt`)) === 200;
      });

    // The first platform process migrates and seeds an empty database alone; the others then start on a seeded one.
    startPlatformChild(0);
    await platformReady(0);
    for (let i = 1; i < platformCount; i++) startPlatformChild(i);
    for (let i = 0; i < siteCount; i++) startSiteChild(i);

    const conf = renderNginxConf(readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8'), { front, platformLb, sites: sitePorts, platforms: platformPorts });
    const nginxDir = path.join(runDir, 'nginx');
    writeFileSync(path.join(nginxDir, 'nginx.conf'), conf);
    // As root, nginx's workers run as nobody: they must reach the cache and temp folders it creates.
    const nginx = spawnChild(
      'nginx',
      'nginx',
      ['-p', `${nginxDir}/`, '-c', path.join(nginxDir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${path.join(nginxDir, 'nginx.pid')};`],
      front,
      process.env,
    );

    await Promise.all([
      ...Array.from({ length: platformCount - 1 }, (_, i) => platformReady(i + 1)),
      ...Array.from({ length: siteCount }, (_, i) => siteReady(i)),
      waitFor(nginx, 'listening', () => portOpen(front)),
    ]);
    await waitFor(nginx, 'the front answers', async () => (await httpStatus(`${frontOrigin}/robots.txt`)) === 200);
    starting = false;

    const cluster: Cluster = {
      runDir,
      front: frontOrigin,
      platformOrigin: `http://127.0.0.1:${platformLb}`,
      siteUrls: sitePorts.map((port) => `http://127.0.0.1:${port}`),
      platformUrls: platformPorts.map((port) => `http://127.0.0.1:${port}`),
      redisUrl,
      databaseUrl,
      adminToken,
      accessLog: path.join(nginxDir, 'logs', 'access.log'),
      processes: () => children.map((c) => ({ name: c.name, pid: c.pid, port: c.port, alive: !c.exited() })),
      async killSite(index) {
        await killChild(byName(`site-${index + 1}`));
      },
      async startSite(index) {
        startSiteChild(index);
        await siteReady(index);
      },
      async restartSites() {
        for (let i = 0; i < siteCount; i++) {
          await stopChild(byName(`site-${i + 1}`));
          startSiteChild(i);
          await siteReady(i);
        }
      },
      async killPlatform(index) {
        await killChild(byName(`platform-${index + 1}`));
      },
      async startPlatform(index) {
        startPlatformChild(index);
        await platformReady(index);
      },
      async stopRedis() {
        await stopChild(byName('redis'));
      },
      async startRedis() {
        await waitFor(startRedisChild(), 'PING', () => redisPing(redisPort));
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
