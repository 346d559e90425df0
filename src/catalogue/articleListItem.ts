import * as v from 'valibot';
import type { PictureFields } from '../lib/listRules.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import { bool, fields, list, num, optNum, optObject, record, requiredId, str, strList } from './schemaParts.ts';

export interface LiveVideo {
  appLiveUrl: string;
  appPlaybackUrl: string;
}

/**
 * A list item as pages render it. The picture fields (articleType, picType, isBigPic, picSmall,
 * picMiddle, picBig, pics, pic_list, pic_list_title, liveBannerUrl) are declared by the list rules'
 * view model, PictureFields in src/lib/listRules.ts.
 */
export interface ArticleListItem extends PictureFields {
  fileId: number;
  title: string;
  listTitle: string;
  shortTitle: string;
  subtitle: string;
  leadTitle: string;
  attAbstract: string;
  listType: number;
  picRatio: string;
  publishtime: string;
  countClick: number;
  countPraise: number;
  countDiscuss: number;
  countShare: number;
  /** 0 preview, 1 live, 2 ended; null for non-live articles. */
  liveStatus: number | null;
  liveType: number | null;
  liveStartTime: string;
  liveVideos: LiveVideo[];
  columnId: number;
  columnName: string;
  linkID: number;
  subColumnID: number;
  url: string;
  contentUrl: string;
  shareUrl: string;
  mark: string;
  source: string;
  tag: string;
  tags: Array<{ id: number; name: string }>;
  xyAccountID: number;
  xyAccount: string;
  xyAccountIcon: string;
  shareClosed: number;
  discussClosed: number;
  praiseType: number;
  shareTitle: string;
  shareContent: string;
  sharePicUrl: string;
  videoUrl: string;
  duration: number;
  isTop: boolean;
  position: number;
}

const liveVideoSchema = v.pipe(
  fields({ appLiveUrl: str, appPlaybackUrl: str }),
  v.transform((x): LiveVideo => ({ appLiveUrl: x.appLiveUrl, appPlaybackUrl: x.appPlaybackUrl })),
);

export const liveConfigSchema = record({
  appBanner: str,
  appBannerUrl: str,
  webBanner: str,
  webBannerUrl: str,
  videos: list(liveVideoSchema),
  users: list(v.unknown()),
});

/** The touch client shows the app banner of a live room, falling back to the web one. */
export function liveBanner(config: { appBannerUrl: string; webBannerUrl: string } | null | undefined): string {
  return config?.appBannerUrl || config?.webBannerUrl || '';
}

/**
 * Activities arrive in lists (activity modules, moduleView) with no articleType at all: the recorded
 * items (corpus getArticles, modules[].charactor) carry the activity's own id as fileId, its sign-up
 * fields (participatorNum, startSignTime…) and `theContentUrl` pointing at activityDetail. Recognised
 * here, at the boundary, they are type 7 like activity articles, so every list links them to their
 * activity page through the one item-to-route rule (lib/articleRoute.ts).
 */
function listItemType(x: { articleType: number | null; newstype: number | null; theContentUrl: string; participatorNum: number | null }): number {
  if (x.articleType !== null) return x.articleType;
  if (x.newstype !== null) return x.newstype;
  return /\/activityDetail\b/i.test(x.theContentUrl) || x.participatorNum !== null ? ARTICLE_TYPE.activity : ARTICLE_TYPE.news;
}

const tagSchema = v.pipe(
  fields({ id: num, name: str }),
  v.transform((x) => ({ id: x.id, name: x.name })),
);

