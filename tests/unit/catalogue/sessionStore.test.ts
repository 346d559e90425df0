import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionStore, isSessionStoreUnavailable, SessionStoreUnavailable, type SessionStore } from '../../../src/catalogue/sessionStore.ts';

/**
 * The reader-session store (docs/decisions/129) on its real backends: a folder on disk, and a
 * redis-server this test starts on a free loopback port.
 */
type Entry = { securityToken: string };
const TTL_MS = 7_200_000;
const id = (n: number) => `${String(n).padStart(4, '0')}${'A'.repeat(39)}`;
const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sessions-'));
  folders.push(dir);
  return path.join(dir, 'sessions');
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.useRealTimers());

describe('isSessionStoreUnavailable', () => {
  it.each([
    ['this copy of the class', new SessionStoreUnavailable(new Error('down')), true],
    ["another copy of the module (the server's own, beside the build's)", Object.assign(new Error('reader session store unavailable'), { name: 'SessionStoreUnavailable' }), true],
    ['any other error', new Error('down'), false],
    ['not an error', 'SessionStoreUnavailable', false],
  ])('%s', (_name, error, expected) => expect(isSessionStoreUnavailable(error)).toBe(expected));
});

describe('the disk store (the default, one machine)', () => {
  it('outlives the process: a new store on the same folder reads what the old one wrote', async () => {
    const dir = tempFolder();
    const before = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: TTL_MS, maxEntries: 100 });
    await before.set(id(1), { securityToken: 'kept' });
    await before.close();
    const after = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: TTL_MS, maxEntries: 100 });
    expect(await after.get(id(1))).toEqual({ securityToken: 'kept' });
    await after.close();
  });

  it('is readable by the server user only', async () => {
    const dir = tempFolder();
    const store = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: TTL_MS, maxEntries: 100 });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    await store.close();
  });

  it.each([
    ['a path', '../../etc/passwd'],
    ['a nested key', 'a:b:c:dddddddddddddddddddddddddd'],
    ['an empty id', ''],
    ['a huge id', 'x'.repeat(5000)],
  ])('never reads or writes outside its folder: %s', async (_name, bad) => {
    const store = createSessionStore<Entry>({ kind: 'disk', dir: tempFolder(), ttlMs: TTL_MS, maxEntries: 100 });
    expect(await store.get(bad)).toBeUndefined();
    await expect(store.set(bad, { securityToken: 'x' })).rejects.toThrow();
    await store.close();
  });

  it('deletes expired entries, on read and in its sweep, and a half-written file reads as none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const dir = tempFolder();
    const store = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: 1_000, maxEntries: 100 });
    await store.set(id(1), { securityToken: 'a' });
    await store.set(id(2), { securityToken: 'b' });
    writeFileSync(path.join(dir, id(3)), '{"exp":');
    expect(await store.get(id(3))).toBeUndefined();
    vi.setSystemTime(1_700_000_002_000);
    expect(await store.get(id(1))).toBeUndefined();
    await store.sweep();
    expect(readdirSync(dir)).toEqual([]);
    await store.close();
  });

  it('past maxEntries anonymous entries go before members, however new they are', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dir = tempFolder();
    const store = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: TTL_MS, maxEntries: 3, precious: (entry) => entry.securityToken.startsWith('member') });
    for (let n = 0; n < 8; n += 1) {
      vi.setSystemTime(1_700_000_000_000 + n * 1000);
      await store.set(id(n), { securityToken: n < 2 ? `member${n}` : `anonymous${n}` });
    }
    await store.sweep();
    expect(readdirSync(dir).sort()).toEqual([0, 1, 7].map(id));
    await store.close();
  });

  it('cannot grow without bound: past maxEntries the entries nearest their end go first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dir = tempFolder();
    const store = createSessionStore<Entry>({ kind: 'disk', dir, ttlMs: TTL_MS, maxEntries: 4 });
    for (let n = 0; n < 10; n += 1) {
      vi.setSystemTime(1_700_000_000_000 + n * 1000);
      await store.set(id(n), { securityToken: `s${n}` });
    }
    await store.sweep();
    expect(readdirSync(dir).sort()).toEqual([6, 7, 8, 9].map(id));
    expect(await store.count()).toBe(4);
    await store.close();
  });
});

/** A redis-server of its own: port, folder, append-only file, gone with the test. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], { stdio: 'ignore' });
  for (let i = 0; i < 200; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('redis-server did not start');
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Redis store (REDIS_URL: every process serves every reader)', () => {
  let redis: ChildProcess;
  let port: number;
  let dir: string;
  const stores: SessionStore<Entry>[] = [];
  const open = () => {
    const errors: Error[] = [];
    const store = createSessionStore<Entry>({ kind: 'redis', url: `redis://127.0.0.1:${port}`, ttlMs: TTL_MS, onError: (error) => errors.push(error) });
    stores.push(store);
    return { store, errors };
  };

  beforeAll(async () => {
    port = await freePort();
    dir = path.dirname(tempFolder());
    redis = await startRedis(port, dir);
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    redis.kill('SIGKILL');
  });

  it('two processes share one store, and every key has a TTL', async () => {
    const a = open().store;
    const b = open().store;
    await expect.poll(() => a.ready()).toBe(true);
    await a.set(id(1), { securityToken: 'shared' });
    expect(await b.get(id(1))).toEqual({ securityToken: 'shared' });
    const ttl = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`PTTL readerSession:${id(1)}\r\n`));
      socket.once('data', (data) => (socket.end(), resolve(data.toString())));
      socket.once('error', reject);
    });
    const ms = Number(ttl.replace(/^:/, '').trim());
    expect(ms).toBeGreaterThan(TTL_MS - 60_000);
    expect(ms).toBeLessThanOrEqual(TTL_MS);
    expect(await b.count()).toBeGreaterThanOrEqual(1);
    await b.delete(id(1));
    expect(await a.get(id(1))).toBeUndefined();
  });

  it('Redis down: reads and writes fail at once with SessionStoreUnavailable; back up, it reconnects by itself and the keys are kept', async () => {
    const { store, errors } = open();
    await expect.poll(() => store.ready()).toBe(true);
    await store.set(id(2), { securityToken: 'survives' });
    redis.kill('SIGTERM');
    await new Promise((resolve) => redis.once('exit', resolve));
    const started = Date.now();
    await expect(store.get(id(2))).rejects.toBeInstanceOf(SessionStoreUnavailable);
    await expect(store.set(id(3), { securityToken: 'x' })).rejects.toBeInstanceOf(SessionStoreUnavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await store.ready()).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    redis = await startRedis(port, dir);
    await expect.poll(() => store.ready(), { timeout: 10_000 }).toBe(true);
    expect(await store.get(id(2))).toEqual({ securityToken: 'survives' });
  });
});
