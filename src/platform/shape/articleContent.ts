import { shownTime } from '../activity/activityClock.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import { articleRelations, articleReporters, reporters, voteOptions, voteQuestions, votes } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import type { ArticleExtra } from './ArticleExtra.ts';
import { articleItem, articleTouchUrl } from './articleItem.ts';
import { formatTime } from './formatTime.ts';
import type { FullArticle } from './loadArticles.ts';
import { loadArticles, totalClicks } from './loadArticles.ts';
import { absoluteUrl } from './columnShape.ts';
import { imageUrl, mediaUrl, posterImage } from './mediaUrls.ts';

/** Credit roles with the real field names; `proofreader` and `finalChecker` are not attested in the recordings. */
const CREDIT_FIELDS = [
  'author',
  'liability',
  'collaborator',
  'editor',
  'cameraman',
  'drawer',
  'overallPlanning',
  'correspondent',
  'intern',
  'director',
  'planner',
  'checker',
  'proofreader',
  'finalChecker',
] as const;

const IMAGE_STYLE = '   style="max-width:100%;"';

/** The getArticleContent payload (PLATFORM.md §5.2), counts typed as the real one types them. */
export async function articleContent(ctx: PlatformContext, origin: string, a: FullArticle, options: { poster?: boolean; innerEditor?: boolean } = {}): Promise<Record<string, unknown>> {
  const { row, counts } = a;
  const extra = row.extra as ArticleExtra;
  const item = articleItem(origin, a);
  const [reporterRows, related, vote] = await Promise.all([
    ctx.cache.get(`reporters:${row.id}`, () => loadReporters(ctx, row.id)),
    loadRelated(ctx, origin, row.id),
    extra.voteId ? ctx.cache.get(`vote:${extra.voteId}`, () => loadVote(ctx, extra.voteId!)) : Promise.resolve({}),
  ]);
  const column = a.column;
  const images = extra.images ?? [];
  const isGallery = row.articleType === 1;
  const credits: Record<string, string> = {};
  for (const field of CREDIT_FIELDS) credits[field] = row.credits[field] ?? '';
  const content: Record<string, unknown> = {
    wordCount: row.content.replace(/<[^>]+>/g, '').replace(/\s+/g, '').length,
    readTime: Math.max(1, Math.ceil(row.content.replace(/<[^>]+>/g, '').length / 500)),
    ...item,
    fileId: String(row.id),
    siteID: row.siteId,
    siteName: '闽江新闻',
    arthorName: row.credits.author ?? '',
    authorID: row.authorId,
    reporter: row.credits.reporter ?? '',
    ...credits,
    subtitle: extra.subTitle ?? '',
    columnID: row.columnId,
    colID: String(row.columnId),
    discussClosed: row.discussClosed ? 1 : 0,
    countDiscuss: counts.countDiscuss,
    countPraise: String(counts.countPraise),
    countShare: String(counts.countShare),
    countClick: totalClicks(counts),
    countClickFake: String(counts.countClickFake),
    countClickInitial: String(counts.countClickInitial),
    relChannelID: 0,
    relChannel: '',
    isReward: extra.isReward ?? 0,
    countReward: 0,
    allRelateColCasList: await Promise.all(a.sectionIds.map((id) => ctx.columns.casNames(id))),
    headPic: '',
    headPicType: '',
    aStatus: row.aStatus,
    advClosed: extra.advClosed ?? 0,
    columnIcon: absoluteUrl(origin, column?.icon ?? ''),
    columnDescription: column?.description ?? '',
    columnType: column?.columnType ?? '',
    columnStyle: column?.columnStyle ?? '',
    columnRssCount: 0,
    columnName: column?.name ?? '',
    isShowReporterCard: reporterRows.length > 0 ? 1 : 0,
    reporters: reporterRows.map((r) => ({ id: r.id, name: r.name, url: r.url, duty: r.duty, description: r.description })),
    imageUrl: imageUrl(origin, extra.titlePic),
    images:
      isGallery || images.length === 0
        ? []
        : [
            {
              ref: '<!--IMAGES#1-->',
              imagearray: images.map((image, i) => ({ ref: `<!--IMAGEARRAY#${i}-->`, picType: 1, summary: image.summary ?? '', imageStyle: IMAGE_STYLE, imageUrl: imageUrl(origin, image) })),
            },
          ],
    content: row.content,
    extendedFiled: extra.extendedFields ?? {},
    ...(extra.extendedFields ?? {}),
    widgets: {
      pic: isGallery ? images.map((image) => ({ ref: imageUrl(origin, image), picType: 1, imageUrl: imageUrl(origin, image), summary: image.summary ?? '' })) : [],
      video:
        row.articleType === 2 && extra.video
          ? [
              {
                ref: '<!--VIDEO#0-->',
                videoUrl: mediaUrl(origin, extra.video.path),
                urlApp: mediaUrl(origin, extra.video.path),
                imageUrl: imageUrl(origin, extra.video.cover ?? extra.titlePic),
                duration: extra.video.duration,
                size: extra.video.size,
              },
            ]
          : [],
      audio: extra.audio ? [{ ref: '<!--AUDIO#0-->', url: mediaUrl(origin, extra.audio.path), title: extra.audio.title, duration: extra.audio.duration }] : [],
      vote,
      file: (extra.files ?? []).map((file) => ({ name: file.name, url: mediaUrl(origin, file.path), size: file.size })),
    },
    related,
    adv: [],
    emojiUseCount: 0,
    emojis: [],
  };
  if (options.poster) {
    content.isPoster = 1;
    content.posterUrl = imageUrl(origin, posterImage(row.id));
    content.qrCodeUrl = `${articleTouchUrl(origin, a)}?isShare=true`;
  }
  if (options.innerEditor) content.innerEditor = 1;
  return content;
}

