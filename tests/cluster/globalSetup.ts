import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from '../../scripts/cluster/startCluster.ts';
import type { ClusterInfo } from './clusterTest.ts';

/**
 * Starts the cluster once for the suite, and a small control server on loopback through which the
 * tests (in the worker process) kill and restart its processes, which belong to this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const unexpected: string[] = [];
  const cluster = await startCluster({
    log: (line) => console.log(`cluster: ${line}`),
    onUnexpectedExit: (name, code, signal) => unexpected.push(`${name} exited (${signal ?? code})`),
  });
  const actions: Record<string, (index: number) => Promise<void>> = {
    killSite: (i) => cluster.killSite(i),
    startSite: (i) => cluster.startSite(i),
    restartSites: () => cluster.restartSites(),
    killPlatform: (i) => cluster.killPlatform(i),
    startPlatform: (i) => cluster.startPlatform(i),
    stopRedis: () => cluster.stopRedis(),
    startRedis: () => cluster.startRedis(),
  };
  const control = http.createServer((req, res) => {
    const [, name = '', index = '0'] = (req.url ?? '').split('/');
    const action = actions[name];
    if (req.method === 'GET' && name === 'processes') {
      res.end(JSON.stringify({ processes: cluster.processes(), unexpected }));
      return;
    }
    if (req.method !== 'POST' || !action) {
      res.writeHead(404).end();
      return;
    }
    action(Number(index)).then(
      () => res.end(JSON.stringify({ processes: cluster.processes() })),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const info: ClusterInfo = {
    front: cluster.front,
    siteUrls: cluster.siteUrls,
    platformUrls: cluster.platformUrls,
    platformOrigin: cluster.platformOrigin,
    adminToken: cluster.adminToken,
    databaseUrl: cluster.databaseUrl,
    accessLog: cluster.accessLog,
    control: `http://127.0.0.1:${(control.address() as { port: number }).port}`,
  };
  const file = path.join(cluster.runDir, 'cluster.json');
  writeFileSync(file, JSON.stringify(info, null, 2));
  process.env.CLUSTER_INFO = file;
  return async () => {
    control.close();
    await cluster.stop();
  };
}
