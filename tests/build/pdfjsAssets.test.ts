import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../src/http/staticFiles.ts';
import { getStatic as get } from '../staticFileGet.ts';
import { PDFJS_STANDARD_FONT_FILES, pdfjsAssetsDir } from '../../src/lib/pdfjsAssets.ts';
import { BASE_PATH } from '../../src/routes.ts';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
const built = path.resolve('dist/client', pdfjsAssetsDir(version));

/** pdf.js's packed CMaps and symbol fonts ship with the client build (docs/decisions/119). */
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

  const scratch = mkdtempSync(path.join(tmpdir(), 'pdfjs-assets-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('are served immutable, as they are, not compressed again', async () => {
    // The built folder at its place in a client root of its own: the server's code, without brotli-11 of the whole build.
    cpSync(built, path.join(scratch, pdfjsAssetsDir(version)), { recursive: true });
    const files = await createStaticFiles(scratch, BASE_PATH);
    const cmap = get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/cmaps/UniGB-UCS2-H.bcmap`);
    expect(cmap.served).toBe(true);
    expect(cmap.status).toBe(200);
    expect(cmap.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cmap.headers['content-encoding']).toBeUndefined();
    expect(cmap.body!.equals(readFileSync(path.join(packageDir, 'cmaps/UniGB-UCS2-H.bcmap')))).toBe(true);
    expect(get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/standard_fonts/FoxitSymbol.pfb`).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(get(files, `${BASE_PATH}/${pdfjsAssetsDir(version)}/cmaps/Nope-H.bcmap`).served).toBe(false);
  });
});
