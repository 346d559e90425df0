import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { AUTHORS, MEMBER_NAMES, SENTENCES } from './newsroomTexts.ts';
import { BASE, DAY, HLS, HOUR, md5, range, type SeedContext } from './seedParts.ts';

/**
 * Accounts: reporters 201–206 (the first is member 102), members 101–110 (password 123456),
 * the self-media accounts (云溪号 301–308, one forbidden, one under review) in three categories,
 * and their dynamics. The first 24 dynamics draw from the shared random generator; the first
 * reporter's extra dozen (25–36) do not, so adding them changed nothing else.
 */
export async function seedAccounts(seed: SeedContext): Promise<void> {
  const { db, random } = seed;
  await db.insert(t.reporters).values(
    AUTHORS.slice(0, 6).map((name, i) => ({
      id: DEMO_IDS.reporters.first + i,
      name,
      url: `/platform-media/images/reporter-${i + 1}_200x200.jpg`,
      duty: i < 2 ? '首席记者' : '记者',
      description: `${name}，云溪新闻${i < 2 ? '首席记者' : '记者'}，长期关注${['城市建设', '民生', '时政', '财经', '文化', '生态'][i]}领域报道。`,
      memberId: i === 0 ? DEMO_IDS.members.reporter : 0,
    })),
  );
  await db.insert(t.members).values(
    MEMBER_NAMES.map((nickname, i) => ({
      id: 101 + i,
      phone: `1380000${String(i + 1).padStart(4, '0')}`,
      nickname,
      head: `/platform-media/images/member-${101 + i}_120x120.jpg`,
      passwordMd5: md5('123456'),
      score: 100 + i * 25,
      createdAt: BASE - (100 - i) * DAY,
      extra: i === 2 ? { official: true } : {},
    })),
  );
  const xyTopics = ['林晓岚工作室', '陈思远看民生', '黄一鸣说时政', '郑雨桐财经眼', '云溪文旅', '云溪发布', '停用账号示例', '审核中账号示例'];
  await db.insert(t.xyCategories).values([
    { id: 1, name: '记者', orderId: 1 },
    { id: 2, name: '政务', orderId: 2 },
    { id: 3, name: '文旅', orderId: 3 },
  ]);
  await db.insert(t.xyAccounts).values(
    xyTopics.map((topic, i) => ({
      id: 301 + i,
      topic,
      description: `${topic}：关注云溪，记录身边事。`,
      icon: `/platform-media/images/xy-${301 + i}_120x120.jpg`,
      banner: `/platform-media/images/xy-${301 + i}-banner_1200x675.jpg`,
      catId: i < 4 ? 1 : i < 6 ? 2 : 3,
      reporterId: i < 4 ? DEMO_IDS.reporters.first + i : 0,
      xyStatus: i === 7 ? 4 : 0,
      xyForbidden: i === 6,
      influence: 9800 - i * 730,
      // The government and culture accounts publish through a column of their own.
      extra: i === 4 ? { columnId: DEMO_IDS.columns.culture } : i === 5 ? { columnId: DEMO_IDS.columns.politics } : {},
    })),
  );
  await db.insert(t.xyDynamics).values(
    range(1, 24).map((id) => ({
      id,
      xyId: 301 + (id % 4),
      content: `${random.pick(SENTENCES)}${id % 3 === 0 ? random.pick(SENTENCES) : ''}`,
      createdAt: BASE - id * 5 * HOUR,
      attachments: id % 3 === 0 ? { pics: [`/platform-media/images/dyn-${id}_800x450.jpg`], videos: [] } : id % 7 === 0 ? { pics: [], videos: [HLS] } : { pics: [], videos: [] },
    })),
  );
  // The first reporter's account posts often: more than one page of dynamics (10 a page), each with pictures.
  await db.insert(t.xyDynamics).values(
    range(25, 36).map((id) => ({
      id,
      xyId: DEMO_IDS.xyAccounts.first,
      content: `现场直击第${id - 24}期：${SENTENCES[id % SENTENCES.length]}`,
      createdAt: BASE - (id - 24) * 2 * HOUR,
      attachments: { pics: [`/platform-media/images/dyn-${id}_800x450.jpg`, `/platform-media/images/dyn-${id}-b_400x300.jpg`], videos: [] },
    })),
  );
}
