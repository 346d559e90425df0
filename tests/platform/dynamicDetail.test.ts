/**
 * One dynamic (dynamic/getDynamicDetail; docs/decisions/165) on the bundled platform: the same
 * dynamic the list has, with the account that posted it, read by the catalogue's schema as the page
 * reads it; an unknown or malformed id is the platform's failure. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { xyDynamicDetailSchema, xyDynamicListSchema } from '../../src/catalogue/xySchemas.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const REPORTER = DEMO_IDS.reporters.first;

describeOnEachBackend('a single dynamic', (p) => {
  it('answers the dynamic of the list, with its account, as the page reads it', async () => {
    const card = (await p.call(q(`authorInfo?id=${REPORTER}`))).body.data as { xyID: number };
    expect(card.xyID).toBeGreaterThan(0);
    const list = v.parse(xyDynamicListSchema, (await p.call(q(`dynamic/getDynamicList?reporterId=${REPORTER}&page=0`))).body.data);
    expect(list.length).toBeGreaterThan(1);
    for (const item of [list[0]!, list.at(-1)!]) {
      const answer = (await p.call(q(`dynamic/getDynamicDetail?id=${item.id}`))).body;
      expect(answer).toMatchObject({ status: 0, data: { id: item.id, xyID: card.xyID } });
      expect(v.parse(xyDynamicDetailSchema, answer.data)).toEqual({ ...item, xyID: card.xyID });
    }
  });

  it.each([
    ['an unknown id', '99999999'],
    ['id 0', '0'],
    ['a malformed id', "1' or 1=1"],
    ['no id', ''],
  ])('%s is the platform’s failure, not a dynamic', async (_name, id) => {
    const answer = await p.call(q(`dynamic/getDynamicDetail?id=${encodeURIComponent(id)}`));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(-1);
  });
});
