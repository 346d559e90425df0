import { describe, expect, it } from 'vitest';
import { BASE_PATH, ROUTES, matchParams, routeByName, routeForSegment, routeUrl } from '../../src/routes.ts';
import { normaliseRequestPath } from '../../src/http/normaliseRequestPath.ts';

const HOME = `${BASE_PATH}/home.html`;

describe('route table', () => {
  it('has one row per SPEC §2 path, unique names and paths', () => {
    expect(ROUTES).toHaveLength(62);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it.each(['activityVote', 'voteItemDetail', 'activityVoteWeb'])('%s requires auth', (name) => {
    expect(routeByName(name).requiresAuth).toBe(true);
  });

  it('marks no other route as requiring auth', () => {
    expect(
      ROUTES.filter((r) => r.requiresAuth)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['activityVote', 'activityVoteWeb', 'voteItemDetail']);
  });

  it.each([
    ['home', true],
    ['reporter', true],
    ['newsDetail', false],
  ])('%s kept alive: %s', (name, kept) => {
    expect(Boolean(routeByName(name).keepAlive)).toBe(kept);
  });

  it.each([
    ['index.html', 'home'],
    ['home', 'home'],
    ['HOME.html', 'home'],
    ['timeline', 'hotPointTimeAxis'],
    ['shareinvite', 'Shareinvite'],
    ['leaderviewlist', 'LeaderViewList'],
    ['nope', undefined],
  ])('segment %s → %s', (segment, name) => {
    expect(routeForSegment(segment)?.name).toBe(name);
  });
});

describe('matchParams', () => {
  it.each([
    ['newsDetail', [], {}],
    ['newsDetail', ['306.html'], { columnId: '306' }],
    ['newsDetail', ['5', '306.html'], { columnId: '5', id: '306' }],
    ['newsDetail', ['5', '306', 'x'], null],
    ['liveDetail', [], null],
    ['liveDetail', ['9'], { id: '9' }],
    ['liveDetail', ['3', '9'], { linkID: '3', id: '9' }],
    ['home', ['x'], null],
    ['voteItemDetail', ['1', '2', '3'], { id: '1', voteId: '2', optionId: '3' }],
    // A reporter's dynamics, and one of them (docs/decisions/165).
    ['dynamicDetail', ['201.html'], { id: '201' }],
    ['dynamicDetail', ['201', '31.html'], { id: '201', dynamicId: '31' }],
    ['dynamicDetail', ['201', '31', 'x'], null],
  ] as const)('%s %j → %j', (name, segments, expected) => {
    expect(matchParams(routeByName(name), segments)).toEqual(expected);
  });
});

describe('normaliseRequestPath', () => {
  it.each([
    [`${BASE_PATH}/home.html`, `${BASE_PATH}/home`],
    [`${BASE_PATH}/home`, `${BASE_PATH}/home`],
    [`${BASE_PATH}/index.html`, `${BASE_PATH}/home`],
    [`${BASE_PATH}/newsDetail/5/306.html?isShare=true`, `${BASE_PATH}/newsDetail/5/306?isShare=true`],
    [`${BASE_PATH}/newsdetail/5/306.html`, `${BASE_PATH}/newsDetail/5/306`],
    [`${BASE_PATH}/timeline/7.html`, `${BASE_PATH}/timeline/7`],
    [`${BASE_PATH}/_actions/like`, `${BASE_PATH}/_actions/like`],
    [`${BASE_PATH}/fragments/list?kind=column&id=3&page=2`, `${BASE_PATH}/fragments/list?kind=column&id=3&page=2`],
    [`${BASE_PATH}/sitemap.xml`, `${BASE_PATH}/sitemap.xml`],
    // The share poster's addresses pass as they are; its page answers 404 to what it does not know (docs/decisions/154).
    [`${BASE_PATH}/poster/306/cn.png`, `${BASE_PATH}/poster/306/cn.png`],
    [`${BASE_PATH}/poster/abc/../xx.png`, `${BASE_PATH}/poster/abc/../xx.png`],
  ])('%s passes as %s', (url, expected) => {
    expect(normaliseRequestPath(url, BASE_PATH, HOME)).toEqual({ kind: 'pass', url: expected });
  });

  it.each([
    '/',
    '/anything',
    BASE_PATH,
    `${BASE_PATH}/`,
    `${BASE_PATH}/nope.html`,
    `${BASE_PATH}/home/extra`,
    `${BASE_PATH}/newsDetail/1/2/3.html`,
    `${BASE_PATH}/%E0%A4%A.html`,
    `${BASE_PATH}/../../etc/passwd`,
    `${BASE_PATH}/fragments`,
    `${BASE_PATH}/fragments/list/more`,
    `${BASE_PATH}/sitemap.xml.html`,
    `${BASE_PATH}/poster`,
    `${BASE_PATH}/posters/306/cn.png`,
  ])('%s redirects home', (url) => {
    expect(normaliseRequestPath(url, BASE_PATH, HOME)).toEqual({ kind: 'redirect', location: HOME });
  });

  it('encodes segments so a hostile id cannot break out of the path', () => {
    const decision = normaliseRequestPath(`${BASE_PATH}/newsDetail/%3Cscript%3E.html`, BASE_PATH, HOME);
    expect(decision).toEqual({ kind: 'pass', url: `${BASE_PATH}/newsDetail/%3Cscript%3E` });
  });
});

describe('routeUrl', () => {
  it.each([
    ['home', [], undefined, `${BASE_PATH}/home.html`],
    ['newsDetail', [5, 306], { isShare: 'true' }, `${BASE_PATH}/newsDetail/5/306.html?isShare=true`],
    ['hotPointTimeAxis', [7], undefined, `${BASE_PATH}/timeline/7.html`],
    ['newsDetail', [undefined, 306], undefined, `${BASE_PATH}/newsDetail/306.html`],
  ] as const)('%s %j → %s', (name, params, query, expected) => {
    expect(routeUrl(name, params, query)).toBe(expected);
  });
});
