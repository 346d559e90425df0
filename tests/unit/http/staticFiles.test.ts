import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../../src/http/staticFiles.ts';
import { getStatic as get } from '../../staticFileGet.ts';

const BASE = '/base';

const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(2000))});\n`);

/** Static files with the build's compressed copies (docs/decisions/123). */
describe('static files and their precompressed copies', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sends the copies the build made, and never serves a copy as a file of its own', async () => {
    writeFileSync(path.join(root, 'app.js'), script);
    // Copies that differ from what the server would make itself, so using them is visible.
    const br = brotliCompressSync(Buffer.concat([script, Buffer.from('// built\n')]));
    const gz = gzipSync(Buffer.concat([script, Buffer.from('// built\n')]));
    writeFileSync(path.join(root, 'app.js.br'), br);
    writeFileSync(path.join(root, 'app.js.gz'), gz);
    const files = await createStaticFiles(root, BASE);
    const brotli = get(files, `${BASE}/app.js`);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body!.equals(br)).toBe(true);
    expect(get(files, `${BASE}/app.js`, 'gzip').body!.equals(gz)).toBe(true);
    expect(get(files, `${BASE}/app.js`, '').body!.equals(script)).toBe(true);
    expect(get(files, `${BASE}/app.js.br`).served).toBe(false);
    expect(get(files, `${BASE}/app.js.gz`).served).toBe(false);
  });

  it.each([
    ['no copies', () => undefined],
    [
      'copies older than the file',
      (file: string) => {
        writeFileSync(`${file}.br`, 'stale');
        writeFileSync(`${file}.gz`, 'stale');
        const past = new Date(Date.now() - 60_000);
        utimesSync(`${file}.br`, past, past);
        utimesSync(`${file}.gz`, past, past);
      },
    ],
    ['only one of the two copies', (file: string) => writeFileSync(`${file}.br`, 'half')],
  ])('with %s, compresses the file itself at start', async (label, prepare) => {
    const dir = mkdtempSync(path.join(root, 'case-'));
    const file = path.join(dir, 'page.css');
    writeFileSync(file, script);
    prepare(file);
    const files = await createStaticFiles(dir, BASE);
    expect(brotliDecompressSync(get(files, `${BASE}/page.css`).body!).equals(script), label).toBe(true);
    expect(gunzipSync(get(files, `${BASE}/page.css`, 'gzip').body!).equals(script), label).toBe(true);
  });

  it('serves a .gz file that is no copy of another as a file', async () => {
    const dir = mkdtempSync(path.join(root, 'archive-'));
    writeFileSync(path.join(dir, 'data.gz'), gzipSync(script));
    const files = await createStaticFiles(dir, BASE);
    const archive = get(files, `${BASE}/data.gz`);
    expect(archive.served).toBe(true);
    expect(archive.headers['content-encoding']).toBeUndefined();
  });
});
