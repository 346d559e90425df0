/**
 * WebSocket upgrades reach the site server too: only `/live-socket/ws/{token}` on an allowed host
 * goes to the bundled platform's live socket; every other upgrade gets a 4xx and the connection
 * closed, and no hostile upgrade — nor a hostile frame after one — takes the server down.
 */
import { connect } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, test } from 'vitest';
import { rawRequest } from './rawHttp.ts';
import { BASE_PATH, HOME_PATH, expectSane, expectSurvives, platformRequest, port, request, sweep } from './suiteServer.ts';
import { EVIL_HOST } from './targets.ts';

const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

async function socketConfig(): Promise<{ url: string; token: string }> {
  const response = await platformRequest({ path: '/app_if/getConfig?appID=1&curVersions=1' });
  const data = JSON.parse(response.text()).data as { socketServer: { url: string }; xyApi: { websocketToken: string } };
  return { url: data.socketServer.url, token: data.xyApi.websocketToken };
}

/** An upgrade request as a browser sends it, with every part replaceable. */
function upgrade(path: string, options: { method?: string; host?: string | null; headers?: [string, string][] } = {}) {
  const headers: [string, string][] = options.headers ?? [
    ['Connection', 'Upgrade'],
    ['Upgrade', 'websocket'],
    ['Sec-WebSocket-Version', '13'],
    ['Sec-WebSocket-Key', KEY],
  ];
  const host = options.host === undefined ? `127.0.0.1:${port}` : options.host;
  const lines = [`${options.method ?? 'GET'} ${path} HTTP/1.1`, ...(host === null ? [] : [`Host: ${host}`]), ...headers.map(([name, value]) => `${name}: ${value}`)];
  return rawRequest({ port, head: `${lines.join('\r\n')}\r\n\r\n`, timeoutMs: 10_000 });
}

