import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { BASE, DAY, HLS, HOUR, range, type SeedContext } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;

/** What members did: tip-offs, subscriptions, a favourite, invite codes and a use of one, points. */
export async function seedMemberInteractions(seed: SeedContext): Promise<void> {
  const { db } = seed;
  await db.insert(t.tipoffs).values([
    {
      id: 1,
      memberId: 101,
      topic: '路面塌陷',
      content: '滨江路与青山路交叉口路面出现塌陷。',
      userName: '溪边读报人',
      contactNo: '13800000001',
      status: 1,
      createdAt: BASE - 3 * DAY,
      attachments: { pics: ['/platform-media/images/tip-1_800x450.jpg'], videos: [], audios: [] },
    },
    {
      id: 2,
      memberId: 104,
      topic: '夜间施工噪音',
      content: '东湖新区某工地夜间施工噪音扰民。',
      userName: '早起的鸟儿',
      contactNo: '13800000004',
      status: 0,
      createdAt: BASE - DAY,
      attachments: { pics: [], videos: [HLS], audios: ['audio/demo.mp3'] },
    },
  ]);
  await db.insert(t.subscriptions).values([
    { memberId: 101, type: 4, targetId: 301, createdAt: BASE - 5 * DAY },
    { memberId: 101, type: 5, targetId: C.local, createdAt: BASE - 5 * DAY },
  ]);
  await db.insert(t.favourites).values([{ memberId: 101, articleId: A.news, type: 0, createdAt: BASE - DAY }]);
  await db.insert(t.inviteCodes).values(range(101, 110).map((memberId) => ({ code: String(2406000 + memberId * 7), memberId })));
  await db.insert(t.inviteRecords).values([{ code: String(2406000 + 101 * 7), imei: 'demo-imei-0001', memberId: 104, createdAt: BASE - 7 * DAY }]);
  await db.insert(t.pointRecords).values([
    { memberId: 101, event: '启动', score: 5, createdAt: BASE - DAY },
    { memberId: 101, event: '浏览', score: 2, createdAt: BASE - DAY + HOUR },
    { memberId: 101, event: '分享成功', score: 10, createdAt: BASE - 2 * HOUR },
    { memberId: 101, event: '提交评论', score: 5, createdAt: BASE - HOUR },
  ]);
}
