import { readFile, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { compress, filesUnder, isCompressible, SIDECARS } from '../http/staticCompression.ts';

/**
 * After every build, writes the brotli and gzip copies of the client's text files next to them
 * (src/http/staticCompression.ts), so the server reads them at start instead of spending seconds of
 * CPU on brotli 11 each time it starts (docs/decisions/123). Runs after the integrations that add
 * files to the client build.
 */
export function precompressClient(): AstroIntegration {
  return {
    name: 'precompress-client',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        const files = [];
        for (const file of await filesUnder(root)) if (isCompressible(file, (await stat(file)).size)) files.push(file);
        // All at once: the thread pool runs as many as it has threads, on every core.
        await Promise.all(
          files.map(async (file) => {
            const copies = await compress(await readFile(file));
            await Promise.all([writeFile(file + SIDECARS.br, copies.br), writeFile(file + SIDECARS.gzip, copies.gzip)]);
          }),
        );
        logger.info(`${files.length} client files precompressed (brotli 11, gzip 9) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
