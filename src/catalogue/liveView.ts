import * as v from 'valibot';
import { liveBanner, liveConfigSchema, type LiveVideo } from './articleListItem.ts';
import { bool, list, num, optObject, record, requiredId, str } from './schemaParts.ts';

export interface LiveMain {
  fileId: number;
  title: string;
  /** 0 preview, 1 live, 2 ended. */
  status: number;
  type: number;
  startTime: string;
  publishtime: string;
  countClick: number;
  countDiscuss: number;
  countPraise: number;
  content: string;
  user: string;
  userIcon: string;
  bannerUrl: string;
  videos: LiveVideo[];
  discussClosed: number;
  shareClosed: number;
  articleID: number;
}

export interface LiveReport {
  fileId: number;
  title: string;
  publishtime: string;
  user: string;
  userID: number;
  userIcon: string;
  content: string;
  sourceType: number;
  attachments: Array<Record<string, unknown>>;
  isTop: boolean;
}

export interface LiveView {
  main: LiveMain;
  list: LiveReport[];
}

const looseEntry = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((x): Record<string, unknown> => x),
);

const mainSchema = v.pipe(
  record({
    fileId: requiredId,
    title: str,
    status: num,
    type: num,
    startTime: str,
    publishtime: str,
    countClick: num,
    countDiscuss: num,
    countPraise: num,
    content: str,
    user: str,
    userIcon: str,
    config: optObject(liveConfigSchema),
    discussClosed: num,
    shareClosed: num,
    articleID: num,
  }),
  v.transform((x): LiveMain => ({
    fileId: x.fileId,
    title: x.title,
    status: x.status,
    type: x.type,
    startTime: x.startTime,
    publishtime: x.publishtime,
    countClick: x.countClick,
    countDiscuss: x.countDiscuss,
    countPraise: x.countPraise,
    content: x.content,
    user: x.user,
    userIcon: x.userIcon,
    bannerUrl: liveBanner(x.config),
    videos: x.config?.videos ?? [],
    discussClosed: x.discussClosed,
    shareClosed: x.shareClosed,
    articleID: x.articleID,
  })),
);

const reportSchema = v.pipe(
  record({ fileId: num, title: str, publishtime: str, user: str, userID: num, userIcon: str, content: str, sourceType: num, attachments: list(looseEntry), isTop: bool }),
  v.transform((x): LiveReport => ({ ...x })),
);

/** liveView: `{main, list}`; without a main (unknown id) it is no live room → empty. */
export const liveViewSchema = v.pipe(
  record({ main: optObject(mainSchema), list: list(reportSchema) }),
  v.transform((x): LiveView | null => (x.main ? { main: x.main, list: x.list } : null)),
);

export interface ComingLive {
  fileId: number;
  title: string;
  startTime: string;
  type: number;
  bannerUrl: string;
}

export const liveComingSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(
    v.pipe(
      record({ fileId: requiredId, title: str, startTime: str, type: num, appBannerUrl: str, webBannerUrl: str }),
      v.transform((x): ComingLive => ({ fileId: x.fileId, title: x.title, startTime: x.startTime, type: x.type, bannerUrl: liveBanner(x) })),
    ),
  ),
);
