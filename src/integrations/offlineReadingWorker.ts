import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BASE_PATH, routeUrl } from '../routes.ts';
import { OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';

const RULES = new URL('../lib/offlineReading.ts', import.meta.url);
const WORKER = new URL('../browser/offlineReadingWorker.ts', import.meta.url);

/**
 * One classic script from the two TypeScript files: types stripped (Node's own stripper: both
 * files use erasable syntax only), the rules' `export`s and the worker's import of them removed,
 * all of it in one function scope. Neither file may import anything else, and neither may have a
 * line of code that starts like a comment (`*`, `//`): such lines are dropped.
 */
export function joinWorker(rules: string, worker: string, settings: Record<string, unknown>): string {
  // Comment lines and blank lines go too: a reader's phone fetches the worker, not its documentation.
  const strip = (source: string) =>
    stripTypeScriptTypes(source, { mode: 'strip' })
      .split('\n')
      .filter((line) => !/^\s*(\/\*\*?|\*|\*\/|\/\/|$)/.test(line))
      .join('\n');
  const body = strip(rules).replace(/^export /gm, '');
  const main = strip(worker).replace(/^import\s*\{[^}]*\}\s*from\s*'[^']+';\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(body + main)) throw new Error('offline reading worker: only the rules file may be imported');
  return `(() => {\n'use strict';\nconst OFFLINE_SETTINGS = ${JSON.stringify(settings)};\n${body}\n${main}\n})();\n`;
}

/** The worker's version: its code and the build's file names (hashed by content), so a build that changes what a page loads changes it. */
export function workerVersion(rules: string, worker: string, builtFiles: readonly string[]): string {
  return createHash('sha256')
    .update(rules)
    .update(worker)
    .update([...builtFiles].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
}

/**
 * Writes the offline reading worker (docs/decisions/152) into the client build as
 * `{BASE_PATH}/offlineReadingWorker.js`. Its version is a digest of its own code and the names of
 * the build's files (hashed by content), so every build that changes what a page loads gets new
 * cache names, and the old ones are deleted when it takes over. Runs before precompressClient.
 */
export function offlineReadingWorker(): AstroIntegration {
  return {
    name: 'offline-reading-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const built = (await readdir(`${root}_astro`)).filter((name) => !/\.(br|gz)$/.test(name)).sort();
        const [rules, worker] = await Promise.all([readFile(RULES, 'utf8'), readFile(WORKER, 'utf8')]);
        const version = workerVersion(rules, worker, built);
        const precache = built.filter((name) => name.endsWith('.woff2')).map((name) => `${BASE_PATH}/_astro/${name}`);
        const code = joinWorker(rules, worker, { version, basePath: BASE_PATH, offlineUrl: routeUrl('offline'), precache });
        await writeFile(`${root}${OFFLINE_WORKER_FILE}`, code);
        logger.info(`offline reading worker ${version}: ${code.length} bytes`);
      },
    },
  };
}
