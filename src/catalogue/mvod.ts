import * as v from 'valibot';
import { articleListSchema, type ArticleListItem } from './articleListItem.ts';
import { list, num, record, requiredId, str } from './schemaParts.ts';

/**
 * The short-video (mvod) service group (SPEC §3 "Mvod", §7): a video, its related articles
 * (relArticleList), video lists, categories, common info and share info. Field names vary between
 * deployments, so each value is read from the spellings seen (`id`/`fileId`, `coverUrl`/`cover`/`picUrl`, …).
 */
export interface MvodVideo {
  id: number;
  categoryId: number;
  title: string;
  videoUrl: string;
  coverUrl: string;
  /** Seconds. */
  duration: number;
  publishTime: string;
  playCount: number;
  praiseCount: number;
  relArticleList: ArticleListItem[];
}

const videoSchema = v.pipe(
  record({
    id: v.optional(v.unknown()),
    fileId: v.optional(v.unknown()),
    categoryId: num,
    title: str,
    videoUrl: str,
    url: str,
    coverUrl: str,
    cover: str,
    picUrl: str,
    duration: num,
    publishTime: str,
    publishtime: str,
    playCount: num,
    countPlay: num,
    praiseCount: num,
    countPraise: num,
    relArticleList: articleListSchema,
  }),
  v.transform((x) => ({ ...x, id: v.safeParse(requiredId, x.id ?? x.fileId) })),
  v.check((x) => x.id.success && x.id.output > 0, 'mvod video without an id'),
  v.transform((x): MvodVideo => ({
    id: x.id.success ? x.id.output : 0,
    categoryId: x.categoryId,
    title: x.title,
    videoUrl: x.videoUrl || x.url,
    coverUrl: x.coverUrl || x.cover || x.picUrl,
    duration: x.duration,
    publishTime: x.publishTime || x.publishtime,
    playCount: x.playCount || x.countPlay,
    praiseCount: x.praiseCount || x.countPraise,
    relArticleList: x.relArticleList,
  })),
);

/** article/articleApp: one video; anything without an id is "no such video". */
export const mvodVideoSchema = v.pipe(
  v.unknown(),
  v.transform((x): MvodVideo | null => {
    const parsed = v.safeParse(videoSchema, x);
    return parsed.success ? parsed.output : null;
  }),
);

/** article/articleList: `{list, total}` or a bare array; items that do not parse are dropped. */
export const mvodListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), records: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : (x.list ?? x.records))),
  list(videoSchema),
);

export interface MvodCategory {
  id: number;
  name: string;
  type: number;
}

/** categor/list: `[{id, name, type}]` or `{list}`. */
export const mvodCategoriesSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(
    v.pipe(
      record({ id: requiredId, name: str, type: num }),
      v.transform((x): MvodCategory => ({ id: x.id, name: x.name, type: x.type })),
    ),
  ),
);

export interface MvodCommonInfo {
  name: string;
  logo: string;
}

export const mvodCommonInfoSchema = v.pipe(
  record({ name: str, siteName: str, logo: str, logoUrl: str }),
  v.transform((x): MvodCommonInfo => ({ name: x.name || x.siteName, logo: x.logo || x.logoUrl })),
);

export interface MvodShareInfo {
  title: string;
  url: string;
  description: string;
}

export const mvodShareInfoSchema = v.pipe(
  record({ shareTitle: str, title: str, shareUrl: str, url: str, shareContent: str, description: str }),
  v.transform((x): MvodShareInfo => ({ title: x.shareTitle || x.title, url: x.shareUrl || x.url, description: x.shareContent || x.description })),
);
