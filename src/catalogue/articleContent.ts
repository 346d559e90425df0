import * as v from 'valibot';
import { articleListItemSchema, type ArticleListItem } from './articleListItem.ts';
import { list, num, optObject, record, str, toText } from './schemaParts.ts';
import { firstImage } from '../lib/listRules.ts';

/** Credit roles in the order SPEC §3 lists them; each maps to the platform field carrying the name(s). */
export const CREDIT_FIELDS = [
  ['source', 'source'],
  ['editor', 'editor'],
  ['responsibleEditor', 'liability'],
  ['proofreader', 'proofreader'],
  ['checker', 'checker'],
  ['finalChecker', 'finalChecker'],
  ['planner', 'planner'],
  ['cameraman', 'cameraman'],
  ['drawer', 'drawer'],
  ['overallPlanner', 'overallPlanning'],
  ['director', 'director'],
  ['intern', 'intern'],
  ['correspondent', 'correspondent'],
  ['topReporters', 'topReporters'],
] as const;

export type CreditRole = (typeof CREDIT_FIELDS)[number][0];

export interface Credit {
  role: CreditRole;
  name: string;
}

export interface Reporter {
  id: number;
  name: string;
  url: string;
  duty: string;
  description: string;
}

export interface ContentImage {
  ref: string;
  picType: number;
  summary: string;
  imageStyle: string;
  imageUrl: string;
}

/** An `<!--IMAGES#n-->` placeholder in `content` and the pictures it stands for. */
export interface ContentImageGroup {
  ref: string;
  imagearray: ContentImage[];
}

export interface VoteWidget {
  id: number;
  name: string;
  endDate: string;
  needLogin: number;
  voteCycle: number;
  voteCyclenum: number;
  onlyapp: number;
  clientStyle: number;
  questions: Array<{
    qid: number;
    qname: string;
    qtype: number;
    selectLimited: number;
    options: Array<{ oid: number; oname: string; pic: string }>;
  }>;
}

export interface ContentWidgets {
  pic: ContentImage[];
  video: Array<Record<string, unknown>>;
  vote: VoteWidget | null;
  file: Array<Record<string, unknown>>;
  /** Audio clips (`<!--AUDIO#n-->` in content); not in the 2020 recordings, sent by newer platforms. */
  audio: Array<Record<string, unknown>>;
}

export interface RelatedArticle {
  relId: number;
  fileId: number;
  title: string;
  publishtime: string;
  source: string;
  picType: number;
  picBig: string;
  picMiddle: string;
  picSmall: string;
  linkID: number;
  articleType: number;
  countClick: number;
  countPraise: number;
  countDiscuss: number;
  countShare: number;
  vTime: string;
  relUrl: string;
  contentUrl: string;
  columnId: number;
  columnName: string;
  columnIcon: string;
  columnRssCount: number;
}

/** getArticleContent (and its preview / poster variants): every field PLATFORM.md §5.2 lists. */
export interface ArticleContent extends ArticleListItem {
  content: string;
  wordCount: number;
  readTime: number;
  siteID: number;
  siteName: string;
  author: string;
  authorID: number;
  liability: string;
  collaborator: string;
  editor: string;
  cameraman: string;
  drawer: string;
  overallPlanning: string;
  correspondent: string;
  intern: string;
  director: string;
  planner: string;
  checker: string;
  /** Non-empty credits in display order. */
  credits: Credit[];
  columnIcon: string;
  columnDescription: string;
  columnType: string;
  columnStyle: string;
  columnRssCount: number;
  relChannelID: number;
  relChannel: string;
  isReward: number;
  countReward: number;
  headPic: string;
  headPicType: string;
  /** 1 released; anything else with content means preview (SPEC §4). */
  aStatus: number;
  advClosed: number;
  isShowReporterCard: number;
  reporters: Reporter[];
  imageUrl: string;
  images: ContentImageGroup[];
  widgets: ContentWidgets;
  related: RelatedArticle[];
  extendedFields: Record<string, string>;
  sharePicAbsoluteUrl: string;
  /** The editor's share picture (SPEC §3); the real platform may send an absolute URL here alone. */
  sharePicUrl: string;
  customShare: number;
  copyright: string;
  keylist: string;
  desc: string;
  layoutMapping: Record<string, unknown> | null;
}

