import { describe, expect, it } from 'vitest';
import { PLATFORM_DEFAULT_BIRTHDAY, withoutDefaultBirthday } from '../../../src/loaders/memberPage.ts';

describe('the member page does not show the platform’s default birthday as the reader’s', () => {
  it.each([
    [PLATFORM_DEFAULT_BIRTHDAY, ''],
    [' 2000-01-01 ', ''],
    ['1988-07-15', '1988-07-15'],
    ['2000-01-02', '2000-01-02'],
    ['', ''],
  ])('%j → %j', (birthday, shown) => {
    expect(withoutDefaultBirthday({ birthday, nickname: 'x' })).toEqual({ birthday: shown, nickname: 'x' });
  });
});
