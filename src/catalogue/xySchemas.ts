import * as v from 'valibot';
import { articleListSchema } from './articleListItem.ts';
import type { ArticleListItem } from './articleListItem.ts';
import { bool, list, num, record, requiredId, str } from './schemaParts.ts';
import { isAccountEmpty } from '../lib/objectType.ts';

/**
 * Answers of the 翔宇号 account and reporter calls (SPEC §3 "Xy account", "Dynamic"; PLATFORM.md
 * §5.2): getXyInfo, getXyArticlesQuestion, xyRank / searchXyRank, authorInfo, dynamic lists. Tolerant
 * as the platform needs: ids and flags as numbers or strings, `{list}` or a bare list.
 */

/** An account's profile. `empty` is SPEC §4: closed (xyStatus 1 or 4), forbidden, or no id. */
export interface XyProfile {
  xyID: number;
  topic: string;
  description: string;
  icon: string;
  banner: string;
  articleCount: number;
  subscribers: number;
  reporterId: number;
  followed: boolean;
  /** The reader may still rank it this week (canHit). */
  canRank: boolean;
  empty: boolean;
}

export const xyProfileSchema = v.pipe(
  record({
    xyID: num,
    id: num,
    topic: str,
    description: str,
    icon: str,
    banner: str,
    articleCount: num,
    rssCount: num,
    reporterID: num,
    isFollow: bool,
    canHit: v.optional(v.unknown()),
    xyStatus: v.optional(v.unknown()),
    // 1, "1" or true.
    xyForbidden: bool,
  }),
  v.transform((x): XyProfile => {
    const xyID = x.xyID || x.id;
    return {
      xyID,
      topic: x.topic,
      description: x.description,
      icon: x.icon,
      banner: x.banner,
      articleCount: x.articleCount,
      subscribers: x.rssCount,
      reporterId: x.reporterID,
      followed: x.isFollow,
      canRank: x.canHit === undefined || x.canHit === null ? true : v.parse(bool, x.canHit),
      empty: isAccountEmpty({ xyID, xyStatus: x.xyStatus, xyForbidden: x.xyForbidden ? 1 : 0 }),
    };
  }),
);

/** An account's articles: `{list}` or a bare list of article items. */
export const xyArticlesSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  articleListSchema,
  v.transform((items): ArticleListItem[] => items),
);

/** One row of the rank list (searchXyRank recorded `{id,icon,topic,influence,rank,canHit,isFollow}`). */
export interface XyRankEntry {
  xyID: number;
  icon: string;
  topic: string;
  influence: number;
  rank: number;
  canRank: boolean;
  followed: boolean;
}

export const xyRankListSchema = v.pipe(
  v.union([v.array(v.unknown()), v.null(), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (x === null ? [] : Array.isArray(x) ? x : x.list)),
  list(
    v.pipe(
      record({ id: requiredId, icon: str, topic: str, influence: num, rank: num, canHit: v.optional(v.unknown()), isFollow: bool }),
      v.transform((x): XyRankEntry => ({
        xyID: x.id,
        icon: x.icon,
        topic: x.topic,
        influence: x.influence,
        rank: x.rank,
        canRank: x.canHit === undefined || x.canHit === null ? true : v.parse(bool, x.canHit),
        followed: x.isFollow,
      })),
      v.check((x) => x.xyID > 0),
    ),
  ),
);

/** A reporter's card (authorInfo) and the account they write as. */
export interface ReporterCard {
  id: number;
  name: string;
  portrait: string;
  duty: string;
  description: string;
  xyID: number;
}

export const reporterCardSchema = v.pipe(
  record({ id: requiredId, name: str, url: str, duty: str, description: str, xyID: num }),
  v.transform((x): ReporterCard => ({ id: x.id, name: x.name, portrait: x.url, duty: x.duty, description: x.description, xyID: x.xyID })),
  v.check((x) => x.id > 0),
);

/** A dynamic (记者动态) with its pictures and videos (SPEC §3 attachments.pics, attachments.videos). */
export interface XyDynamic {
  id: number;
  /** The account that posted it (0 when the answer does not say). */
  xyID: number;
  topic: string;
  icon: string;
  content: string;
  created: string;
  pics: string[];
  videos: string[];
}

const urls = list(v.pipe(v.string(), v.trim(), v.nonEmpty()));

const xyDynamicSchema = v.pipe(
  record({ id: requiredId, xyID: num, topic: str, icon: str, content: str, created: str, attachments: v.optional(v.unknown()) }),
  v.transform((x): XyDynamic => {
    const att = v.parse(record({ pics: urls, videos: urls }), x.attachments && typeof x.attachments === 'object' ? x.attachments : {});
    return { id: x.id, xyID: x.xyID, topic: x.topic, icon: x.icon, content: x.content, created: x.created.replace(/\.0$/, ''), pics: att.pics, videos: att.videos };
  }),
  v.check((x) => x.id > 0),
);

export const xyDynamicListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(xyDynamicSchema),
);

/** One dynamic (dynamic/getDynamicDetail); empty when the answer is not one (SPEC §8: a detail without an id is empty). */
export const xyDynamicDetailSchema = v.pipe(
  v.unknown(),
  v.transform((x): XyDynamic | null => {
    const parsed = v.safeParse(xyDynamicSchema, x);
    return parsed.success ? parsed.output : null;
  }),
);
