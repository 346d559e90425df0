import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PDFJS_CMAPS, PDFJS_ICCS, PDFJS_STANDARD_FONT_FILES, PDFJS_STANDARD_FONTS, PDFJS_WASM, PDFJS_WASM_FILES, pdfjsAssetsDir } from '../lib/pdfjsAssets.ts';

const require = createRequire(import.meta.url);

/**
 * Copies pdf.js's packed CMaps, and the standard fonts, decoders and ICC profile it needs, from the
 * installed pdfjs-dist into the client build (src/lib/pdfjsAssets.ts says where), after every
 * build: nothing binary is committed, and the files always match the pdf.js that reads them
 * (docs/decisions/119, 124).
 */
export function pdfjsAssets(): AstroIntegration {
  return {
    name: 'pdfjs-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const packageDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
        const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
        const target = path.join(fileURLToPath(dir), pdfjsAssetsDir(version));
        const cmaps = (await readdir(path.join(packageDir, PDFJS_CMAPS))).filter((name) => name.endsWith('.bcmap') || name === 'LICENSE');
        const iccs = await readdir(path.join(packageDir, PDFJS_ICCS));
        const copies = [
          ...cmaps.map((name) => path.join(PDFJS_CMAPS, name)),
          ...PDFJS_STANDARD_FONT_FILES.map((name) => path.join(PDFJS_STANDARD_FONTS, name)),
          ...PDFJS_WASM_FILES.map((name) => path.join(PDFJS_WASM, name)),
          ...iccs.map((name) => path.join(PDFJS_ICCS, name)),
        ];
        for (const folder of [PDFJS_CMAPS, PDFJS_STANDARD_FONTS, PDFJS_WASM, PDFJS_ICCS]) await mkdir(path.join(target, folder), { recursive: true });
        await Promise.all(copies.map((file) => copyFile(path.join(packageDir, file), path.join(target, file))));
        logger.info(`${copies.length} pdf.js data files in ${pdfjsAssetsDir(version)}`);
      },
    },
  };
}