async function loadReporters(ctx: PlatformContext, articleId: number) {
  return ctx.db
    .select({ id: reporters.id, name: reporters.name, url: reporters.url, duty: reporters.duty, description: reporters.description })
    .from(articleReporters)
    .innerJoin(reporters, eq(reporters.id, articleReporters.reporterId))
    .where(eq(articleReporters.articleId, articleId))
    .orderBy(asc(articleReporters.orderId));
}

/** Related articles, counts as strings and two keys with a trailing space, as recorded. */
export async function loadRelated(ctx: PlatformContext, origin: string, articleId: number): Promise<Record<string, unknown>[]> {
  const related = await loadArticles(ctx, await relatedIds(ctx, articleId), { publishedOnly: true });
  return related.map((r) => relatedItem(origin, r));
}

export function relatedIds(ctx: PlatformContext, articleId: number): Promise<number[]> {
  return ctx.cache.get(`related:${articleId}`, async () =>
    (await ctx.db.select().from(articleRelations).where(eq(articleRelations.articleId, articleId)).orderBy(asc(articleRelations.orderId))).map((l) => l.relatedId),
  );
}

export function relatedItem(origin: string, r: FullArticle): Record<string, unknown> {
  const extra = r.row.extra as ArticleExtra;
  return {
    relId: r.row.id,
    fileId: r.row.id,
    title: r.row.title,
    textTitle: r.row.title,
    publishtime: formatTime(r.row.publishTime),
    source: r.row.source,
    sourceID: 0,
    picType: extra.titlePic ? 1 : 0,
    picB: imageUrl(origin, extra.titlePic),
    picM: '',
    picS: '',
    linkID: r.row.linkId,
    countDiscuss: String(r.counts.countDiscuss),
    countPraise: String(r.counts.countPraise),
    countShare: String(r.counts.countShare),
    countClick: String(totalClicks(r.counts)),
    countClickInitial: String(r.counts.countClickInitial),
    articleType: r.row.articleType,
    ...(r.row.articleType === 1 ? { picCount: extra.images?.length ?? 0 } : {}),
    vTime: extra.video ? String(extra.video.duration) : '',
    relUrl: articleTouchUrl(origin, r),
    contentUrl: `${origin}/app_if/getArticleContent?articleId=${r.row.id}`,
    columnID: r.row.columnId,
    'columnIcon ': absoluteUrl(origin, r.column?.icon ?? ''),
    columnName: r.column?.name ?? '',
    'columnRssCount ': 0,
  };
}

export async function loadVote(ctx: PlatformContext, voteId: number): Promise<Record<string, unknown>> {
  const [vote] = await ctx.db.select().from(votes).where(eq(votes.id, voteId));
  if (!vote) return {};
  const questions = await ctx.db.select().from(voteQuestions).where(eq(voteQuestions.voteId, voteId)).orderBy(asc(voteQuestions.id));
  const options = questions.length
    ? await ctx.db
        .select()
        .from(voteOptions)
        .where(
          inArray(
            voteOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(voteOptions.id))
    : [];
  const voteExtra = vote.extra as { voteCycle?: number; voteCyclenum?: number; onlyapp?: number; clientStyle?: number };
  return {
    id: vote.id,
    name: vote.name,
    endDate: formatTime(shownTime(vote.endTime)),
    needLogin: vote.needLogin ? 1 : 0,
    voteCycle: voteExtra.voteCycle ?? 0,
    voteCyclenum: voteExtra.voteCyclenum ?? 1,
    onlyapp: voteExtra.onlyapp ?? 0,
    clientStyle: voteExtra.clientStyle ?? 0,
    questions: questions.map((q) => ({
      qid: q.id,
      qname: q.name,
      qtype: q.qtype,
      selectLimited: q.selectLimited,
      options: options.filter((o) => o.questionId === q.id).map((o) => ({ oid: o.id, oname: o.name, pic: o.pic })),
    })),
  };
}
