import type { ArticleExtra } from './ArticleExtra.ts';
import { formatTime } from './formatTime.ts';
import type { FullArticle } from './loadArticles.ts';
import { totalClicks } from './loadArticles.ts';
import { absoluteUrl } from './columnShape.ts';
import { imageUrl, mediaUrl, storagePath, touchUrl } from './mediaUrls.ts';

const PIC_TYPE = { none: 0, small: 1, big: 2, three: 3 } as const;

/** The detail page of the touch site for an article, by type (PLATFORM.md §5.4). */
export function articleTouchUrl(origin: string, a: FullArticle): string {
  const { row } = a;
  switch (row.articleType) {
    case 1:
      return touchUrl(origin, 'imageDetail', row.columnId, row.id);
    case 2:
      return touchUrl(origin, 'videoDetail', row.columnId, row.id);
    case 3:
      return touchUrl(origin, 'specDetail', row.linkId, row.id);
    case 4:
      return row.linkUrl;
    case 6:
      return touchUrl(origin, 'liveDetail', row.linkId, row.id);
    case 12:
      return row.linkUrl || mediaUrl(origin, (row.extra as ArticleExtra).h5Path ?? '');
    default:
      return touchUrl(origin, 'newsDetail', row.columnId, row.id);
  }
}

export function liveConfig(origin: string, a: FullArticle): Record<string, unknown> {
  const live = a.live;
  const extra = (live?.extra ?? {}) as { banner?: ArticleExtra['titlePic']; videoPath?: string; playbackPath?: string; users?: unknown[] };
  const banner = extra.banner;
  const videos =
    live && live.liveType === 1
      ? [
          {
            webLiveUrl: '',
            appLiveUrl: extra.videoPath ? mediaUrl(origin, extra.videoPath) : '',
            status: String(live.status),
            appPlaybackUrl: extra.playbackPath ? mediaUrl(origin, extra.playbackPath) : '',
            webPlaybackUrl: '',
            line: '1',
            lineName: '线1',
            type: 1,
            streamID: '',
            webBanner: storagePath(banner),
            appBanner: storagePath(banner),
          },
        ]
      : [];
  return {
    webBanner: storagePath(banner),
    appBanner: storagePath(banner),
    videos,
    users: extra.users ?? [],
    webBannerUrl: imageUrl(origin, banner),
    appBannerUrl: imageUrl(origin, banner),
  };
}

