import type { paperPages } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { articleContent } from './articleContent.ts';
import type { FullArticle } from './loadArticles.ts';

type PageRow = typeof paperPages.$inferSelect;

/**
 * A paper article (数字报稿件) as getPaperArticle and paperArticlePreview answer it: exactly the keys
 * of the recorded real answer (corpus getPaperArticle.json, PLATFORM.md §5.2), with ids, counts and
 * siteID as strings, the layout it stands on (`layoutId`, `layout` code), and `url`/`shareUrl` in the
 * e-paper's static form `/app/szb/<paper>/{pc|pad}/YYYYMM/DD/content_<id>.html` (PLATFORM.md §5.4).
 * The body and its `images` placeholders are the article's own, as getArticleContent gives them.
 */
export async function paperArticleShape(ctx: PlatformContext, origin: string, article: FullArticle, page: PageRow): Promise<Record<string, unknown>> {
  const full = await articleContent(ctx, origin, article);
  const { row } = article;
  const [year, month, day] = page.date.split('-');
  const staticUrl = (kind: 'pc' | 'pad') => `${origin}/app/szb/paper${page.paperId}/${kind}/${year}${month}/${day}/content_${row.id}.html`;
  return {
    subtitle: full.subtitle ?? '',
    attachment: [],
    advClosed: -2147483648,
    countClick: String(full.countClick ?? 0),
    countPraise: String(full.countPraise ?? 0),
    images: full.images ?? [],
    layoutId: String(page.id),
    discussClosed: row.discussClosed ? 1 : 0,
    layout: page.layout,
    title: row.title,
    content: row.content,
    source: row.source,
    version: row.version,
    articleType: 0,
    introTitle: '',
    collaborator: row.credits.collaborator ?? '',
    editor: row.credits.editor ?? '',
    attAbstract: row.abstract,
    // The day at midnight, as the real answer dates a paper article by its issue.
    publishtime: `${page.date} 00:00:00.0`,
    fileId: String(row.id),
    url: staticUrl('pc'),
    author: row.credits.author ?? '',
    shareUrl: staticUrl('pad'),
    siteID: String(row.siteId),
  };
}
