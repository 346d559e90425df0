/**
 * A throw-away PostgreSQL for the cluster: initdb into the run folder, then `postgres` in the
 * foreground on its own port (TCP on loopback only, no Unix socket), so it stops with the cluster.
 * initdb refuses to run as root: as root both run as the `postgres` user (setpriv execs in place,
 * so the signals reach postgres itself), in a folder that user owns.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor, portOpen, type Child } from './children.ts';

type SpawnChild = (name: string, command: string, args: string[], port: number, env: NodeJS.ProcessEnv) => Child;

export async function startPostgres(options: { bin: string; dir: string; port: number; spawnChild: SpawnChild; log: (line: string) => void }): Promise<{ url: string; child: Child }> {
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]): [string, string[]] => (asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]] : [command, args]);
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(options.dir, id('-u'), id('-g'));
  }
  const data = path.join(options.dir, 'data');
  options.log(`initdb ${data}`);
  const [initdb, initArgs] = as(path.join(options.bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  execFileSync(initdb, initArgs, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
  const [postgres, args] = as(path.join(options.bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(options.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    // A throw-away database: nothing to keep across a crash.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child = options.spawnChild('postgres', postgres, args, options.port, { ...process.env, LC_ALL: 'C' });
  await waitFor(child, 'accepting connections', async () => (await portOpen(options.port)) && child.tail().some((line) => /ready to accept connections/.test(line)));
  return { url: `postgres://postgres@127.0.0.1:${options.port}/postgres`, child };
}
