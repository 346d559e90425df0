/**
 * leaderCats (the regions) and regionleaderView (SPEC §7 POST base: one region's leaders), in the recorded real answer's shape,
 * over real HTTP on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL; and the catalogue's
 * reading of it.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { leaderCatsSchema, personListSchema } from '../../src/catalogue/responseSchemas.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { corpus, describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('region leaders', (p) => {
  const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

  it('a region answers its leaders as a bare list with the real keys, in their order; each region its own', async () => {
    const byRegion = new Map<number, number[]>();
    for (const region of DEMO_IDS.leaders.regions) {
      const { body } = await p.call(q('regionleaderView'), { form: { regionID: String(region) } });
      expect(body).toMatchObject({ status: 0, message: 'success' });
      expect(Array.isArray(body.data)).toBe(true);
      expect(body.data.length).toBeGreaterThan(0);
      const recorded = corpus('regionleaderView')?.[0]?.response.data[0];
      for (const leader of body.data) {
        expect(Object.keys(leader).sort()).toEqual(Object.keys(recorded ?? leader).sort());
        expect(leader.url).toMatch(/^https?:\/\//);
      }
      byRegion.set(
        region,
        v.parse(personListSchema, body.data).map((person) => person.id),
      );
    }
    // The demo's six leaders, each in exactly one of the three regions.
    expect([...byRegion.values()].flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a region without leaders is an empty list; a region that is no id is a refusal, never a 500', async () => {
    expect((await p.call(q('regionleaderView'), { form: { regionID: '99' } })).body).toMatchObject({ status: 0, data: [] });
    for (const bad of ['abc', '-1', '']) {
      const answer = await p.call(q('regionleaderView'), { form: { regionID: bad } });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.status === 0 ? answer.body.data : []).toEqual([]);
    }
  });

  it('leaderCats: the regions at the top level with the real keys; under a region, none', async () => {
    const { body } = await p.call(q('leaderCats?catID=0'));
    expect(body).toMatchObject({ status: 0, message: 'success' });
    const recorded = corpus('leaderCats')?.[0]?.response.data.cats[0];
    for (const cat of body.data.cats) expect(Object.keys(cat).sort()).toEqual(Object.keys(recorded ?? cat).sort());
    expect(v.parse(leaderCatsSchema, body.data).map((cat) => cat.catID)).toEqual([...DEMO_IDS.leaders.regions]);
    expect((await p.call(q(`leaderCats?catID=${DEMO_IDS.leaders.regions[0]}`))).body.data).toEqual({ cats: [] });
    // Leader regions are categories of their own code: the accounts' categories do not list them.
    const accountCats = (await p.call(q('getCats?code=XYACCOUNT'))).body.data.catsList.map((cat: { id: number }) => cat.id);
    expect(accountCats).not.toContain(DEMO_IDS.leaders.regions[0]);
  });
});
