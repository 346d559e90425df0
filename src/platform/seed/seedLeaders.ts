import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import type { SeedContext } from './seedParts.ts';

const C = DEMO_IDS.columns;

/**
 * Leaders 1–6 (figure pages) in the people column, in two categories and three regions. The regions
 * are leader categories (code LEADER) of the platform's one category table, at the top level, as
 * leaderCats lists them (docs/decisions/161).
 */
export async function seedLeaders(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const regions = DEMO_IDS.leaders.regions;
  await db.insert(t.xyCategories).values(['云溪市直', '东港区', '西山县'].map((name, i) => ({ id: regions[i]!, name, code: 'LEADER', orderId: i + 1 })));
  const leaderNames = ['林国栋', '陈晓华', '黄振宇', '郑文清', '吴立平', '许志远'];
  const duties = ['市委书记', '市委副书记、市长', '市人大常委会主任', '市政协主席', '市委常委、常务副市长', '市委常委、宣传部部长'];
  await db.insert(t.leaders).values(
    leaderNames.map((name, i) => ({
      id: i + 1,
      name,
      url: `/platform-media/images/leader-${i + 1}_300x300.jpg`,
      duty: duties[i]!,
      description: duties[i]!,
      columnId: C.people,
      catId: i < 2 ? 1 : 2,
      regionId: regions[i % 3]!,
      details: `${name}，男，汉族，1968年${i + 1}月生，大学学历。现任${duties[i]}。\r\n\r\n曾任县委书记、市直部门主要负责人等职。`,
      orderId: i,
    })),
  );
}
