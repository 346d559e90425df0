import { describe, expect, it } from 'vitest';
import { eventChannel } from '../../../src/lib/eventChannel.ts';

describe('eventChannel', () => {
  it.each([
    [true, true, 2],
    [true, false, 2],
    [false, true, 3],
    [false, false, 1],
  ])('native app %s, shared %s → %d', (inNativeApp, isShare, expected) => expect(eventChannel({ inNativeApp, isShare })).toBe(expected));
});
