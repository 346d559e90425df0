import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { COMMENTS, MEMBER_NAMES } from './newsroomTexts.ts';
import { BASE, MINUTE, insertChunks, type SeedContext } from './seedParts.ts';

const A = DEMO_IDS.articles;

/**
 * Comments on the showcase article (replies, a featured one, official answers, one under review),
 * on the vote article and on the live room; then the article counts, whose discuss count is the
 * number of shown comments where there are any.
 */
export async function seedComments(seed: SeedContext, counts: (typeof t.articleCounts.$inferInsert)[]): Promise<void> {
  const { db } = seed;
  const commentRows: (typeof t.comments.$inferInsert)[] = [];
  let commentId = 1;
  const comment = (rootId: number, sourceType: number, parentId: number, memberIndex: number, text: string, more: Partial<typeof t.comments.$inferInsert> = {}) => {
    const id = commentId++;
    commentRows.push({
      id,
      sourceType,
      rootId,
      parentId,
      memberId: 101 + memberIndex,
      userName: MEMBER_NAMES[memberIndex]!,
      content: text,
      createdAt: BASE - (60 - id) * 7 * MINUTE,
      countPraise: (id * 3) % 17,
      location: ['云溪', '滨江', '青山'][id % 3]!,
      ...more,
    });
    return id;
  };
  for (let i = 0; i < 26; i++) {
    const id = comment(A.news, 0, -1, i % 10, COMMENTS[i % COMMENTS.length]!, i === 2 ? { isWonderful: true } : {});
    if (i % 4 === 0) comment(A.news, 0, id, (i + 3) % 10, '同意楼上的看法。');
  }
  comment(A.news, 0, -1, 2, '感谢关注，相关办理指引已在文末更新。', { kind: 1 });
  comment(A.news, 0, 1, 2, '您好，具体可咨询所在社区居委会。', { kind: 2 });
  comment(A.news, 0, -1, 0, '这条评论还在审核中。', { reviewStatus: 0 });
  comment(A.newsWithVote, 0, -1, 4, '建议增加大件垃圾预约上门回收。');
  comment(A.newsWithVote, 0, -1, 5, '分类投放时间能不能放宽一点？');
  comment(DEMO_IDS.live.live, 1, -1, 6, '直播画面很清楚！');
  comment(DEMO_IDS.live.live, 1, -1, 7, '新航线开到哪里？');
  await insertChunks(db, t.comments, commentRows);
  const shown = new Map<number, number>();
  for (const row of commentRows) if (row.sourceType === 0 && row.reviewStatus !== 0) shown.set(row.rootId, (shown.get(row.rootId) ?? 0) + 1);
  for (const row of counts) row.countDiscuss = shown.get(row.articleId) ?? row.articleId % 9;
  await insertChunks(db, t.articleCounts, counts);
}
