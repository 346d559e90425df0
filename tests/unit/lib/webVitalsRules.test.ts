import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../src/config/serverEnv.ts';
import { rumSampleFrom, sampledIn } from '../../../src/lib/webVitalsRules.ts';

describe('RUM_SAMPLE', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['  ', 1],
    ['1', 1],
    ['0', 0],
    ['0.25', 0.25],
    [' 0.1 ', 0.1],
    ['1.5', 1],
    ['-0.2', 0],
    ['ten percent', 1],
    ['10%', 1],
    ['Infinity', 1],
  ])('%s → %s', (raw, sample) => {
    expect(rumSampleFrom(raw)).toBe(sample);
  });
});

describe('the server reads RUM_SAMPLE once with its settings', () => {
  it.each([
    [{}, 1],
    [{ RUM_SAMPLE: '0' }, 0],
    [{ RUM_SAMPLE: '0.05' }, 0.05],
  ])('%o → %s', (env, sample) => {
    expect(readServerEnv(env).rumSample).toBe(sample);
  });
});

describe('a page view reports when its draw falls under the sample', () => {
  it.each([
    [1, 0, true],
    [1, 0.999999, true],
    [0, 0, false],
    [0.25, 0.2499, true],
    [0.25, 0.25, false],
    [0.25, 0.9, false],
    [Number.NaN, 0, false],
  ])('sample %s, draw %s → %s', (sample, random, reports) => {
    expect(sampledIn(sample, random)).toBe(reports);
  });
});
