import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { VIDEO_TITLES } from './newsroomTexts.ts';
import { BASE, HLS, HOUR, range, type SeedContext } from './seedParts.ts';

const A = DEMO_IDS.articles;

/** Short video (mvod): three categories and twelve portrait videos on the demo stream. */
export async function seedShortVideo(seed: SeedContext): Promise<void> {
  const { db } = seed;
  await db.insert(t.mvodCategories).values([
    { id: 1, name: '推荐', type: 0, orderId: 1 },
    { id: 2, name: '云溪', type: 1, orderId: 2 },
    { id: 3, name: '美食', type: 1, orderId: 3 },
  ]);
  await db.insert(t.mvodArticles).values(
    range(1, 12).map((id) => ({
      id,
      categoryId: 1 + (id % 3),
      title: `${VIDEO_TITLES[id % VIDEO_TITLES.length]!.replace('视频｜', '')}（竖屏）`,
      videoUrl: HLS,
      cover: `/platform-media/images/mvod-${id}_600x800.jpg`,
      duration: 4,
      publishTime: BASE - id * 3 * HOUR,
      countPlay: 1000 + id * 37,
      countPraise: id * 11,
      extra: { relArticleIds: [A.video, A.video + 1] },
    })),
  );
}
