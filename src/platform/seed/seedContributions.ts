import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { BASE, DAY, HOUR, type SeedContext } from './seedParts.ts';

const K = DEMO_IDS.contributions;
const READER = DEMO_IDS.members.reader;

/** A call for contributions (征稿) and contributions (投稿) in each review status (SPEC §3). */
export async function seedContributions(seed: SeedContext): Promise<void> {
  const { db } = seed;
  await db.insert(t.contributionCalls).values({
    id: K.call,
    title: '“我身边的好人”征稿',
    description: '讲述你身边平凡而温暖的人和事，文字配图均可，优秀稿件将在本报刊发。',
    createdAt: BASE - 10 * DAY,
  });
  await db.insert(t.contributions).values([
    {
      id: K.passed,
      memberId: READER,
      callId: K.call,
      title: '楼下修鞋的老周',
      content: '老周在巷口修了三十年鞋，下雨天总把伞借给路过的学生。',
      status: 1,
      attachments: { pics: ['/platform-media/images/contribution-1_800x450.jpg'] },
      createdAt: BASE - 5 * DAY,
    },
    {
      id: K.rejected,
      memberId: READER,
      callId: K.call,
      title: '一次难忘的旅行',
      content: '去年夏天，我们一家去了海边。',
      status: 2,
      reason: '与征稿主题不符',
      createdAt: BASE - 3 * DAY,
    },
    {
      id: K.pending,
      memberId: READER,
      callId: 0,
      title: '社区菜园开园了',
      content: '青山社区的居民把闲置空地变成了共享菜园。',
      status: 0,
      createdAt: BASE - 2 * HOUR,
    },
    { id: K.otherMember, memberId: DEMO_IDS.members.reporter, callId: 0, title: '夜市里的年轻摊主', content: '记录夜市摊主的一天。', status: 0, createdAt: BASE - HOUR },
  ]);
}
