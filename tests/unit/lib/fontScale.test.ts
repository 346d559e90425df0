import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_STEP, fontStep, nextFontScale } from '../../../src/lib/fontScale.ts';

describe('fontStep: the configured step, or the default', () => {
  it.each([
    [0.2, 0.2],
    [0.05, 0.05],
    [0.5, 0.5],
    [null, DEFAULT_FONT_STEP],
    [undefined, DEFAULT_FONT_STEP],
    [0, DEFAULT_FONT_STEP],
    [-0.1, DEFAULT_FONT_STEP],
    [2, DEFAULT_FONT_STEP],
    [Number.NaN, DEFAULT_FONT_STEP],
    [Number.POSITIVE_INFINITY, DEFAULT_FONT_STEP],
  ])('%s → %s', (configured, expected) => {
    expect(fontStep(configured)).toBe(expected);
  });
});

describe('nextFontScale', () => {
  it.each([
    ['up by the configured step', 1, 1, 0.2, 1.2],
    ['down by the configured step', 1, -1, 0.2, 0.8],
    ['up by a small step, no float noise', 1.1, 1, 0.05, 1.15],
    ['never above the largest size', 1.5, 1, 0.2, 1.6],
    ['never below the smallest size', 0.85, -1, 0.2, 0.8],
    ['the default step when the step is unusable', 1, 1, 0, 1.1],
    ['a broken stored size starts from normal', Number.NaN, 1, 0.2, 1.2],
    ['a zero stored size starts from normal', 0, -1, 0.2, 0.8],
  ] as const)('%s', (_label, current, direction, step, expected) => {
    expect(nextFontScale(current, direction, step)).toBe(expected);
  });
});
