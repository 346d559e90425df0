import { describe, expect, it } from 'vitest';
import { bigDataTarget } from '../../../src/lib/bigData.ts';

describe('the big-data host and its console log (SPEC §3 _rd_bigDataParams)', () => {
  it.each([
    [
      { enabled: true, baseUrl: 'https://bd.example.org/bigdata/', showLog: true },
      { url: 'https://bd.example.org/bigdata', log: true },
    ],
    [
      { enabled: true, baseUrl: 'https://bd.example.org/bigdata', showLog: false },
      { url: 'https://bd.example.org/bigdata', log: false },
    ],
    [{ enabled: false, baseUrl: 'https://bd.example.org', showLog: true }, null],
    [{ enabled: true, baseUrl: 'javascript:alert(1)', showLog: true }, null],
    [{ enabled: true, baseUrl: '', showLog: true }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (config, expected) => expect(bigDataTarget(config)).toEqual(expected));
});
