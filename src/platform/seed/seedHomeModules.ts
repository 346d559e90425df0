import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import type { SeedContext } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;

/** The headline tab's modules (editor picks, news flash, specials, activities, accounts, people, focus) and what each lists. */
export async function seedHomeModules(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const M = DEMO_IDS.modules;
  await db.insert(t.modules).values([
    { id: M.editorPicks, columnId: C.headline, type: 0, name: '编辑推荐', position: 3, orderId: 1, extra: { showType: 1, displayStyle: 1, showMore: 0, mark: '推荐' } },
    { id: M.newsFlash, columnId: C.headline, type: 8, name: '要闻速报', position: 0, orderId: 2, extra: { mark: '要闻速报' } },
    { id: M.specials, columnId: C.headline, type: 10, name: '专题推荐', position: 6, orderId: 3, extra: { showMore: 1, targetColumn: C.specials } },
    { id: M.activities, columnId: C.headline, type: 4, name: '活动推荐', position: 9, orderId: 4, extra: {} },
    { id: M.accounts, columnId: C.headline, type: 5, name: '云溪号', position: 12, orderId: 5, extra: { showMore: 1 } },
    { id: M.people, columnId: C.headline, type: 7, name: '人物', position: 15, orderId: 6, extra: { targetColumn: C.people } },
    { id: 7, columnId: C.headline, type: 0, name: '焦点', position: 0, orderId: 0, extra: { top: true, cmDisplayStyle: 2 } },
  ]);
  const moduleItem = (moduleId: number, refs: number[]) => refs.map((refId, orderId) => ({ moduleId, refId, orderId }));
  await db
    .insert(t.moduleItems)
    .values([
      ...moduleItem(M.editorPicks, [A.newsWithVote, 1004, 1005, A.gallery, A.video]),
      ...moduleItem(M.newsFlash, [1006, 1007, 1008, 1009]),
      ...moduleItem(M.specials, [A.special, A.special + 1]),
      ...moduleItem(M.activities, [DEMO_IDS.activities.open, DEMO_IDS.activities.notStarted, DEMO_IDS.activities.vote]),
      ...moduleItem(M.accounts, [301, 302, 303, 304, 305]),
      ...moduleItem(M.people, [1, 2, 3, 4, 5]),
      ...moduleItem(7, [1010, 1011, 1012]),
    ]);
}
