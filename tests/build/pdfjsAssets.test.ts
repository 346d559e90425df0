import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../src/http/staticFiles.ts';
import { getStatic as get } from '../staticFileGet.ts';
import { PDFJS_STANDARD_FONT_FILES, PDFJS_WASM_FILES, pdfjsAssetsDir } from '../../src/lib/pdfjsAssets.ts';
import { BASE_PATH } from '../../src/routes.ts';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
const built = path.resolve('dist/client', pdfjsAssetsDir(version));

/** pdf.js's packed CMaps and symbol fonts (docs/decisions/119), its decoders and ICC profile (124) ship with the client build. */
describe('pdf.js data files in dist/client', () => {
  it('holds every packed CMap of the installed pdf.js, byte for byte, and the two symbol fonts', () => {
    expect(existsSync(built), 'run `npm run build` first').toBe(true);
    const cmaps = readdirSync(path.join(packageDir, 'cmaps')).filter((name) => name.endsWith('.bcmap'));
    expect(cmaps.length).toBeGreaterThan(150);
    expect(
      readdirSync(path.join(built, 'cmaps'))
        .filter((name) => name.endsWith('.bcmap'))
        .sort(),
    ).toEqual(cmaps.sort());
    for (const name of ['UniGB-UCS2-H.bcmap', 'Adobe-GB1-UCS2.bcmap', 'UniJIS-UCS2-H.bcmap', 'UniKS-UCS2-H.bcmap']) {
      expect(readFileSync(path.join(built, 'cmaps', name)).equals(readFileSync(path.join(packageDir, 'cmaps', name))), name).toBe(true);
    }
    expect(readdirSync(path.join(built, 'standard_fonts')).sort()).toEqual([...PDFJS_STANDARD_FONT_FILES].sort());
  });

  it('holds the WebAssembly decoders and the ICC profiles of the installed pdf.js, byte for byte', () => {
    for (const name of PDFJS_WASM_FILES) {
      expect(readFileSync(path.join(built, 'wasm', name)).equals(readFileSync(path.join(packageDir, 'wasm', name))), name).toBe(true);
    }
    expect(readdirSync(path.join(built, 'iccs')).sort()).toEqual(readdirSync(path.join(packageDir, 'iccs')).sort());
  });

  describe('served by the static server', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'pdfjs-assets-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    let files: Awaited<ReturnType<typeof createStaticFiles>>;
    // The built folder at its place in a client root of its own: the server's code, without
    // brotli-11 of the whole build, read once for the tests below.
    beforeAll(async () => {
      cpSync(built, path.join(scratch, pdfjsAssetsDir(version)), { recursive: true });
      files = await createStaticFiles(scratch, BASE_PATH);
    });

    it('are served immutable, as they are, not compressed again', () => {
      const cmap = get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/cmaps/UniGB-UCS2-H.bcmap`);
      expect(cmap.served).toBe(true);
      expect(cmap.status).toBe(200);
      expect(cmap.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(cmap.headers['content-encoding']).toBeUndefined();
      expect(cmap.body!.equals(readFileSync(path.join(packageDir, 'cmaps/UniGB-UCS2-H.bcmap')))).toBe(true);
      expect(get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/standard_fonts/FoxitSymbol.pfb`).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/cmaps/Nope-H.bcmap`).served).toBe(false);
    });

    it('serves a decoder as WebAssembly, immutable, brotli-compressed by the build', () => {
      const decoder = get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/wasm/openjpeg.wasm`);
      expect(decoder.status).toBe(200);
      expect(decoder.headers['content-type']).toBe('application/wasm');
      expect(decoder.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoder.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(decoder.body!).equals(readFileSync(path.join(packageDir, 'wasm/openjpeg.wasm')))).toBe(true);
    });
  });
});
