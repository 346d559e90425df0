import { describe, expect, it } from 'vitest';
import { pageScrolled } from '../../../src/lib/pageScrollFlag.ts';

describe('the page-scroll flag at 400 px (SPEC §9)', () => {
  it.each([
    [0, false],
    [300, false],
    [400, false],
    [401, true],
    [5000, true],
  ])('scrollY %i → %s', (y, flagged) => expect(pageScrolled(y)).toBe(flagged));
});
