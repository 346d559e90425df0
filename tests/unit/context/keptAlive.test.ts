import { describe, expect, it } from 'vitest';
import { cacheControl, privatePolicy } from '../../../src/context/cachePolicy.ts';
import { ROUTES } from '../../../src/routes.ts';

describe('kept-alive pages stay out of shared caches without leaving the back/forward cache (docs/decisions/163)', () => {
  it.each([
    // keepAlive, method, isAction, status → kind
    [true, 'GET', false, 200, 'keptPrivate'],
    [true, 'HEAD', false, 200, 'private'],
    [true, 'POST', false, 200, 'private'],
    [true, 'GET', true, 200, 'private'],
    [true, 'GET', false, 503, 'private'],
    [true, 'GET', false, 404, 'private'],
    [false, 'GET', false, 200, 'private'],
    [false, 'POST', true, 200, 'private'],
  ] as const)('keepAlive %s, %s, action %s, %i → %s', (keepAlive, method, isAction, status, kind) => {
    expect(privatePolicy({ keepAlive, method, isAction, status })).toBe(kind);
  });

  it('the kept policy is neither shared nor no-store; the plain one is no-store', () => {
    const kept = cacheControl('keptPrivate').split(/,\s*/);
    expect(kept).toContain('private');
    expect(kept).not.toContain('no-store');
    expect(kept).not.toContain('public');
    expect(cacheControl('private')).toBe('no-store');
  });

  it('the route table marks home and the reporter page, and only those (SPEC §2)', () => {
    const kept = ROUTES.filter((route) => privatePolicy({ keepAlive: Boolean(route.keepAlive), method: 'GET', isAction: false, status: 200 }) === 'keptPrivate');
    expect(kept.map((route) => route.name).sort()).toEqual(['home', 'reporter']);
  });
});
