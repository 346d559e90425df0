import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/openDatabase.ts';
import { seedIfEmpty } from './seedIfEmpty.ts';

/**
 * Seeds a new PGlite data directory in a short-lived child process (docs/decisions/117). Seeding
 * allocates large buffers that stay in the heap of the process that seeded: about 180 MB that the
 * site would carry for as long as it runs. A child gives them back when it exits. A directory
 * PGlite has already made (it holds PG_VERSION) is left alone; if it is still empty, the platform
 * seeds it in its own process as before.
 */
export async function seedNewDataDirApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding ${dataDir} in a child process failed (exit ${code})`);
}

// The child: opens the directory, seeds it and closes it.
if (import.meta.main) {
  const database = await openDatabase({ dataDir: process.argv[2]! });
  try {
    await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
}
