import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correctReasonPhrase } from '../../../src/http/statusLine.ts';

/** What a page sets, as Astro's Node adapter writes it: statusMessage from the Response, then writeHead(status, headers). */
let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, reason] = (req.url ?? '/').slice(1).split('/');
    correctReasonPhrase(res);
    res.statusMessage = decodeURIComponent(reason ?? 'OK');
    res.writeHead(Number(status), { 'content-type': 'text/plain' });
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function statusLine(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, (res) => {
        res.resume();
        resolve(`${res.statusCode} ${res.statusMessage}`);
      })
      .on('error', reject);
  });
}

describe('the status line names the status it carries', () => {
  test.each([
    ['/404/OK', '404 Not Found'],
    ['/503/OK', '503 Service Unavailable'],
    ['/500/OK', '500 Internal Server Error'],
    ['/200/OK', '200 OK'],
    ['/404/Gone%20away', '404 Gone away'],
    ['/302/OK', '302 Found'],
  ])('%s → %s', async (path, expected) => {
    expect(await statusLine(path)).toBe(expected);
  });
});
