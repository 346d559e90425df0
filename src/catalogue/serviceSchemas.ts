import * as v from 'valibot';
import { list, num, record, requiredId, str, strList, toNumber, toText } from './schemaParts.ts';

/**
 * Answers of the services calls (SPEC §3, §7; PLATFORM.md §5.1–§5.2): tip-offs, contributions,
 * the upload flow, invite codes and points. Tolerant as the real platform needs: ids and counts as
 * numbers or strings, media lists missing, the contribution status as a code or its Chinese word.
 */

export interface MediaSet {
  pics: string[];
  videos: string[];
  audios: string[];
}

export interface TipoffDetail extends MediaSet {
  id: number;
  topic: string;
  content: string;
  userName: string;
  created: string;
}

const media = { pics: strList, videos: strList, audios: strList, imgUrl: strList, videoUrl: strList, audioUrl: strList };
const mediaOf = (x: { pics: string[]; videos: string[]; audios: string[]; imgUrl: string[]; videoUrl: string[]; audioUrl: string[] }): MediaSet => ({
  pics: x.pics.length ? x.pics : x.imgUrl,
  videos: x.videos.length ? x.videos : x.videoUrl,
  audios: x.audios.length ? x.audios : x.audioUrl,
});

/** A detail without an id is empty (SPEC §8). */
const detail = <T>(entries: v.ObjectEntries, build: (x: Record<string, unknown> & { id: number }) => T) =>
  v.pipe(
    v.unknown(),
    v.transform((x): T | null => {
      if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
      const withId = { ...(x as Record<string, unknown>) };
      withId.id ??= withId.fileId ?? withId.docID;
      const parsed = v.safeParse(record({ ...entries, id: requiredId }), withId);
      return parsed.success ? build(parsed.output as Record<string, unknown> & { id: number }) : null;
    }),
  );

export const tipoffDetailSchema = detail({ topic: str, title: str, content: str, userName: str, created: str, createTime: str, ...media }, (x) => {
  const y = x as unknown as { id: number; topic: string; title: string; content: string; userName: string; created: string; createTime: string } & Parameters<typeof mediaOf>[0];
  return { id: y.id, topic: y.topic || y.title, content: y.content, userName: y.userName, created: y.created || y.createTime, ...mediaOf(y) } satisfies TipoffDetail;
});

/** SPEC §3 contribution status: 已通过 passed, 未通过 not passed, 待审核 to audit. */
export type ContributionStatus = 'passed' | 'rejected' | 'pending';

export function contributionStatusOf(value: unknown): ContributionStatus {
  const text = toText(value).trim();
  if (text === '已通过' || toNumber(value, -1) === 1) return 'passed';
  if (text === '未通过' || toNumber(value, -1) === 2) return 'rejected';
  return 'pending';
}

export interface Contribution extends MediaSet {
  id: number;
  title: string;
  content: string;
  status: ContributionStatus;
  reason: string;
  created: string;
  userName: string;
  callId: number;
  callTitle: string;
  callDescription: string;
}

const contributionEntries = {
  title: str,
  name: str,
  content: str,
  status: v.optional(v.unknown()),
  reason: str,
  created: str,
  userName: str,
  linkID: num,
  linkTitle: str,
  linkDescription: str,
  ...media,
};

export const contributionSchema = detail(contributionEntries, (x) => {
  const y = x as unknown as {
    id: number;
    title: string;
    name: string;
    content: string;
    status: unknown;
    reason: string;
    created: string;
    userName: string;
    linkID: number;
    linkTitle: string;
    linkDescription: string;
  } & Parameters<typeof mediaOf>[0];
  return {
    id: y.id,
    title: y.title || y.name,
    content: y.content,
    status: contributionStatusOf(y.status),
    reason: y.reason,
    created: y.created,
    userName: y.userName,
    callId: y.linkID,
    callTitle: y.linkTitle,
    callDescription: y.linkDescription,
    ...mediaOf(y),
  } satisfies Contribution;
});

export const contributionListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), hasMore: v.optional(v.unknown()) })]),
  v.transform((x) => {
    const items = Array.isArray(x) ? x : Array.isArray(x.list) ? x.list : [];
    const parsed = items.map((item) => v.safeParse(contributionSchema, item)).flatMap((r) => (r.success && r.output ? [r.output] : []));
    return { list: parsed, hasMore: !Array.isArray(x) && (x.hasMore === true || x.hasMore === 'true') };
  }),
);

export interface ContributionCall {
  id: number;
  title: string;
  description: string;
}

export const contributionCallSchema = detail({ title: str, description: str }, (x) => ({ id: x.id, title: toText(x.title), description: toText(x.description) }) satisfies ContributionCall);

