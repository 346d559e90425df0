import * as v from 'valibot';
import { voteThemesSchema } from './activitySchemas.ts';
import { bool, list, num, record, requiredId, str } from './schemaParts.ts';

/**
 * Votes as the pages read them (SPEC §3, §7 nis group): vote/info, vote/options, vote/optionInfo,
 * vote/infoByOptName, the vote record's answer and voteResult / voteCount. Tolerant like the rest
 * of the catalogue: ids and counts as numbers or strings, `{list}` or bare arrays, fields missing.
 */

export interface VoteOption {
  oid: number;
  oname: string;
  pic: string;
  count: number;
  /** 1 for the most votes; 0 when the platform does not rank. */
  rank: number;
  qid: number;
  description: string;
}

export const voteOptionSchema = v.pipe(
  record({ oid: requiredId, oname: str, pic: str, count: num, rank: num, qid: num, description: str }),
  v.transform((x): VoteOption => ({ oid: x.oid, oname: x.oname, pic: x.pic, count: x.count, rank: x.rank, qid: x.qid, description: x.description })),
);

export interface VoteQuestion {
  qid: number;
  qname: string;
  /** 0 single choice, 1 multiple. */
  qtype: number;
  selectLimited: number;
  options: VoteOption[];
}

const questionSchema = v.pipe(
  record({ qid: requiredId, qname: str, qtype: num, selectLimited: num, options: list(voteOptionSchema) }),
  v.transform((x): VoteQuestion => ({ qid: x.qid, qname: x.qname, qtype: x.qtype, selectLimited: Math.max(1, x.selectLimited), options: x.options })),
);

export interface VoteInfo {
  id: number;
  name: string;
  endDate: string;
  needLogin: boolean;
  /** 1: the limit counts per day; otherwise for the whole vote. */
  voteCycle: number;
  /** Submissions a reader has per cycle. */
  voteCyclenum: number;
  /** The form asks for a verify code (get/image/verify/code). */
  verifyCode: boolean;
  activityId: number;
  /** SPEC §3 vs_head_voteimage, vs_votetheme_list, vs_user_inforule. */
  headImage: string;
  themes: { title: string; content: string }[];
  userRule: string;
  questions: VoteQuestion[];
  totalCount: number;
  /** SPEC §4 voted flag for the reader of the accesstoken in the current cycle. */
  isVoted: boolean;
  usedCount: number;
  /** null when the platform does not say. */
  remainCount: number | null;
}

export const voteInfoSchema = v.pipe(
  v.unknown(),
  v.transform((x): VoteInfo | null => {
    const parsed = v.safeParse(
      record({
        id: requiredId,
        name: str,
        endDate: str,
        needLogin: bool,
        voteCycle: num,
        voteCyclenum: num,
        verifyCode: bool,
        activityId: num,
        vs_head_voteimage: str,
        vs_votetheme_list: voteThemesSchema,
        vs_user_inforule: str,
        questions: list(questionSchema),
        totalCount: num,
        isVoted: bool,
        usedCount: num,
        remainCount: v.optional(v.unknown()),
      }),
      x,
    );
    if (!parsed.success || parsed.output.id <= 0) return null;
    const o = parsed.output;
    const remain = typeof o.remainCount === 'number' || (typeof o.remainCount === 'string' && /^\d+$/.test(o.remainCount)) ? Number(o.remainCount) : null;
    return {
      id: o.id,
      name: o.name,
      endDate: o.endDate,
      needLogin: o.needLogin,
      voteCycle: o.voteCycle,
      voteCyclenum: Math.max(1, o.voteCyclenum),
      verifyCode: o.verifyCode,
      activityId: o.activityId,
      headImage: o.vs_head_voteimage,
      themes: o.vs_votetheme_list,
      userRule: o.vs_user_inforule,
      questions: o.questions,
      totalCount: o.totalCount,
      isVoted: o.isVoted,
      usedCount: o.usedCount,
      remainCount: remain,
    };
  }),
);

export const voteOptionsSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), totalCount: num })]),
  v.transform((x) => {
    const options = v.parse(list(voteOptionSchema), Array.isArray(x) ? x : x.list);
    return { list: options, totalCount: Array.isArray(x) || !x.totalCount ? options.length : x.totalCount };
  }),
);

export interface VoteOptionDetail extends VoteOption {
  voteId: number;
  voteName: string;
}

export const voteOptionInfoSchema = v.pipe(
  v.unknown(),
  v.transform((x): VoteOptionDetail | null => {
    const option = v.safeParse(voteOptionSchema, x);
    if (!option.success) return null;
    const extra = v.parse(record({ voteId: num, voteName: str }), x);
    return { ...option.output, voteId: extra.voteId, voteName: extra.voteName };
  }),
);

/** The answer to a counted vote; refusals arrive as failures with the platform's message. */
export interface VoteRecordResult {
  voted: boolean;
  message: string;
  voteId: number;
  optionIds: number[];
}

export const voteRecordSchema = v.pipe(
  v.union([record({ voted: bool, value: str, message: str, voteId: num, optionIds: v.optional(v.array(v.unknown()), []) }), v.boolean(), v.string()]),
  v.transform((x): VoteRecordResult =>
    typeof x === 'object'
      ? { voted: x.voted || x.value === 'true', message: x.message, voteId: x.voteId, optionIds: x.optionIds.map(Number).filter((n) => Number.isInteger(n) && n > 0) }
      : { voted: x === true || x === 'true', message: '', voteId: 0, optionIds: [] },
  ),
);

export interface VoteResult {
  voteId: number;
  isVoted: boolean;
  questions: { qid: number; qname: string; total: number; options: { oid: number; oname: string; count: number; percent: number }[] }[];
}

export const voteResultSchema = v.pipe(
  record({
    voteId: num,
    isVoted: bool,
    questions: list(
      v.pipe(
        record({
          qid: requiredId,
          qname: str,
          total: num,
          options: list(
            v.pipe(
              record({ oid: requiredId, oname: str, count: num, percent: num }),
              v.transform((o) => ({ oid: o.oid, oname: o.oname, count: o.count, percent: o.percent })),
            ),
          ),
        }),
        v.transform((q) => ({ qid: q.qid, qname: q.qname, total: q.total, options: q.options })),
      ),
    ),
  }),
  v.transform((x): VoteResult => ({ voteId: x.voteId, isVoted: x.isVoted, questions: x.questions })),
);