describe('upgrade requests', () => {
  test('getConfig advertises the socket on the site origin, and a good token gets a socket that answers ping', async () => {
    const { url, token } = await socketConfig();
    expect(url).toBe(`ws://127.0.0.1:${port}/live-socket`);
    expect(token).not.toBe('');
    await expectSurvives(async () => {
      const ws = new WebSocket(`${url}/ws/${token}`);
      const answer = await new Promise<string>((resolve, reject) => {
        ws.once('error', reject);
        ws.once('open', () => ws.send('{"type":"ping"}'));
        ws.once('message', (data) => resolve(data.toString()));
      });
      ws.terminate();
      expect(JSON.parse(answer)).toMatchObject({ type: 'ping', code: 200 });
    });
  });

  test('hostile upgrade requests get a 4xx (or the designed 503), never a crash or a silent drop', async () => {
    const { token } = await socketConfig();
    const good = `/live-socket/ws/${token}`;
    const CASES: [name: string, status: number, run: () => ReturnType<typeof upgrade>][] = [
      ['the root', 404, () => upgrade('/')],
      ['a page', 404, () => upgrade(HOME_PATH)],
      ['a page under the base path', 404, () => upgrade(`${BASE_PATH}/live-socket/ws/${token}`)],
      ['a platform route', 404, () => upgrade('/app_if/getConfig')],
      ['the socket without /ws/', 404, () => upgrade('/live-socket/')],
      ['no token', 404, () => upgrade('/live-socket/ws/')],
      ['a dot-dot path', 404, () => upgrade(`/live-socket/ws/../../app_if/getConfig`)],
      ['a token with a slash', 404, () => upgrade(`/live-socket/ws/${token}/x`)],
      ['a 10 KB token', 404, () => upgrade(`/live-socket/ws/${'a'.repeat(10_000)}`)],
      ['a wrong token', 401, () => upgrade('/live-socket/ws/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')],
      ['a percent-encoded token', 404, () => upgrade(`/live-socket/ws/%41%41${token.slice(2)}`)],
      ['another host', 400, () => upgrade(good, { host: EVIL_HOST })],
      ['no host', 400, () => upgrade(good, { host: null })],
      ['a POST', 405, () => upgrade(good, { method: 'POST' })],
      [
        'no key',
        400,
        () =>
          upgrade(good, {
            headers: [
              ['Connection', 'Upgrade'],
              ['Upgrade', 'websocket'],
              ['Sec-WebSocket-Version', '13'],
            ],
          }),
      ],
      [
        'a garbage key',
        400,
        () =>
          upgrade(good, {
            headers: [
              ['Connection', 'Upgrade'],
              ['Upgrade', 'websocket'],
              ['Sec-WebSocket-Version', '13'],
              ['Sec-WebSocket-Key', '\x01\x02 not base64'],
            ],
          }),
      ],
      [
        'version 12',
        400,
        () =>
          upgrade(good, {
            headers: [
              ['Connection', 'Upgrade'],
              ['Upgrade', 'websocket'],
              ['Sec-WebSocket-Version', '12'],
              ['Sec-WebSocket-Key', KEY],
            ],
          }),
      ],
      [
        'an h2c upgrade',
        400,
        () =>
          upgrade(good, {
            headers: [
              ['Connection', 'Upgrade, HTTP2-Settings'],
              ['Upgrade', 'h2c'],
              ['HTTP2-Settings', 'AAMAAABkAAQAAP__'],
            ],
          }),
      ],
      [
        'an h2c upgrade of a page',
        404,
        () =>
          upgrade(HOME_PATH, {
            headers: [
              ['Connection', 'Upgrade'],
              ['Upgrade', 'h2c'],
            ],
          }),
      ],
      [
        'a garbage upgrade header',
        400,
        () =>
          upgrade(good, {
            headers: [
              ['Connection', 'Upgrade'],
              ['Upgrade', '\x7f\x7f'],
              ['Sec-WebSocket-Key', KEY],
            ],
          }),
      ],
    ];
    await sweep(
      CASES,
      ([name]) => name,
      async ([name, status, run]) => {
        const response = await run();
        expectSane(response, name);
        expect(response.status, name).toBe(status);
      },
    );
  });

  test('handshakes ws accepts as they are (version 8, a malformed extension offer, which is then not used) get a socket', async () => {
    const { token } = await socketConfig();
    const offers: [string, string][][] = [
      [['Sec-WebSocket-Version', '8']],
      [
        ['Sec-WebSocket-Version', '13'],
        ['Sec-WebSocket-Extensions', 'permessage-deflate; server_max_window_bits=999;;'],
      ],
    ];
    await expectSurvives(async () => {
      for (const offer of offers) {
        const head = [
          `GET /live-socket/ws/${token} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          `Sec-WebSocket-Key: ${KEY}`,
          ...offer.map(([n, v]) => `${n}: ${v}`),
        ].join('\r\n');
        const statusLine = await new Promise<string>((resolve, reject) => {
          const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(`${head}\r\n\r\n`));
          let received = '';
          socket.on('data', (chunk) => {
            received += chunk.toString('latin1');
            if (!received.includes('\r\n\r\n')) return;
            socket.destroy();
            expect(received.toLowerCase()).not.toContain('sec-websocket-extensions');
            resolve(received.split('\r\n')[0]!);
          });
          socket.once('error', reject);
        });
        expect(statusLine).toBe('HTTP/1.1 101 Switching Protocols');
      }
    });
  });

  test('hostile frames through the site server close that socket only', async () => {
    const { url, token } = await socketConfig();
    await expectSurvives(async () => {
      for (const abuse of [(ws: WebSocket) => ws.send(Buffer.alloc(70_000)), (ws: WebSocket) => ws.send('x'.repeat(70_000)), (ws: WebSocket) => ws.send('{"type":')]) {
        const ws = new WebSocket(`${url}/ws/${token}`);
        await new Promise<void>((resolve, reject) => {
          ws.once('error', reject);
          ws.once('open', () => resolve());
        });
        abuse(ws);
        ws.send('{"type":"ping"}');
        await new Promise<void>((resolve) => {
          ws.once('message', () => resolve());
          ws.once('close', () => resolve());
        });
        ws.terminate();
      }
    });
    expectSane(await request({ path: HOME_PATH }), 'home after the sockets');
  });
});
