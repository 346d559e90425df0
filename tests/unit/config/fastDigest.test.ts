import { describe, expect, it } from 'vitest';
import { digestSmallInputsSynchronously } from '../../../src/config/fastDigest.ts';

/** The fast digest answers exactly what Web Crypto answers, for every algorithm and input shape. */
describe('digestSmallInputsSynchronously', () => {
  // This test file's own worker: patching its Web Crypto touches no other test.
  const patched = globalThis.crypto.subtle;
  const reference = { digest: patched.digest.bind(patched) };
  digestSmallInputsSynchronously(patched);
  const text = new TextEncoder();
  const inputs: Array<[string, BufferSource]> = [
    ['empty', new Uint8Array()],
    ['a style rule', text.encode('astro-island,astro-slot,astro-static-slot{display:contents}')],
    ['a view into a larger buffer', new Uint8Array(text.encode('xxhello worldxx').buffer, 2, 11)],
    ['an ArrayBuffer', text.encode('新闻').buffer as ArrayBuffer],
    ['a DataView', new DataView(text.encode('data view').buffer)],
    ['above the synchronous limit', new Uint8Array(70 * 1024).fill(7)],
  ];
  for (const algorithm of ['SHA-1', 'SHA-256', 'sha-384', { name: 'SHA-512' }] as const) {
    for (const [name, input] of inputs) {
      it(`${typeof algorithm === 'string' ? algorithm : algorithm.name} of ${name}`, async () => {
        const expected = Buffer.from(await reference.digest(algorithm, input)).toString('base64');
        const actual = await patched.digest(algorithm, input);
        expect(actual).toBeInstanceOf(ArrayBuffer);
        expect(Buffer.from(actual).toString('base64')).toBe(expected);
      });
    }
  }

  it('is in place of the original', () => {
    expect(Object.hasOwn(patched, 'digest')).toBe(true);
  });

  it('leaves what it does not know to Web Crypto (which rejects an unknown algorithm)', async () => {
    await expect(patched.digest('MD5', new Uint8Array(1))).rejects.toThrow();
  });
});
