/**
 * The short-video pages, `/mvodShare/:id` and `/minVideoDetail/:id` (SPEC §2, §3 "Mvod", §9): the
 * video (article/articleApp) with its related articles (relArticleList), the related videos
 * (article/articleList with page 1, size 4, nodeCode pub, clientType 1), the categories, and the
 * service's common and share info. Only the video itself is required; the rest is optional.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { MvodCommonInfo, MvodShareInfo, MvodVideo } from '../catalogue/mvod.ts';
import { isUnknownId, valueOr } from '../catalogue/result.ts';
import { formatDuration } from '../lib/duration.ts';
import { isImageAddress, parseId } from '../lib/listRules.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/** SPEC §7, §9: the related short videos of a video page. */
export const RELATED_MVOD_QUERY = { page: 1, size: 4, nodeCode: 'pub', clientType: 1 } as const;

export interface MvodCard {
  id: number;
  title: string;
  cover: string;
  duration: string;
  plays: number;
}

export interface MvodPageView {
  id: number;
  title: string;
  src: string;
  poster: string;
  duration: string;
  publishTime: string;
  plays: number;
  categoryId: number;
  related: MvodCard[];
  relatedArticles: ArticleListItem[];
  categories: Array<{ id: number; name: string }>;
  common: MvodCommonInfo | null;
  share: MvodShareInfo | null;
}

export type MvodPageData = { state: 'video'; view: MvodPageView } | { state: 'notFound' } | { state: 'failed' };

export function mvodCard(video: MvodVideo): MvodCard {
  return { id: video.id, title: video.title, cover: isImageAddress(video.coverUrl) ? video.coverUrl : '', duration: video.duration > 0 ? formatDuration(video.duration) : '', plays: video.playCount };
}

/** A video is cached like an article; a failure (503) and an unknown id (404) are not cached. */
export async function loadMvodPage(idParam: string | undefined): Promise<PageAnswer<MvodPageData>> {
  const data = await mvodData(idParam);
  return pageAnswer(data.state === 'video' ? 200 : data.state === 'notFound' ? 404 : 503, data.state === 'video' ? 'article' : 'notFound', data);
}

async function mvodData(idParam: string | undefined): Promise<MvodPageData> {
  const id = parseId(idParam);
  if (id === null) return { state: 'notFound' };
  const optional = { optional: true } as const;
  const [video, related, categories, common, share] = await Promise.all([
    siteCatalogue.shortVideo({ id }),
    siteCatalogue.shortVideoList(RELATED_MVOD_QUERY, optional),
    siteCatalogue.shortVideoCategories(optional),
    siteCatalogue.shortVideoSiteInfo(optional),
    siteCatalogue.shortVideoShareInfo(optional),
  ]);
  if (isUnknownId(video) || (video.ok && video.empty)) return { state: 'notFound' };
  if (!video.ok || video.empty) return { state: 'failed' };
  const v = video.value;
  const shareInfo = valueOr(share, null);
  return {
    state: 'video',
    view: {
      id: v.id,
      title: v.title,
      src: isSafeHttpUrl(v.videoUrl) ? v.videoUrl.trim() : '',
      poster: isImageAddress(v.coverUrl) ? v.coverUrl : '',
      duration: v.duration > 0 ? formatDuration(v.duration) : '',
      publishTime: v.publishTime,
      plays: v.playCount,
      categoryId: v.categoryId,
      related: valueOr(related, [] as MvodVideo[])
        .slice(0, RELATED_MVOD_QUERY.size)
        .map(mvodCard),
      relatedArticles: v.relArticleList,
      categories: valueOr(categories, []).map((c) => ({ id: c.id, name: c.name })),
      common: valueOr(common, null),
      share: shareInfo && (shareInfo.url === '' || isSafeHttpUrl(shareInfo.url)) ? shareInfo : null,
    },
  };
}
