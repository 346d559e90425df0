import { describe, expect, it } from 'vitest';
import { isPrefetchable, readPrefetchRules } from '../../../src/browser/prefetchOnTouch.ts';
import { BASE_PATH } from '../../../src/routes.ts';
import { SPECULATION_RULES } from '../../../src/lib/speculationRules.ts';

const ORIGIN = 'https://news.example.test';

describe('the fallback reads the page’s own speculation rules', () => {
  it('the article prefixes and the opt-out selector of the rules the list pages carry', () => {
    expect(readPrefetchRules(SPECULATION_RULES)).toEqual({
      prefixes: [`${BASE_PATH}/newsDetail/`, `${BASE_PATH}/imageDetail/`, `${BASE_PATH}/videoDetail/`],
      optOut: '[data-no-prefetch], [rel~="nofollow"]',
    });
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{prefetch:'],
    ['no prefetch', '{"prerender":[]}'],
    ['no address patterns', '{"prefetch":[{"where":{"and":[{"not":{"selector_matches":"a"}}]}}]}'],
    ['a wrong shape', '{"prefetch":"all"}'],
    ['null', 'null'],
  ])('%s: nothing to prefetch', (_name, json) => {
    expect(readPrefetchRules(json)).toBeNull();
  });
});

describe('which links a finger prefetches', () => {
  const prefixes = readPrefetchRules(SPECULATION_RULES)!.prefixes;
  it.each([
    [`${BASE_PATH}/newsDetail/2/1001.html`, true],
    [`${ORIGIN}${BASE_PATH}/videoDetail/5/1121.html?lang=cn`, true],
    [`${BASE_PATH}/imageDetail/6/1101.html#top`, true],
    [`${BASE_PATH}/liveDetail/502/1161.html`, false],
    [`${BASE_PATH}/login.html`, false],
    [`${BASE_PATH}/newsDetailX/1.html`, false],
    [`https://elsewhere.example/${BASE_PATH}/newsDetail/2/1001.html`, false],
    ['javascript:alert(1)', false],
    ['http://[::1', false],
  ])('%s → %s', (href, expected) => {
    expect(isPrefetchable(href, ORIGIN, prefixes)).toBe(expected);
  });
});