/** inputArticle answers the new contribution's id. */
export const contributionSentSchema = v.pipe(
  record({ id: num }),
  v.transform((x) => ({ id: x.id })),
);

export const uploadGrantSchema = v.pipe(
  record({ token: str, expires: num }),
  v.transform((x) => (x.token ? { token: x.token, expires: x.expires } : null)),
);

export interface UploadedFile {
  id: number;
  url: string;
  kind: 'image' | 'video' | 'audio';
  size: number;
}

const uploadedFile = v.pipe(
  record({ id: requiredId, url: str, kind: str, mime: str, size: num }),
  v.transform((x): UploadedFile => {
    const type = x.kind || x.mime;
    return { id: x.id, url: x.url, kind: type.startsWith('video') ? 'video' : type.startsWith('audio') ? 'audio' : 'image', size: x.size };
  }),
);

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\/\S*$/i;
const URL_KEYS = ['url', 'imgUrl', 'picUrl', 'fileUrl'] as const;

/** The URL of one answered picture: the answer itself, or its first URL-like field. Only absolute http(s) URLs count. */
function urlOf(item: unknown): string | null {
  const candidates = typeof item === 'string' ? [item] : item && typeof item === 'object' ? URL_KEYS.map((key) => (item as Record<string, unknown>)[key]) : [];
  const found = candidates.find((value): value is string => typeof value === 'string' && ABSOLUTE_URL.test(value.trim()));
  return found ? found.trim() : null;
}

/**
 * What app_if `upload` answers, as picture URLs (catalogue/pictureUploads.ts, docs/decisions/160). The bundled platform answers the upload group's file
 * (`{id, url, fileName, size, mime, kind}`); no recording of the real one's answer exists, so the
 * shapes such calls answer elsewhere are read too: a bare URL, `{imgUrl}` / `{picUrl}`, a list or `{list}`.
 */
export const uploadedPictureSchema = v.pipe(
  v.unknown(),
  v.transform((data): string[] => {
    const items: unknown[] = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list) ? (data as { list: unknown[] }).list : [data];
    return items.map(urlOf).filter((url): url is string => url !== null);
  }),
);

/** minio/upload answers one file or `{list}`; consolidated/results `{list}`. Files that do not parse are dropped. */
export const uploadedFilesSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x): UploadedFile[] => {
    const items: unknown[] = Array.isArray(x) ? x : Array.isArray(x.list) ? x.list : [x];
    return items.flatMap((item) => {
      const parsed = v.safeParse(uploadedFile, item);
      return parsed.success ? [parsed.output] : [];
    });
  }),
);

export interface InviteSiteConf {
  title: string;
  desc: string;
  sharePic: string;
  inviteScore: number;
}

export const inviteSiteConfSchema = v.pipe(
  record({ title: str, desc: str, sharePic: str, inviteScore: num }),
  v.transform((x): InviteSiteConf => ({ title: x.title, desc: x.desc, sharePic: x.sharePic, inviteScore: x.inviteScore })),
);

export interface DayScore {
  date: string;
  todayScore: number;
  totalScore: number;
  list: Array<{ event: string; score: number; times: number; limit: number }>;
}

export const dayScoreSchema = v.pipe(
  record({
    date: str,
    todayScore: num,
    totalScore: num,
    list: list(
      v.pipe(
        record({ event: str, score: num, times: num, limit: num }),
        v.transform((x) => ({ event: x.event, score: x.score, times: x.times, limit: x.limit })),
      ),
    ),
  }),
  v.transform((x): DayScore => ({ date: x.date, todayScore: x.todayScore, totalScore: x.totalScore, list: x.list })),
);

export interface ScoreEntry {
  id: number;
  event: string;
  name: string;
  score: number;
  time: string;
}

const scoreEntry = v.pipe(
  record({ id: num, event: str, srname: str, score: num, time: str }),
  v.transform((x): ScoreEntry => ({ id: x.id, event: x.event, name: x.srname || x.event, score: x.score, time: x.time })),
);

export const scoreListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), hasMore: v.optional(v.unknown()) })]),
  v.transform((x): { list: ScoreEntry[]; hasMore: boolean } => {
    const items: unknown[] = Array.isArray(x) ? x : Array.isArray(x.list) ? x.list : [];
    const entries = items.flatMap((item) => {
      const parsed = v.safeParse(scoreEntry, item);
      return parsed.success ? [parsed.output] : [];
    });
    return { list: entries, hasMore: !Array.isArray(x) && (x.hasMore === true || x.hasMore === 'true') };
  }),
);
