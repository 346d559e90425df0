import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createDrain } from '../../../src/http/drain.ts';

interface Connection {
  socket: Socket;
  /** Everything received until the server closed the connection. */
  closed: Promise<string>;
  /** Resolves once the first bytes of an answer arrive. */
  answered: Promise<void>;
}

function open(port: number): Connection {
  const socket = connect({ port, host: '127.0.0.1' });
  let received = '';
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, closed, answered };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

let servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers = [];
});

/** A server whose /slow answers only when the test says so. */
async function start(): Promise<{ server: http.Server; port: number; release: () => void; drain: ReturnType<typeof createDrain>; slowStarted: Promise<void> }> {
  let release = () => {};
  let started = () => {};
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      started();
      void gate.then(() => res.end('slow done'));
    } else res.end('fast');
  });
  servers.push(server);
  const drain = createDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, release, drain, slowStarted };
}

describe('the drain', () => {
  test('idle connections close at once, a request in flight finishes with Connection: close, new connections are refused', async () => {
    const { port, release, drain, slowStarted } = await start();
    const idle = open(port);
    idle.socket.write(get('/fast'));
    await idle.answered;
    const busy = open(port);
    busy.socket.write(get('/slow'));
    await slowStarted;
    let socketsClosed = 0;

    const drained = drain.drain({ closeSockets: () => (socketsClosed += 1), timeoutMs: 5_000 });
    expect(drain.draining).toBe(true);
    expect(socketsClosed).toBe(1);
    expect(await idle.closed).toMatch(/^HTTP\/1\.1 200/);

    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => resolve(false));
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    release();
    const answer = await busy.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('slow done');
    expect(await drained).toBe(true);
  });

  test('a request whose answer had begun closes its connection when done', async () => {
    let finish = () => {};
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('part one, ');
      finish = () => res.end('part two');
    });
    servers.push(server);
    const drain = createDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const busy = open(typeof address === 'object' && address ? address.port : 0);
    busy.socket.write(get('/'));
    await busy.answered;
    const drained = drain.drain({ timeoutMs: 5_000 });
    finish();
    expect(await busy.closed).toContain('part two');
    expect(await drained).toBe(true);
  });

  test('a request that never finishes: the drain gives up after its time-out', async () => {
    const { port, drain, slowStarted } = await start();
    const busy = open(port);
    busy.socket.write(get('/slow'));
    await slowStarted;
    expect(await drain.drain({ timeoutMs: 50 })).toBe(false);
  });

  test('a request arriving on an open connection while draining is answered with Connection: close', async () => {
    const { port, drain } = await start();
    const late = open(port);
    // A whole request, then half of the next: once the first is answered the server has read the
    // half, and a connection with half a request is not idle, so it outlives the drain's first step.
    late.socket.write(`${get('/fast')}GET /fast HTTP/1.1\r\n`);
    await late.answered;
    const drained = drain.drain({ timeoutMs: 5_000 });
    late.socket.write('Host: x\r\n\r\n');
    const answers = (await late.closed).split('HTTP/1.1 ');
    expect(answers).toHaveLength(3);
    expect(answers[2]).toMatch(/^200 /);
    expect(answers[2]).toMatch(/\r\nConnection: close\r\n/i);
    expect(await drained).toBe(true);
  });
});
