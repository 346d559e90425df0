import { describe, expect, it } from 'vitest';
import { formReturn } from '../../../src/loaders/servicePages.ts';
import { routeUrl } from '../../../src/routes.ts';

/** Where a services form post goes next (post, redirect, get): only known keys travel. */
describe('formReturn', () => {
  const url = new URL(`http://site.test${routeUrl('tipoffDetail')}?lang=en&utm_source=x`);
  const back = routeUrl('tipoffDetail');
  it.each([
    ['no post', undefined, null],
    ['sent', { data: { outcome: 'sent' as const } }, `${back}?sent=1`],
    ['sent with points', { data: { outcome: 'sent' as const, score: 5 } }, `${back}?sent=1&score=5`],
    ['refused', { data: { outcome: 'refused' as const, problem: 'msg.enterName' as const } }, `${back}?problem=msg.enterName`],
    ['login first', { data: { outcome: 'loginRequired' as const } }, routeUrl('login', [], { redirect: back })],
    ['the Action itself failed (bad input)', { error: new Error('input') }, `${back}?problem=upload.failed`],
  ])('%s', (_name, result, expected) => expect(formReturn(result, url)).toBe(expected));
});
