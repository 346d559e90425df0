import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { SITE_NAME } from './newsroomTexts.ts';
import { BASE, DAY, MINUTE, type SeedContext } from './seedParts.ts';

const C = DEMO_IDS.columns;

/** The site with its config, and the column tree: home tabs of every style, sub-columns, the special topics' columns. */
export async function seedSite(seed: SeedContext): Promise<void> {
  await seed.db.insert(t.sites).values({
    id: DEMO_IDS.siteId,
    name: SITE_NAME,
    appId: DEMO_IDS.appId,
    // No site language: the demo's readers get their browser's (docs/decisions/163).
    config: { padListType: 0, padColor: '#c8102e', topicColor: '#c8102e', detailPageGrey: 0, dark: 0, locale: '' },
  });

  const column = (id: number, parentId: number, name: string, columnStyle: string, orderId: number, more: Partial<typeof t.columns.$inferInsert> = {}) => ({
    id,
    siteId: DEMO_IDS.siteId,
    parentId,
    name,
    columnStyle,
    orderId,
    version: BASE - DAY * 30 + id * MINUTE,
    icon: '',
    ...more,
  });
  const icon = (key: string) => `/platform-media/images/${key}_120x120.png`;
  await seed.db.insert(t.columns).values([
    column(DEMO_IDS.homeColumnId, 0, '首页', '101', 1, { columnType: '4003' }),
    column(C.headline, 1, '头条', '101', 1, { topCount: 3, columnType: '4003', description: '云溪本地与国内外重要新闻', icon: icon('col-2') }),
    column(C.local, 1, '本地', '101', 2, { description: '街巷里的云溪', icon: icon('col-3') }),
    column(C.politics, 1, '时政', '101', 3),
    column(C.finance, 1, '财经', '101', 4),
    column(C.video, 1, '视频', '203', 5),
    column(C.gallery, 1, '图集', '202', 6),
    column(C.specials, 1, '专题', '206', 7),
    column(C.live, 1, '直播', '207', 8),
    column(C.audio, 1, '听新闻', '101', 9),
    column(C.service, 1, '服务', '205', 10, { linkUrl: 'https://www.example.com/service' }),
    column(C.government, 1, '问政', '215', 11),
    column(C.miniProgram, 1, '小程序', '410', 12),
    column(C.culture, 1, '文化', '101', 13, { description: '非遗、读书与城市记忆' }),
    column(C.cultureHeritage, C.culture, '非遗', '101', 1),
    column(C.cultureBooks, C.culture, '读书', '101', 2),
    column(C.specialLibrary, 0, '专题库', '101', 2),
    column(DEMO_IDS.specials.rural.columnId, C.specialLibrary, '乡村振兴进行时', '101', 1, {
      description: '走进云溪乡村，记录振兴路上的新变化',
      icon: '/platform-media/images/special-rural_1200x675.jpg',
    }),
    column(22, DEMO_IDS.specials.rural.columnId, '产业篇', '101', 1),
    column(23, DEMO_IDS.specials.rural.columnId, '人物篇', '101', 2),
    column(24, DEMO_IDS.specials.rural.columnId, '影像篇', '101', 3),
    column(DEMO_IDS.specials.coast.columnId, C.specialLibrary, '海岸线上的云溪', '101', 2, {
      description: '沿着海岸线，看见一座港城的生长',
      icon: '/platform-media/images/special-coast_1200x675.jpg',
    }),
    column(26, DEMO_IDS.specials.coast.columnId, '生态', '101', 1),
    column(27, DEMO_IDS.specials.coast.columnId, '港口', '101', 2),
    column(C.people, 0, '人物', '101', 3),
  ]);
}
