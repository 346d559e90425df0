import { describe, expect, it } from 'vitest';
import { answerOf, applyPageAnswer, pageAnswer } from '../../../src/context/pageAnswer.ts';
import { cacheControl, type PageKind } from '../../../src/context/cachePolicy.ts';

describe('answerOf', () => {
  it.each([
    [false, 'list', 200, 'list'],
    [false, 'private', 200, 'private'],
    [true, 'list', 404, 'notFound'],
    [true, 'private', 404, 'notFound'],
  ] as const)('notFound %s with %s answers %i, cached as %s', (notFound, kind, status, cache) => {
    const view = { notFound };
    expect(answerOf(view, kind)).toEqual({ status, cache, view });
  });
});

describe('applyPageAnswer', () => {
  it.each<[number, PageKind, boolean, number, string]>([
    [200, 'article', false, 200, cacheControl('article')],
    [200, 'article', true, 200, cacheControl('preview')],
    [404, 'notFound', false, 404, cacheControl('notFound')],
    [503, 'preview', false, 503, cacheControl('preview')],
    [503, 'notFound', true, 503, cacheControl('preview')],
  ])('status %i, kind %s, preview %s: status %i and its policy', (status, kind, preview, sent, policy) => {
    const response = { status: 200, headers: new Headers() };
    const view = { any: 'view' };
    expect(applyPageAnswer(response, preview, pageAnswer(status, kind, view))).toBe(view);
    expect(response.status).toBe(sent);
    expect(response.headers.get('cache-control')).toBe(policy);
  });

  it('leaves a status the page has not set alone on a 200', () => {
    const response: { status?: number; headers: Headers } = { headers: new Headers() };
    applyPageAnswer(response, false, pageAnswer(200, 'list', null));
    expect(response.status).toBeUndefined();
  });
});
