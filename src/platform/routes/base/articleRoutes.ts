import { eq } from 'drizzle-orm';
import { articleCounts, articles } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { articleContent } from '../../shape/articleContent.ts';
import { loadArticles, totalClicks } from '../../shape/loadArticles.ts';
import { MEDIA_PREFIX } from '../../shape/mediaUrls.ts';

const ARTICLE = ['articleId', 'articleID', 'aid', 'id', 'fileId'];

/**
 * getArticleContent answers only published articles; the preview (Unrelease) and poster variants
 * also show drafts. showStatusType: 1 published only, 2 unpublished only, 3 (default) any.
 */
async function content(request: RouteRequest, mode: 'published' | 'preview' | 'poster') {
  const { params, ctx, origin } = request;
  const id = params.id(ARTICLE);
  const [article] = await loadArticles(ctx, [id]);
  if (!article) return envelope.ok('empty');
  const showStatusType = params.int('showStatusType', mode === 'published' ? 1 : 3, { min: 0, max: 3 });
  const published = article.row.aStatus === 1;
  if ((showStatusType === 1 || mode === 'published') && !published) return envelope.ok('empty');
  if (showStatusType === 2 && published) return envelope.ok('empty');
  return envelope.ok(
    await articleContent(ctx, origin, article, {
      poster: mode === 'poster' || params.get('isPoster') === '1' || params.get('isPoster') === 'true',
      innerEditor: params.get('innerEditor') === '1' || params.get('innerEditor') === 'true',
    }),
  );
}

export const articleRoutes: RouteDef[] = [
  { path: '/getArticleContent', handler: (request) => content(request, 'published') },
  { path: '/getArticleContentUnrelease', handler: (request) => content(request, 'preview') },
  { path: '/myArticleContent', handler: (request) => content(request, 'poster') },
  {
    path: '/getArticleCounts',
    async handler({ params, ctx }) {
      const id = params.id(ARTICLE);
      const [row] = await ctx.db.select().from(articleCounts).innerJoin(articles, eq(articles.id, articleCounts.articleId)).where(eq(articleCounts.articleId, id));
      if (!row) return envelope.ok({ success: false, errorInfo: '找不到相关稿件', results: [] });
      const counts = row.article_counts;
      return envelope.ok({ fileId: id, countClick: totalClicks(counts), countPraise: counts.countPraise, countShare: counts.countShare, countDiscuss: counts.countDiscuss });
    },
  },
  {
    // `图片存储;xy/<file>` storage paths (picurl, sharePicUrl…) resolve here, as on the real platform.
    path: '/getImage',
    methods: ['GET'],
    handler({ params, origin }) {
      const path = params.string('path', '', 300);
      const match = /^图片存储;xy\/([\w.-]+)$/.exec(path);
      if (!match) return envelope.response(new Response('not found', { status: 404 }));
      return envelope.response(new Response(null, { status: 302, headers: { location: `${origin}${MEDIA_PREFIX}/images/${match[1]}` } }));
    },
  },
];
