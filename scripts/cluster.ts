/**
 * `npm run cluster`: the site as production runs it, on loopback (README "Running in production"):
 * Redis, PostgreSQL (throw-away unless DATABASE_URL is set), two platform processes, two site
 * processes and nginx with deploy/nginx.conf. Builds the site first when dist/ is missing
 * (`-- --build` always builds). Ctrl-C or SIGTERM stops every process it started.
 */
import { startCluster, type Cluster } from './cluster/startCluster.ts';

const started = performance.now();
let cluster: Cluster | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('stopping the cluster…');
    await cluster?.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  cluster = await startCluster({
    build: process.argv.includes('--build'),
    log: (line) => console.log(line),
    onUnexpectedExit(name, code, signal, tail) {
      console.error(`\n${name} exited (${signal ?? `code ${code}`}); its last lines:\n${tail.join('\n')}\n`);
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
if (cluster) {
  console.log(`\ncluster ready in ${Math.round(performance.now() - started)} ms, logs in ${cluster.runDir}/logs\n`);
  console.table(cluster.processes().map(({ name, pid, port }) => ({ name, pid, address: `127.0.0.1:${port}` })));
  console.log(`\n  ${cluster.front}/app/template/displayTemplate/news/home.html\n`);
  console.log(`platform admin: PLATFORM_URL=${cluster.platformOrigin} PLATFORM_ADMIN_TOKEN=${cluster.adminToken} npm run admin -- …\n`);
}
