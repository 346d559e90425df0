import * as v from 'valibot';
import { list, num, optObject, record, str } from './schemaParts.ts';
import { paperDateOf, paperLayoutCodeOf, pictureSizeOf } from '../lib/paperDate.ts';
import { articleContentSchema, type ArticleContent } from './articleContent.ts';

/**
 * Answers of the digital paper and advert calls (SPEC §3 "paper pages", §7 getLatestMaePaper,
 * getMaePaperDatesByDate, getArticleAdvs / getAdv / getColAdvs). Tolerant as the real platform needs:
 * ids as numbers or strings, `{list}` or a bare list, a layout's articles under `articles` or `list`,
 * dates as strings or `{date}` objects, fields missing.
 */

/** One article on a layout, with its hot area on the layout picture ("x1,y1,x2,y2" in picture pixels). */
export interface PaperLayoutArticle {
  fileId: number;
  title: string;
  mapping: string;
}

/** One layout (版面) of an issue. */
export interface PaperLayout {
  id: number;
  /** The layout's code, "01", "02"…: the `:layout` of the page address. */
  code: string;
  name: string;
  picture: string;
  /** The picture's size in pixels (the hot areas are in these units). */
  width: number;
  height: number;
  pdf: string;
  articles: PaperLayoutArticle[];
}

/** One issue of a paper: its date and layouts. */
export interface PaperIssue {
  paperId: number;
  paperName: string;
  /** YYYY-MM-DD; empty when the platform sent none that reads as a date. */
  date: string;
  layouts: PaperLayout[];
}

const layoutArticleSchema = v.pipe(
  record({ fileId: num, fileID: num, articleId: num, id: num, title: str, layoutMapping: optObject(record({ mapping: str })), mapping: str }),
  v.transform((x): PaperLayoutArticle => ({ fileId: x.fileId || x.fileID || x.articleId || x.id, title: x.title, mapping: x.layoutMapping?.mapping || x.mapping })),
);

const layoutSchema = v.pipe(
  record({
    id: num,
    layoutId: num,
    layout: str,
    name: str,
    layoutName: str,
    pic: str,
    picUrl: str,
    picWidth: num,
    picHeight: num,
    pdf: str,
    pdfUrl: str,
    articles: v.optional(v.unknown()),
    list: v.optional(v.unknown()),
  }),
  v.transform((x): PaperLayout => ({
    id: x.id || x.layoutId,
    code: x.layout.trim(),
    name: x.name || x.layoutName,
    picture: x.pic || x.picUrl,
    ...pictureSizeOf(x.pic || x.picUrl, x.picWidth, x.picHeight),
    pdf: x.pdf || x.pdfUrl,
    articles: v.parse(list(layoutArticleSchema), x.articles ?? x.list).filter((a) => a.fileId > 0),
  })),
);

export const paperIssueSchema = v.pipe(
  record({ paperId: num, id: num, paperName: str, name: str, date: str, layouts: v.optional(v.unknown()), pages: v.optional(v.unknown()), list: v.optional(v.unknown()) }),
  v.transform((x): PaperIssue => ({
    paperId: x.paperId || x.id,
    paperName: x.paperName || x.name,
    date: paperDateOf(x.date) ?? '',
    layouts: v.parse(list(layoutSchema), x.layouts ?? x.pages ?? x.list).filter((layout) => layout.code !== ''),
  })),
);

/** The dates that have an issue, newest first, each YYYY-MM-DD; what does not read as a date is dropped. */
export const paperDatesSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ dates: v.optional(v.unknown()), list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : (x.dates ?? x.list))),
  v.transform((value): string[] => {
    if (!Array.isArray(value)) return [];
    const dates = value.map((entry) => paperDateOf(entry && typeof entry === 'object' ? (entry as { date?: unknown }).date : entry)).filter((d): d is string => d !== null);
    return [...new Set(dates)].sort().reverse();
  }),
);

/** One advert: a picture with a title and a link. */
export interface Advert {
  id: number;
  title: string;
  picture: string;
  link: string;
}

const advertSchema = v.pipe(
  record({ id: num, advID: num, title: str, name: str, imgUrl: str, picUrl: str, pic: str, url: str, linkUrl: str, contentUrl: str }),
  v.transform((x): Advert => ({ id: x.id || x.advID, title: x.title || x.name, picture: x.imgUrl || x.picUrl || x.pic, link: x.linkUrl || x.url || x.contentUrl })),
);

export const advertListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), advs: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : (x.list ?? x.advs))),
  list(advertSchema),
);

/** A paper article (getPaperArticle, paperArticlePreview): read as an article, with the layout it stands on. */
export interface PaperArticle {
  article: ArticleContent;
  /** The layout's code ("01"), when the answer names a usable one. */
  layout: string | null;
  introTitle: string;
  /** The issue's date (YYYY-MM-DD) from `publishtime`, when it reads as one. */
  date: string | null;
}

const paperArticleFields = record({ layout: str, introTitle: str, publishtime: str });

/** No article (SPEC §8: empty, or without an id) reads as null, which the catalogue reports as empty. */
export const paperArticleSchema = v.pipe(
  v.unknown(),
  v.transform((raw): PaperArticle | null => {
    const article = v.parse(articleContentSchema, raw);
    if (!article) return null;
    const x = v.parse(paperArticleFields, raw);
    return { article, layout: paperLayoutCodeOf(x.layout.trim()), introTitle: x.introTitle.trim(), date: paperDateOf(x.publishtime) };
  }),
);
