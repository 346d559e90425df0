import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { GENERATED_NEWS_IDS } from './seedNewsArticles.ts';
import type { SeedContext } from './seedParts.ts';

/**
 * The e-paper: two issues of four pages, each page mapping four generated news articles. The first
 * page of the newer issue also maps an unreleased article (aStatus 0, in no column), which only the
 * preview call shows (docs/decisions/161).
 */
export async function seedPaper(seed: SeedContext): Promise<void> {
  const { db } = seed;
  await db.insert(t.papers).values([{ id: DEMO_IDS.paper.id, name: '云溪日报', extra: { periods: '1' } }]);
  const pages: (typeof t.paperPages.$inferInsert)[] = [];
  ['2024-06-01', '2024-05-31'].forEach((date, d) => {
    ['要闻', '本地', '经济', '文化'].forEach((name, i) => {
      const id = 100 * (d + 1) + i + 1;
      pages.push({
        id,
        paperId: DEMO_IDS.paper.id,
        date,
        layout: String(i + 1).padStart(2, '0'),
        name: `第${String(i + 1).padStart(2, '0')}版：${name}`,
        pic: `/platform-media/images/paper-${id}_600x800.jpg`,
        articles: GENERATED_NEWS_IDS.slice(d * 16 + i * 4, d * 16 + i * 4 + 4).map((articleId, n) => ({
          articleId,
          layoutMapping: { mapping: `${10 + (n % 2) * 290},${20 + Math.floor(n / 2) * 380},${290 + (n % 2) * 290},${380 + Math.floor(n / 2) * 380}` },
        })),
      });
    });
  });
  const unreleased = DEMO_IDS.paper.unreleasedArticle;
  pages[0]!.articles = [...(pages[0]!.articles ?? []), { articleId: unreleased, layoutMapping: { mapping: '10,780,580,790' } }];
  await db.insert(t.articles).values({
    id: unreleased,
    siteId: DEMO_IDS.siteId,
    columnId: 0,
    articleType: 0,
    aStatus: 0,
    title: '【待签发】云溪日报明日要闻导读（预览稿）',
    abstract: '这篇版面稿件尚未签发，只能在预览中看到。',
    publishTime: DEMO_IDS.baseTime,
    version: DEMO_IDS.baseTime,
    source: '云溪日报',
    content: '<p>这篇版面稿件尚未签发，编辑在签发前用预览地址校对它。</p><p>签发后，它和同版的其他稿件一样出现在版面上。</p>',
    credits: { author: '林晓', editor: '陈编' },
  });
  await db.insert(t.paperPages).values(pages);
}
