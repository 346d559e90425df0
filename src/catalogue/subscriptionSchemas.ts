import * as v from 'valibot';
import { bool, list, num, optObject, record, str } from './schemaParts.ts';
import { isAccountEmpty } from '../lib/objectType.ts';

/**
 * Answers of the subscription and member-page calls (SPEC §3 catsList, xys; PLATFORM.md §5.1–§5.2):
 * getCats, getCatXys, getSubcribeXys (and searchXyRank, whose items share the account shape),
 * topicSub / topicSubCancel, and myDiscuss. Tolerant as the real platform needs: ids and flags as
 * numbers or strings, `{list}` or a bare list, fields missing.
 */

/** One account category (getCats code XYACCOUNT). */
export interface XyCategory {
  id: number;
  name: string;
  icon: string;
}

export const xyCategoriesSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ catsList: v.optional(v.unknown()), list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : (x.catsList ?? x.list))),
  list(
    v.pipe(
      record({ id: num, catID: num, name: str, icon: str }),
      v.transform((x): XyCategory => ({ id: x.catID || x.id, name: x.name, icon: x.icon })),
    ),
  ),
  v.transform((cats) => cats.filter((cat) => cat.id > 0 && cat.name !== '')),
);

/** One 翔宇号 account as the lists show it; `followed` is the reader's flag (`isFollow`). */
export interface XyAccount {
  xyID: number;
  topic: string;
  description: string;
  icon: string;
  followed: boolean;
}

/**
 * getCatXys / getSubcribeXys items name the account `xyID`; searchXyRank's `id`. SPEC §4: an account
 * with xyStatus 1 or 4, forbidden, or without a positive id is treated as empty: it is left out.
 */
const xyAccountSchema = v.pipe(
  record({ xyID: num, id: num, topic: str, description: str, icon: str, isFollow: bool, xyStatus: v.optional(v.unknown()), xyForbidden: v.optional(v.unknown()) }),
  v.transform((x) => ({ ...x, xyID: x.xyID || x.id })),
  v.check((x) => !isAccountEmpty({ xyID: x.xyID, xyStatus: x.xyStatus, xyForbidden: x.xyForbidden })),
  v.transform((x): XyAccount => ({ xyID: x.xyID, topic: x.topic, description: x.description, icon: x.icon, followed: x.isFollow })),
);

/** A list of accounts under `xys` (getCatXys), `list` (getSubcribeXys) or bare (searchXyRank). */
export const xyAccountListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ xys: v.optional(v.unknown()), list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : (x.xys ?? x.list))),
  list(xyAccountSchema),
);

/** topicSub / topicSubCancel: `{value:"true"}` (or a bare boolean); anything else is a refusal. */
export const subscribeAnswerSchema = v.pipe(
  v.union([v.boolean(), v.string(), v.number(), record({ value: v.optional(v.unknown()) })]),
  v.transform((x) => {
    const value = x !== null && typeof x === 'object' ? x.value : x;
    return value === true || value === 'true' || value === 1 || value === '1';
  }),
);

/** One comment of a member (myDiscuss), with what it is about. */
export interface MemberComment {
  id: number;
  content: string;
  created: string;
  /** 0 while under review (only its author sees it). */
  reviewStatus: number | null;
  parentID: number;
  sourceType: number;
  article: { fileId: number; title: string; articleType: number; columnId: number; linkID: number } | null;
}

/** The public part of a member's profile, as myDiscuss names it. */
export interface PublicMember {
  userId: string;
  nickname: string;
  avatar: string;
}

export interface MemberComments {
  member: PublicMember | null;
  list: MemberComment[];
  totalCount: number;
  hasMore: boolean;
}

const commentArticleSchema = v.pipe(
  record({ fileId: num, title: str, articleType: num, colID: num, columnID: num, linkID: num }),
  v.transform((x) => ({ fileId: x.fileId, title: x.title, articleType: x.articleType, columnId: x.colID || x.columnID, linkID: x.linkID })),
);

const memberCommentSchema = v.pipe(
  record({ id: num, content: str, created: str, reviewStatus: v.optional(v.unknown()), parentID: num, sourceType: num, articleID: num, article: optObject(commentArticleSchema) }),
  v.transform((x): MemberComment => ({
    id: x.id,
    content: x.content,
    created: x.created.replace(/\.0$/, ''),
    reviewStatus: x.reviewStatus === undefined || x.reviewStatus === null || x.reviewStatus === '' ? null : Number(x.reviewStatus),
    parentID: x.parentID,
    sourceType: x.sourceType,
    article: x.article && x.article.fileId > 0 ? x.article : null,
  })),
  v.check((x) => x.id > 0),
);

export const memberCommentsSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), totalCount: num, hasMore: bool, member: optObject(record({ uid: str, userID: str, nickname: str, head: str })) })]),
  v.transform((x): MemberComments => {
    if (Array.isArray(x)) {
      const items = v.parse(list(memberCommentSchema), x);
      return { member: null, list: items, totalCount: items.length, hasMore: false };
    }
    const items = v.parse(list(memberCommentSchema), x.list);
    const uid = x.member ? x.member.uid || x.member.userID : '';
    return {
      member: x.member && uid ? { userId: uid, nickname: x.member.nickname, avatar: x.member.head } : null,
      list: items,
      totalCount: Math.max(x.totalCount, items.length),
      hasMore: x.hasMore,
    };
  }),
);