export const articleListItemSchema = v.pipe(
  fields({
    fileId: requiredId,
    title: str,
    listTitle: str,
    shortTitle: str,
    subTitle: str,
    leadTitle: str,
    attAbstract: str,
    articleType: optNum,
    newstype: optNum,
    theContentUrl: str,
    participatorNum: optNum,
    picType: num,
    listType: num,
    picSmall: str,
    picMiddle: str,
    picBig: str,
    picS: str,
    picM: str,
    picB: str,
    pic0: str,
    pic1: str,
    pic2: str,
    pic_list: strList,
    pic_list_title: strList,
    picRatio: str,
    isBigPic: num,
    publishtime: str,
    countClick: num,
    countPraise: num,
    countDiscuss: num,
    countShare: num,
    liveStatus: optNum,
    liveType: optNum,
    liveStartTime: str,
    config: optObject(liveConfigSchema),
    colID: optNum,
    columnID: optNum,
    columnId: optNum,
    colName: str,
    columnName: str,
    linkID: num,
    subColumnID: num,
    url: str,
    contentUrl: str,
    shareUrl: str,
    mark: str,
    source: str,
    tag: str,
    tags: list(tagSchema),
    xyAccountID: num,
    xyAccount: str,
    xyAccountIcon: str,
    shareClosed: num,
    discussClosed: num,
    praiseType: num,
    shareTitle: str,
    shareContent: str,
    sharePicUrl: str,
    videoUrl: str,
    duration: num,
    isTop: bool,
    position: num,
  }),
  v.transform((x): ArticleListItem => ({
    fileId: x.fileId,
    title: x.title,
    listTitle: x.listTitle,
    shortTitle: x.shortTitle,
    subtitle: x.subTitle,
    leadTitle: x.leadTitle,
    attAbstract: x.attAbstract,
    articleType: listItemType(x),
    picType: x.picType,
    listType: x.listType,
    picSmall: x.picSmall || x.picS,
    picMiddle: x.picMiddle || x.picM,
    picBig: x.picBig || x.picB,
    pics: [x.pic0, x.pic1, x.pic2].filter(Boolean),
    pic_list: x.pic_list,
    pic_list_title: x.pic_list_title,
    picRatio: x.picRatio,
    isBigPic: x.isBigPic,
    publishtime: x.publishtime,
    countClick: x.countClick,
    countPraise: x.countPraise,
    countDiscuss: x.countDiscuss,
    countShare: x.countShare,
    liveStatus: x.liveStatus,
    liveType: x.liveType,
    liveStartTime: x.liveStartTime,
    liveBannerUrl: liveBanner(x.config),
    liveVideos: x.config?.videos ?? [],
    columnId: x.colID ?? x.columnID ?? x.columnId ?? 0,
    columnName: x.columnName || x.colName,
    linkID: x.linkID,
    subColumnID: x.subColumnID,
    url: x.url,
    contentUrl: x.contentUrl,
    shareUrl: x.shareUrl,
    mark: x.mark,
    source: x.source,
    tag: x.tag,
    tags: x.tags,
    xyAccountID: x.xyAccountID,
    xyAccount: x.xyAccount,
    xyAccountIcon: x.xyAccountIcon,
    shareClosed: x.shareClosed,
    discussClosed: x.discussClosed,
    praiseType: x.praiseType,
    shareTitle: x.shareTitle,
    shareContent: x.shareContent,
    sharePicUrl: x.sharePicUrl,
    videoUrl: x.videoUrl,
    duration: x.duration,
    isTop: x.isTop,
    position: x.position,
  })),
);

export const articleListSchema = list(articleListItemSchema);

/**
 * Lists whose exact wrapper the SPEC does not give (recommendList, tagScreenArticles, searchAll,
 * getSubSpecialArticles…): a bare array, or an object with `list` (or `articles`) and maybe `hasMore`.
 */
export interface ArticleListSlice {
  list: ArticleListItem[];
  hasMore: boolean | null;
  totalCount: number | null;
}

export const articleListSliceSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), articles: v.optional(v.unknown()), hasMore: v.optional(v.unknown()), totalCount: optNum })]),
  v.transform((x): ArticleListSlice => {
    if (Array.isArray(x)) return { list: v.parse(articleListSchema, x), hasMore: null, totalCount: null };
    return {
      list: v.parse(articleListSchema, x.list ?? x.articles),
      hasMore: x.hasMore === undefined ? null : v.parse(bool, x.hasMore),
      totalCount: x.totalCount,
    };
  }),
);
