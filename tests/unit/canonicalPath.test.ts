import { describe, expect, it } from 'vitest';
import { BASE_PATH, ROUTES, canonicalPath, routeByName } from '../../src/routes.ts';

const path = (name: string) => `${BASE_PATH}/${routeByName(name).path}`;

/** Every route a query names (docs/decisions/163): the request's query, and the canonical address it must get. */
const NAMED_BY_QUERY: ReadonlyArray<[route: string, query: string, canonical: string]> = [
  ['home', 'columnId=15', 'home.html?columnId=15'],
  ['home', 'columnId=15&page=2&lastFileId=9', 'home.html?columnId=15'],
  ['moreModules', 'id=50', 'moreModules.html?id=50'],
  ['moreModules', 'id=50&isShare=true&utm_source=x', 'moreModules.html?id=50'],
  ['moreLive', 'columnId=3', 'moreLive.html?columnId=3'],
  ['productDetail', 'id=1', 'productDetail.html?id=1'],
  ['productDetail', 'productId=7', 'productDetail.html?productId=7'],
  ['noticeDetail', 'id=4', 'noticeDetail.html?id=4'],
  ['noticeDetail', 'circleId=2&lang=en', 'noticeDetail.html?circleId=2'],
  ['previewPDF', 'url=https%3A%2F%2Fexample.org%2Fa.pdf', 'previewPDF.html?url=https%3A%2F%2Fexample.org%2Fa.pdf'],
];

describe('canonical addresses keep the query that names the page', () => {
  it.each(NAMED_BY_QUERY)('%s?%s → %s', (name, query, canonical) => {
    expect(canonicalPath(routeByName(name), path(name), new URLSearchParams(query))).toBe(`${BASE_PATH}/${canonical}`);
  });

  it('the table covers every route that names a query key', () => {
    const named = ROUTES.filter((route) => route.canonicalQuery?.length).map((route) => route.name);
    expect(new Set(NAMED_BY_QUERY.map(([name]) => name))).toEqual(new Set(named));
  });

  it.each([
    ['home', '', 'home.html'],
    ['home', 'page=3&dark=true', 'home.html'],
    ['moreModules', 'id=', 'moreModules.html'],
    ['moreModules', 'id=%20%20', 'moreModules.html'],
    ['moreModules', `id=${'9'.repeat(3000)}`, 'moreModules.html'],
    // The first of a repeated key, as the page reads it.
    ['moreModules', 'id=1&id=2', 'moreModules.html?id=1'],
    ['aboutUs', 'id=5&title=x', 'aboutUs.html'],
    ['newsDetail', 'isShare=true', 'newsDetail.html'],
  ])('%s?%s keeps only what names it: %s', (name, query, canonical) => {
    expect(canonicalPath(routeByName(name), path(name), new URLSearchParams(query))).toBe(`${BASE_PATH}/${canonical}`);
  });

  it.each([
    [null, '/x/y', 'id=1', '/x/y.html'],
    [undefined, '/x/y.html', '', '/x/y.html'],
  ])('without a route (%s) only the path', (route, pathname, query, canonical) => {
    expect(canonicalPath(route, pathname, new URLSearchParams(query))).toBe(canonical);
  });

  it('a hostile value is encoded, never raw markup', () => {
    expect(canonicalPath(routeByName('moreModules'), path('moreModules'), new URLSearchParams('id="><script>'))).toBe(`${path('moreModules')}.html?id=%22%3E%3Cscript%3E`);
  });
});