/** A list item with the real platform's field names (PLATFORM.md §5.2 getArticles), counts as numbers. */
export function articleItem(origin: string, a: FullArticle, placement: { isTop?: boolean; position?: number } = {}): Record<string, unknown> {
  const { row, counts } = a;
  const extra = row.extra as ArticleExtra;
  const credits = row.credits;
  const listStyle = extra.listStyle ?? (extra.titlePic ? 'small' : 'none');
  const listPics = extra.listPics ?? (extra.titlePic ? [extra.titlePic] : []);
  const titlePic = extra.titlePic;
  const url = articleTouchUrl(origin, a);
  const item: Record<string, unknown> = {
    fileId: row.id,
    markLocked: false,
    version: row.version,
    isRel: 0,
    realPubTime: formatTime(row.version),
    title: row.title,
    textTitle: row.title,
    attAbstract: row.abstract,
    textAbstract: row.abstract,
    arthorID: row.authorId,
    arthorName: credits.author ?? '',
    reporter: credits.reporter ?? '',
    publishtime: formatTime(row.publishTime),
    articleType: row.articleType,
    tag: a.tags.map((t) => t.name).join('；'),
    tags: a.tags,
    trade: '',
    tradeID: '',
    colName: a.casNames,
    columnCasName: a.casNames,
    colID: row.columnId,
    colIcon: absoluteUrl(origin, a.column?.icon ?? ''),
    mark: row.mark,
    source: row.source,
    sourceUrl: '',
    multimediaLink: '',
    shareUrl: row.articleType === 4 ? row.linkUrl : `${url}?isShare=true`,
    url,
    urlPad: url,
    isBigPic: listStyle === 'big' ? 1 : 0,
    bigPic: listStyle === 'big' ? 1 : 0,
    picRatio: extra.picRatio ?? (titlePic ? `${titlePic.w}:${titlePic.h}` : ''),
    isExclusive: extra.isExclusive ?? 0,
    contentUrl: `${origin}/app_if/getArticleContent?articleId=${row.id}`,
    linkID: row.linkId,
    linkType: 0,
    linkName: '',
    countClick: totalClicks(counts),
    countClickInitial: counts.countClickInitial,
    countClickReal: counts.countClick,
    countClickFake: counts.countClickFake,
    countShareClick: counts.countShareClick,
    rssID: 0,
    rss: '',
    rssType: 0,
    discussClosed: row.discussClosed ? '1' : '0',
    countDiscuss: counts.countDiscuss,
    countPraise: counts.countPraise,
    countShare: counts.countShare,
    extGroupID: 0,
    xyAccountID: row.xyAccountId,
    xyAccount: '',
    xyAccountIcon: '',
    xyDescription: '',
    picType: PIC_TYPE[listStyle],
    listType: extra.listType ?? 0,
    picFullScreen: 0,
    titleDisplay: 0,
    pubTimeDisplay: 0,
    shareClosed: row.shareClosed ? 1 : 0,
    shareContent: extra.shareContent ?? '',
    shareTitle: extra.shareTitle ?? '',
    sharePicUrl: storagePath(extra.sharePic),
    sharePicAbsoluteUrl: extra.sharePic ? imageUrl(origin, extra.sharePic) : '',
    customShare: extra.shareTitle ? 1 : 0,
    listTitle: extra.listTitle ?? '',
    praiseType: extra.praiseType ?? 0,
    isrecommend: 0,
    subTitle: extra.subTitle ?? '',
    leadTitle: extra.leadTitle ?? '',
    shortTitle: '',
    picurl: storagePath(titlePic),
    ext_sharepic: storagePath(extra.sharePic ?? titlePic),
    keylist: extra.keylist ?? '',
    sectionids: a.sectionIds.join(';'),
    newstype: row.articleType,
    collectcount: 0,
    edittername: credits.editor ?? '',
    iorder: `-${Math.floor(row.publishTime / 100000)}.${String(row.id).padStart(10, '0')}`,
    picauthor: credits.picauthor ?? '',
    picauthorid: '',
    videoauthor: credits.videoauthor ?? '',
    videoauthorid: '',
    pic_list: [0, 1, 2].map((i) => storagePath(listPics[i])),
    pic_list_title: titlePic ? [imageUrl(origin, titlePic)] : [],
    emojiID: '',
    copyright: extra.copyright ?? '0',
    picBig: imageUrl(origin, titlePic),
    picCount: String(row.articleType === 1 ? (extra.images?.length ?? 0) : listPics.length),
    pic: [],
    isTop: placement.isTop ?? false,
    position: placement.position ?? 0,
  };
  listPics.forEach((pic, i) => {
    item[`pic${i}`] = imageUrl(origin, pic);
  });
  if (row.articleType === 2 && extra.video) {
    item.videoUrl = mediaUrl(origin, extra.video.path);
    item.duration = extra.video.duration;
    item.size = extra.video.size;
    item.videoStyle = extra.video.videoStyle ?? 0;
  }
  if (extra.audio) {
    item.audioUrl = mediaUrl(origin, extra.audio.path);
    item.audioDuration = extra.audio.duration;
  }
  if (row.articleType === 3) item.subColumnID = extra.subColumnId ?? 0;
  if (row.articleType === 6) {
    item.liveType = a.live?.liveType ?? 0;
    item.liveStatus = a.live?.status ?? 0;
    item.config = liveConfig(origin, a);
    item.liveContent = a.live?.content ?? '';
    item.liveStartTime = formatTime(a.live?.startTime);
  }
  return item;
}
