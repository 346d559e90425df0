import * as v from 'valibot';
import { list, num, record, str } from './schemaParts.ts';

/**
 * Answers of the Q&A and circle calls (SPEC §3 QA, subject and question lists, Circle; PLATFORM.md
 * §5.1): getSubject, questionList(Hot), questionDetail, qaList, qaDetail, ask, circle/*. Tolerant as
 * the real platform needs: ids and counts as numbers or strings, `{list}` or a bare list, media as
 * lists of URLs, of `{url|imageUrl|…}` objects or under `imagearray`/`videoarray`/`audioarray`.
 */

const listOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
    v.transform((x) => (Array.isArray(x) ? x : x.list)),
    list(item),
  );

/** A media field: URLs, objects naming one, or an object holding them under one of `keys`. */
export function mediaUrls(value: unknown, keys: readonly string[] = ['imagearray', 'videoarray', 'audioarray']): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const holder = value as Record<string, unknown>;
    const key = keys.find((k) => Array.isArray(holder[k]));
    return key ? mediaUrls(holder[key], keys) : [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => {
      if (typeof entry === 'string') return entry.trim();
      if (entry && typeof entry === 'object') {
        const named = entry as Record<string, unknown>;
        const url = named.url ?? named.imageUrl ?? named.videoUrl ?? named.audioUrl ?? named.picUrl;
        return typeof url === 'string' ? url.trim() : '';
      }
      return '';
    })
    .filter((url) => url !== '');
}

/** Missing keys run the block with null (valibot reports missing keys of non-optional entries). */
const media = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((x): string[] => mediaUrls(x)),
  ),
  null,
);

/** 问吧 subject (topic). */
export interface Subject {
  id: number;
  title: string;
  description: string;
  pic: string;
  questionCount: number;
}

export const subjectSchema = v.pipe(
  record({ id: num, subjectID: num, title: str, description: str, pic: str, questionCount: num }),
  v.transform((x): Subject => ({ id: x.id || x.subjectID, title: x.title, description: x.description, pic: x.pic, questionCount: x.questionCount })),
);

/** A question (or a 问政 item) with its answer; media only on 问政 items. */
export interface Question {
  id: number;
  subjectId: number;
  title: string;
  content: string;
  userName: string;
  createTime: string;
  answer: string;
  answerTime: string;
  countPraise: number;
  /** 0 while under review (only the asker sees it), else shown. */
  reviewStatus: number;
  images: string[];
  videos: string[];
  audios: string[];
  answerPics: string[];
  subjectTitle: string;
  /** qaConfig.showAnswer = 0 (SPEC §3 QA): the newsroom keeps its answer private; answer and pictures are then dropped here (docs/decisions/163). */
  answerHidden: boolean;
}

/** qaConfig as the platform sends it (`{ showAnswer: 1 }`); only an explicit 0 hides the answer. */
function answerHiddenBy(qaConfig: unknown): boolean {
  if (!qaConfig || typeof qaConfig !== 'object') return false;
  const showAnswer = (qaConfig as { showAnswer?: unknown }).showAnswer;
  return showAnswer === 0 || showAnswer === '0';
}

const questionSchema = v.pipe(
  record({
    id: num,
    fileId: num,
    subjectID: num,
    title: str,
    content: str,
    userName: str,
    createTime: str,
    answer: str,
    answerTime: str,
    countPraise: num,
    reviewStatus: v.optional(num, 1),
    images: media,
    videos: media,
    audios: media,
    answerPics: media,
    subject: v.optional(v.unknown()),
    qaConfig: v.optional(v.unknown()),
  }),
  v.transform((x): Question => ({
    id: x.id || x.fileId,
    subjectId: x.subjectID,
    title: x.title,
    content: x.content,
    userName: x.userName,
    createTime: x.createTime,
    answer: answerHiddenBy(x.qaConfig) ? '' : x.answer,
    answerTime: x.answerTime,
    countPraise: x.countPraise,
    reviewStatus: x.reviewStatus,
    images: x.images,
    videos: x.videos,
    audios: x.audios,
    answerPics: answerHiddenBy(x.qaConfig) ? [] : x.answerPics,
    subjectTitle: x.subject && typeof x.subject === 'object' ? String((x.subject as { title?: unknown }).title ?? '') : '',
    answerHidden: answerHiddenBy(x.qaConfig),
  })),
  v.check((x) => x.id > 0),
);

export const questionListSchema = listOf(questionSchema);
/** A detail without an id is "nothing there" (SPEC §8). */
export const questionDetailSchema = v.union([
  questionSchema,
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);
export const subjectListSchema = listOf(
  v.pipe(
    subjectSchema,
    v.check((x) => x.id > 0),
  ),
);
export const subjectDetailSchema = v.union([
  v.pipe(
    subjectSchema,
    v.check((x) => x.id > 0),
  ),
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);

/** ask and circle/create-post: the new id, whether it waits for review, and a circle's postCount after it. */
export interface CommunityWriteAnswer {
  id: number;
  reviewStatus: number;
  postCount: number | null;
}

export const communityWriteSchema = v.pipe(
  record({ id: num, reviewStatus: v.optional(num, 1), postCount: v.optional(v.unknown()) }),
  v.transform((x): CommunityWriteAnswer => ({ id: x.id, reviewStatus: x.reviewStatus, postCount: x.postCount === undefined ? null : Number(x.postCount) || 0 })),
);

export interface Notice {
  id: number;
  circleId: number;
  title: string;
  content: string;
  createTime: string;
}

const noticeSchema = v.pipe(
  record({ id: num, circleID: num, title: str, content: str, createTime: str }),
  v.transform((x): Notice => ({ id: x.id, circleId: x.circleID, title: x.title, content: x.content, createTime: x.createTime })),
  v.check((x) => x.id > 0),
);

export const noticeDetailSchema = v.union([
  noticeSchema,
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);

export interface Circle {
  id: number;
  name: string;
  description: string;
  icon: string;
  postCount: number;
  notices: Notice[];
}

const circleSchema = v.pipe(
  record({ id: num, name: str, description: str, icon: str, postCount: num, noticeList: list(noticeSchema) }),
  v.transform((x): Circle => ({ id: x.id, name: x.name, description: x.description, icon: x.icon, postCount: x.postCount, notices: x.noticeList })),
  v.check((x) => x.id > 0),
);

export const circleListSchema = listOf(circleSchema);
export const circleDetailSchema = v.union([
  circleSchema,
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);

export interface CirclePost {
  id: number;
  circleId: number;
  circleName: string;
  userName: string;
  content: string;
  countPraise: number;
  countDiscuss: number;
  createTime: string;
  pics: string[];
}

const postSchema = v.pipe(
  record({ id: num, fileId: num, circleID: num, circleName: str, userName: str, content: str, countPraise: num, countDiscuss: num, createTime: str, attachments: v.optional(v.unknown()) }),
  v.transform((x): CirclePost => ({
    id: x.id || x.fileId,
    circleId: x.circleID,
    circleName: x.circleName,
    userName: x.userName,
    content: x.content,
    countPraise: x.countPraise,
    countDiscuss: x.countDiscuss,
    createTime: x.createTime,
    pics: x.attachments && typeof x.attachments === 'object' ? mediaUrls((x.attachments as { pics?: unknown }).pics) : [],
  })),
  v.check((x) => x.id > 0),
);

export const postListSchema = listOf(postSchema);
export const postDetailSchema = v.union([
  postSchema,
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);
