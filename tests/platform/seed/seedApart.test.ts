import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/platform/db/openDatabase.ts';
import { sites } from '../../../src/platform/db/schema.ts';
import { seedNewDataDirApart } from '../../../src/platform/seed/seedApart.ts';

/**
 * ADR 117: the servers seed a new PGlite directory in a child process, so the seed's memory leaves
 * with it. The child's work is checked by opening the directory afterwards in this process.
 */

const root = mkdtempSync(path.join(tmpdir(), 'seed-apart-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function siteCount(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db.$count(sites);
  } finally {
    await database.close();
  }
}

describe('seedNewDataDirApart', () => {
  it('seeds a directory that does not exist yet', async () => {
    const dataDir = path.join(root, 'new');
    await seedNewDataDirApart(dataDir);
    expect(await siteCount(dataDir)).toBe(1);
  }, 120_000);

  it('leaves a directory PGlite has already made to the platform, even when its database is empty', async () => {
    const dataDir = path.join(root, 'made');
    expect(await siteCount(dataDir)).toBe(0);
    await seedNewDataDirApart(dataDir);
    expect(await siteCount(dataDir)).toBe(0);
  }, 60_000);

  it('fails with the directory named when the child cannot seed it', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'pglite');
    await expect(seedNewDataDirApart(dataDir)).rejects.toThrow(`seeding ${dataDir} in a child process failed`);
  }, 60_000);
});
