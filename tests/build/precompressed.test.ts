import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesUnder, isCompressible, SIDECARS } from '../../src/http/staticCompression.ts';

const clientDir = path.resolve('dist/client');

/** The build leaves a brotli and a gzip copy of each client text file, the server's to send (docs/decisions/123). */
describe('precompressed client files', () => {
  it('every compressible file has both copies, and each holds exactly the file', async () => {
    expect(existsSync(clientDir), 'run `npm run build` first').toBe(true);
    const compressible = (await filesUnder(clientDir)).filter((file) => !Object.values(SIDECARS).some((suffix) => file.endsWith(suffix)) && isCompressible(file, statSync(file).size));
    expect(compressible.length).toBeGreaterThan(20);
    for (const file of compressible) {
      const body = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(file + SIDECARS.br)).equals(body), file).toBe(true);
      expect(gunzipSync(readFileSync(file + SIDECARS.gzip)).equals(body), file).toBe(true);
    }
  });
});
