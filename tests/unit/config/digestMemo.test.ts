import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDigestMemo, type DigestAlgorithm } from '../../../src/config/digestMemo.ts';

const text = new TextEncoder();
const reference = (algorithm: DigestAlgorithm, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('base64');

describe('createDigestMemo', () => {
  const inputs: Array<[string, Uint8Array]> = [
    ['empty', new Uint8Array()],
    ['an inline script', text.encode('(()=>{customElements.define("x-a",class extends HTMLElement{})})()')],
    ['a view into a larger buffer', new Uint8Array(text.encode('xx新闻 news xx').buffer, 2, 11)],
    ['above the kept size', new Uint8Array(20 * 1024).fill(3)],
  ];
  for (const algorithm of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
    for (const [name, input] of inputs) {
      it(`${algorithm} of ${name}, the first time and again`, () => {
        const digest = createDigestMemo();
        expect(digest(algorithm, input).toString('base64')).toBe(reference(algorithm, input));
        expect(digest(algorithm, input).toString('base64')).toBe(reference(algorithm, input));
      });
    }
  }

  it('tells apart inputs of the same length', () => {
    const digest = createDigestMemo();
    for (const word of ['alpha', 'bravo', 'alpha', 'bravo']) expect(digest('sha256', text.encode(word)).toString('base64')).toBe(reference('sha256', text.encode(word)));
  });

  it('tells apart algorithms for the same input', () => {
    const digest = createDigestMemo();
    const input = text.encode('same bytes');
    expect(digest('sha256', input).toString('base64')).toBe(reference('sha256', input));
    expect(digest('sha512', input).toString('base64')).toBe(reference('sha512', input));
  });

  it('keeps a copy: bytes changed in place after a call are hashed as they now are', () => {
    const digest = createDigestMemo();
    const input = text.encode('mutable');
    digest('sha256', input);
    input[0] = 0x4d;
    expect(digest('sha256', input).toString('base64')).toBe(reference('sha256', input));
  });

  it('keeps no more than its capacity, and still answers correctly past it', () => {
    const digest = createDigestMemo(2);
    const words = ['one', 'two', 'three', 'four', 'one', 'four'];
    for (const word of words) expect(digest('sha256', text.encode(word)).toString('base64')).toBe(reference('sha256', text.encode(word)));
  });

  it('answers a kept input with the same digest object (nothing new is allocated)', () => {
    const digest = createDigestMemo();
    const input = text.encode('kept');
    expect(digest('sha256', input)).toBe(digest('sha256', text.encode('kept')));
  });
});
