import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_ENV_NAMES, SECRET_NAMES } from '../../src/catalogue/secretNames.ts';

const clientDir = path.resolve('dist/client');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What ships to browsers must hold no secret, no SM crypto and no platform signing code (DESIGN §4). */
describe('dist/client', () => {
  it('exists (npm test builds before this runs)', () => {
    expect(existsSync(clientDir), 'run `npm run build` first').toBe(true);
  });

  const texts = existsSync(clientDir)
    ? filesUnder(clientDir)
        .filter((file) => /\.(m?js|css|html|json|map|txt|svg)$/.test(file))
        .map((file) => ({ file: path.relative(clientDir, file), text: readFileSync(file, 'utf8') }))
    : [];

  it.each(SECRET_NAMES.map((marker) => [marker]))('contains no %s', (marker) => {
    expect(texts.filter(({ text }) => text.includes(marker)).map(({ file }) => file)).toEqual([]);
  });

  it('contains no value of a configured secret', () => {
    const values = SECRET_ENV_NAMES.map((name) => process.env[name]).filter((value): value is string => Boolean(value && value.length >= 6));
    for (const value of values) {
      expect(texts.filter(({ text }) => text.includes(value)).map(({ file }) => file)).toEqual([]);
    }
  });

  it('contains none of the SM2/SM4 routines', () => {
    // Distinctive pieces of sm-crypto's implementation, in case it were bundled under another name.
    const routines = [/doEncrypt\s*\(/, /sm4\.encrypt/i, /generateKeyPairHex/];
    for (const pattern of routines) {
      expect(
        texts.filter(({ text }) => pattern.test(text)).map(({ file }) => file),
        String(pattern),
      ).toEqual([]);
    }
  });
});
