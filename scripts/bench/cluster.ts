/**
 * The production topology under load (`BENCH_ONLY=cluster npm run bench`): `npm run cluster`'s
 * nginx, 2 site and 2 platform processes, Redis and PostgreSQL, all on this machine's cores. It
 * prints requests per second through nginx for an article that nginx's cache holds, and for one it
 * cannot (a query key no page reads makes every request a render at a site), with 2 site processes
 * and then with 1; and each process's RSS. A benchmark, not a test: the load generator shares the
 * machine with everything it measures.
 */
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { startCluster, type Cluster } from '../cluster/startCluster.ts';
import { memoryOf } from './processStats.ts';
import { autocannon } from './ssr.ts';

const CONNECTIONS = 20;
const SECONDS = 8;
const ARTICLE = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn' });

interface Row {
  case: string;
  sites: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(cluster: Cluster, label: string, sites: number, path: string, unique: boolean): Promise<Row> {
  const url = `${cluster.front}${path}`;
  const options = { url: unique ? `${url}&bench=[<id>]` : url, idReplacement: unique, connections: CONNECTIONS, headers: { 'accept-encoding': 'br', 'accept-language': 'zh-CN', cookie: 'lang=cn' } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  return { case: label, sites, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function runClusterBench(): Promise<void> {
  const cluster = await startCluster({ log: () => undefined });
  try {
    const rows: Row[] = [];
    rows.push(await load(cluster, 'article, nginx cache', 2, ARTICLE, false));
    rows.push(await load(cluster, 'article, rendered every time', 2, ARTICLE, true));
    const rss = cluster.processes().map((p) => ({ process: p.name, pid: p.pid, rssMb: Math.round(memoryOf(p.pid)?.rssMb ?? 0) }));
    await cluster.killSite(1);
    rows.push(await load(cluster, 'article, nginx cache', 1, ARTICLE, false));
    rows.push(await load(cluster, 'article, rendered every time', 1, ARTICLE, true));
    console.log(`\nThrough nginx, ${CONNECTIONS} connections, ${SECONDS} s each (brotli, zh-CN):`);
    console.table(rows);
    console.log('\nRSS of each process after the 2-site runs:');
    console.table(rss);
  } finally {
    await cluster.stop();
  }
}
