/**
 * The benchmark's floor: a bare Node HTTP server that answers every request with one recorded
 * response — the page's own status, headers and compressed body, byte for byte. Whatever a page
 * costs above this is rendering, not HTTP. Usage: node scripts/bench/replayServer.ts {port} {file.json}
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as { status: number; headers: [string, string][]; body: string };
const body = Buffer.from(recorded.body, 'base64');
const headers = recorded.headers.flat();

const server = http.createServer((_req, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('replay ready in 0 ms'));
process.on('SIGTERM', () => process.exit(0));
