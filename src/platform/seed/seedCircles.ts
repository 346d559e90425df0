import * as t from '../db/schema.ts';
import { COMMENTS, SENTENCES } from './newsroomTexts.ts';
import { BASE, DAY, HOUR, range, type SeedContext } from './seedParts.ts';

/** Circles 1–3 with posts (texts from the shared random generator) and notices. */
export async function seedCircles(seed: SeedContext): Promise<void> {
  const { db, random } = seed;
  await db.insert(t.circles).values([
    { id: 1, name: '云溪随手拍', description: '拍下你眼中的云溪', icon: '/platform-media/images/circle-1_120x120.jpg', createdAt: BASE - 60 * DAY },
    { id: 2, name: '读书会', description: '每周一本书', icon: '/platform-media/images/circle-2_120x120.jpg', createdAt: BASE - 50 * DAY },
    { id: 3, name: '跑步爱好者', description: '一起跑过云溪的四季', icon: '/platform-media/images/circle-3_120x120.jpg', createdAt: BASE - 40 * DAY },
  ]);
  await db.insert(t.circlePosts).values(
    range(1, 30).map((id) => ({
      id,
      circleId: 1 + (id % 3),
      memberId: 101 + (id % 10),
      content: `${random.pick(COMMENTS)}${random.pick(SENTENCES)}`,
      countPraise: (id * 5) % 40,
      countDiscuss: id % 6,
      createdAt: BASE - id * 2 * HOUR,
      attachments: id % 2 ? { pics: [`/platform-media/images/post-${id}_800x450.jpg`] } : { pics: [] },
    })),
  );
  await db.insert(t.circleNotices).values([
    { id: 1, circleId: 1, title: '本周主题：雨后的街巷', content: '欢迎大家分享雨后街巷的照片。', createdAt: BASE - DAY },
    { id: 2, circleId: 2, title: '六月书单', content: '本月共读《城市的胜利》。', createdAt: BASE - 2 * DAY },
  ]);
}