const imageSchema = v.pipe(
  record({ ref: str, picType: num, summary: str, imageStyle: str, imageUrl: str }),
  v.transform((x): ContentImage => ({ ref: x.ref, picType: x.picType, summary: x.summary, imageStyle: x.imageStyle, imageUrl: x.imageUrl })),
);

const imageGroupSchema = v.pipe(
  record({ ref: str, imagearray: list(imageSchema) }),
  v.transform((x): ContentImageGroup => ({ ref: x.ref, imagearray: x.imagearray })),
);

const reporterSchema = v.pipe(
  record({ id: num, name: str, url: str, duty: str, description: str }),
  v.transform((x): Reporter => ({ id: x.id, name: x.name, url: x.url, duty: x.duty, description: x.description })),
);

const optionSchema = v.pipe(
  record({ oid: num, oname: str, pic: str }),
  v.transform((x) => ({ oid: x.oid, oname: x.oname, pic: x.pic })),
);
const questionSchema = v.pipe(
  record({ qid: num, qname: str, qtype: num, selectLimited: num, options: list(optionSchema) }),
  v.transform((x) => ({ qid: x.qid, qname: x.qname, qtype: x.qtype, selectLimited: x.selectLimited, options: x.options })),
);

/** The vote widget is `{}` when the article has no vote. */
const voteSchema = v.pipe(
  record({ id: num, name: str, endDate: str, needLogin: num, voteCycle: num, voteCyclenum: num, onlyapp: num, clientStyle: num, questions: list(questionSchema) }),
  v.transform((x): VoteWidget | null =>
    x.id > 0
      ? {
          id: x.id,
          name: x.name,
          endDate: x.endDate,
          needLogin: x.needLogin,
          voteCycle: x.voteCycle,
          voteCyclenum: x.voteCyclenum,
          onlyapp: x.onlyapp,
          clientStyle: x.clientStyle,
          questions: x.questions,
        }
      : null,
  ),
);

const looseEntry = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((x): Record<string, unknown> => x),
);

const widgetsSchema = record({ pic: list(imageSchema), video: list(looseEntry), vote: optObject(voteSchema), file: list(looseEntry), audio: list(looseEntry) });

const relatedSchema = v.pipe(
  record({
    relId: num,
    fileId: num,
    title: str,
    publishtime: str,
    source: str,
    picType: num,
    picB: str,
    picM: str,
    picS: str,
    picBig: str,
    picMiddle: str,
    picSmall: str,
    linkID: num,
    articleType: num,
    countClick: num,
    countPraise: num,
    countDiscuss: num,
    countShare: num,
    vTime: str,
    relUrl: str,
    contentUrl: str,
    columnID: num,
    columnName: str,
    columnIcon: str,
    columnRssCount: num,
  }),
  v.transform((x): RelatedArticle => ({
    relId: x.relId,
    // The real platform may put the host article in `fileId`; `relId` names the related one.
    fileId: x.relId || x.fileId,
    title: x.title,
    publishtime: x.publishtime,
    source: x.source,
    picType: x.picType,
    // The real platform may put a storage path in picBig and the https address in picB.
    picBig: firstImage([x.picBig, x.picB]),
    picMiddle: firstImage([x.picMiddle, x.picM]),
    picSmall: firstImage([x.picSmall, x.picS]),
    linkID: x.linkID,
    articleType: x.articleType,
    countClick: x.countClick,
    countPraise: x.countPraise,
    countDiscuss: x.countDiscuss,
    countShare: x.countShare,
    vTime: x.vTime,
    relUrl: x.relUrl,
    contentUrl: x.contentUrl,
    columnId: x.columnID,
    columnName: x.columnName,
    columnIcon: x.columnIcon,
    columnRssCount: x.columnRssCount,
  })),
);

