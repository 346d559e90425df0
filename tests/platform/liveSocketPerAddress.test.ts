/**
 * The live socket's cap per client address (docs/decisions/142): past `maxPerAddress` open sockets
 * an address's upgrade is refused with 429, other addresses still connect, and a closed socket
 * frees its place. The address is the peer, or the last X-Forwarded-For entry a loopback peer
 * (the site, nginx) names. The count lives in the process, not the database: PGlite only.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { openLiveSocket, startLivePlatform, type LiveClientSocket, type LivePlatform } from './liveSocketClient.ts';

const PER_ADDRESS = 3;
let p: LivePlatform;
let url = '';
const open: LiveClientSocket[] = [];
const connect = async (headers: Record<string, string> = {}) => {
  const socket = await openLiveSocket(url, headers);
  open.push(socket);
  return socket;
};
const refusal = (headers: Record<string, string>) =>
  connect(headers).then(
    () => 0,
    (error: { status?: number }) => error.status ?? -1,
  );
const from = (address: string) => ({ 'x-forwarded-for': address });

beforeAll(async () => {
  p = await startLivePlatform({ maxPerAddress: PER_ADDRESS, maxConnections: 50 });
  const config = await p.getConfig();
  url = `${config.socketUrl}/ws/${config.token}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await p?.stop();
});

it('past the cap an address is refused with 429; another address still connects', async () => {
  for (let i = 0; i < PER_ADDRESS; i += 1) await connect(from('198.51.100.30'));
  expect(await refusal(from('198.51.100.30'))).toBe(429);
  // A client-chosen first entry does not make a new address: the last one is what the proxy added.
  expect(await refusal({ 'x-forwarded-for': '203.0.113.99, 198.51.100.30' })).toBe(429);
  expect(await refusal(from('198.51.100.31'))).toBe(0);
  expect(p.platform.context.live.clients.size).toBe(PER_ADDRESS + 1);
});

it('a closed socket frees its place', async () => {
  const sockets = [];
  for (let i = 0; i < PER_ADDRESS; i += 1) sockets.push(await connect(from('198.51.100.32')));
  expect(await refusal(from('198.51.100.32'))).toBe(429);
  sockets[0]!.ws.close();
  await sockets[0]!.closed;
  await expect.poll(() => p.platform.context.live.clients.size).toBe(PER_ADDRESS - 1);
  expect(await refusal(from('198.51.100.32'))).toBe(0);
});

it('without a forwarded address the loopback peer itself is the address', async () => {
  for (let i = 0; i < PER_ADDRESS; i += 1) await connect();
  expect(await refusal({})).toBe(429);
  expect(await refusal({ 'x-forwarded-for': 'not-an-address' })).toBe(429);
});

it('parallel upgrades from one address hold exactly the cap: the rest are refused (429) or closed (1008)', async () => {
  const outcomes = await Promise.all(Array.from({ length: PER_ADDRESS * 3 }, () => refusal(from('198.51.100.33'))));
  expect(outcomes.every((status) => status === 0 || status === 429)).toBe(true);
  await expect.poll(() => [...p.platform.context.live.clients].filter((c) => c.address === '198.51.100.33').length).toBe(PER_ADDRESS);
});