const contentFieldsSchema = record({
  content: str,
  wordCount: num,
  readTime: num,
  siteID: num,
  siteName: str,
  author: str,
  authorID: num,
  liability: str,
  collaborator: str,
  editor: str,
  cameraman: str,
  drawer: str,
  overallPlanning: str,
  correspondent: str,
  intern: str,
  director: str,
  planner: str,
  checker: str,
  proofreader: str,
  finalChecker: str,
  topReporters: str,
  subtitle: str,
  columnID: num,
  columnIcon: str,
  columnDescription: str,
  columnType: str,
  columnStyle: str,
  columnRssCount: num,
  relChannelID: num,
  relChannel: str,
  isReward: num,
  countReward: num,
  headPic: str,
  headPicType: str,
  aStatus: num,
  advClosed: num,
  isShowReporterCard: num,
  reporters: list(reporterSchema),
  imageUrl: str,
  images: list(imageGroupSchema),
  widgets: optObject(widgetsSchema),
  related: list(relatedSchema),
  extendedFiled: optObject(v.record(v.string(), v.unknown())),
  sharePicAbsoluteUrl: str,
  sharePicUrl: str,
  customShare: num,
  copyright: str,
  keylist: str,
  desc: str,
  layoutMapping: optObject(v.record(v.string(), v.unknown())),
});

function creditsOf(fields: Record<string, unknown>): Credit[] {
  const credits: Credit[] = [];
  for (const [role, field] of CREDIT_FIELDS) {
    const name = toText(fields[field]).trim();
    if (name) credits.push({ role, name });
  }
  return credits;
}

function textRecord(value: Record<string, unknown> | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (value) for (const [key, entry] of Object.entries(value)) out[key] = toText(entry);
  return out;
}

/**
 * A detail that came back as "empty", null, '' or without an id is no article (SPEC §8): the
 * schema yields null and the catalogue reports an empty result.
 */
export const articleContentSchema = v.pipe(
  v.unknown(),
  v.transform((raw): ArticleContent | null => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const item = v.safeParse(articleListItemSchema, raw);
    if (!item.success || item.output.fileId <= 0) return null;
    const x = v.parse(contentFieldsSchema, raw);
    const widgets = x.widgets ?? { pic: [], video: [], vote: null, file: [], audio: [] };
    return {
      ...item.output,
      content: x.content,
      wordCount: x.wordCount,
      readTime: x.readTime,
      siteID: x.siteID,
      siteName: x.siteName,
      author: x.author,
      authorID: x.authorID,
      liability: x.liability,
      collaborator: x.collaborator,
      editor: x.editor,
      cameraman: x.cameraman,
      drawer: x.drawer,
      overallPlanning: x.overallPlanning,
      correspondent: x.correspondent,
      intern: x.intern,
      director: x.director,
      planner: x.planner,
      checker: x.checker,
      credits: creditsOf(x),
      // One spelling per field for the site: the list item's `columnId` and `subtitle`.
      subtitle: x.subtitle || item.output.subtitle,
      columnId: x.columnID || item.output.columnId,
      columnIcon: x.columnIcon,
      columnDescription: x.columnDescription,
      columnType: x.columnType,
      columnStyle: x.columnStyle,
      columnRssCount: x.columnRssCount,
      relChannelID: x.relChannelID,
      relChannel: x.relChannel,
      isReward: x.isReward,
      countReward: x.countReward,
      headPic: x.headPic,
      headPicType: x.headPicType,
      aStatus: x.aStatus,
      advClosed: x.advClosed,
      isShowReporterCard: x.isShowReporterCard,
      reporters: x.reporters,
      imageUrl: x.imageUrl,
      images: x.images,
      widgets: { pic: widgets.pic, video: widgets.video, vote: widgets.vote ?? null, file: widgets.file, audio: widgets.audio },
      related: x.related,
      extendedFields: textRecord(x.extendedFiled),
      sharePicAbsoluteUrl: x.sharePicAbsoluteUrl,
      sharePicUrl: x.sharePicUrl,
      customShare: x.customShare,
      copyright: x.copyright,
      keylist: x.keylist,
      desc: x.desc,
      layoutMapping: x.layoutMapping,
    };
  }),
);

/** SPEC §4: not released (aStatus ≠ 1) yet has content → the page shows it as a preview. */
export function isPreviewArticle(article: ArticleContent | null): boolean {
  return article !== null && article.aStatus !== 1;
}
