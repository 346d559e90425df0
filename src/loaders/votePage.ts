import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { VoteInfo, VoteOptionDetail } from '../catalogue/voteSchemas.ts';
import { timeLimit, type TimeLimit } from '../lib/timeLimit.ts';
import { parsePlatformTime } from '../lib/platformTime.ts';
import { parseId } from '../lib/listRules.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';
import type { PageReader } from '../context/pageReader.ts';
import type { VoteWidgetOption } from '../contracts/vote.ts';

/**
 * `/activityVote/:linkID?/:id?` (投票活动详情), `/activityVoteWeb/:linkID?/:id?` and
 * `/voteItemDetail/:id?/:voteId?/:optionId?` (issue 16, SPEC §3–§7). All three need a logged-in
 * reader (the route gate sends anyone else to login first). The vote (vote/info with the reader's
 * voted flag and what is left), its header (vs_head_voteimage, vs_votetheme_list,
 * vs_user_inforule), its options with counts, and a search by option name (`?q=`, a plain GET form).
 */
/** What the vote page shows of vote/info: the head, the themes and rule, and what the widget needs. */
export interface VoteView {
  id: number;
  name: string;
  endDate: string;
  headImage: string;
  themes: Array<{ title: string; content: string }>;
  userRule: string;
  /** The form asks for a verify code (get/image/verify/code). */
  needsCode: boolean;
  /** The reader has voted in the current cycle. */
  voted: boolean;
  /** null when the platform does not say. */
  remainCount: number | null;
  /** The first question's name, the heading of the options; empty for the generic heading. */
  optionsHeading: string;
  /** How many options one vote may choose: the first question's limit when it is multiple choice, else 1. */
  selectLimit: number;
}

export interface VotePageView {
  notFound: boolean;
  failed: boolean;
  vote: VoteView | null;
  options: VoteWidgetOption[];
  /** The search text, when the reader searched. */
  query: string;
  ended: boolean;
  /** SPEC §9: the time left to vote (剩余N天), null without an end date. */
  timeLeft: TimeLimit | null;
  activityHref: string | null;
}

/** The vote of `:linkID?/:id?`: the id, or a lone leading parameter (routes fill from the left). */
export function voteIdOf(params: { linkID?: string; id?: string }): { voteId: number | null; linkId: number } {
  if (params.id !== undefined) return { voteId: parseId(params.id), linkId: parseId(params.linkID) ?? 0 };
  return { voteId: parseId(params.linkID), linkId: 0 };
}

/** The vote has ended when its end date has passed (a vote without one stays open). */
export function voteEnded(vote: Pick<VoteInfo, 'endDate'>, now: Date): boolean {
  const end = parsePlatformTime(vote.endDate);
  return end !== null && now.getTime() > end.getTime();
}

/** The search text as sent: trimmed, at most 50 characters (the platform's limit). */
export function voteQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 50);
}

export function voteViewOf(vote: VoteInfo): VoteView {
  const question = vote.questions[0];
  return {
    id: vote.id,
    name: vote.name,
    endDate: vote.endDate,
    headImage: vote.headImage,
    themes: vote.themes.map((theme) => ({ title: theme.title, content: theme.content })),
    userRule: vote.userRule,
    needsCode: vote.verifyCode,
    voted: vote.isVoted,
    remainCount: vote.remainCount,
    optionsHeading: question?.qname ?? '',
    selectLimit: question?.qtype === 1 ? question.selectLimited : 1,
  };
}

const notFound: VotePageView = { notFound: true, failed: false, vote: null, options: [], query: '', ended: false, timeLeft: null, activityHref: null };

type Input = { reader: PageReader; now?: Date };

/** Never cached: the page carries this reader's votes. */
export async function loadVotePage(input: Input & { params: { linkID?: string; id?: string }; url: URL }): Promise<PageAnswer<VotePageView>> {
  return answerOf(await voteView(input), 'private');
}

async function voteView(input: Input & { params: { linkID?: string; id?: string }; url: URL }): Promise<VotePageView> {
  const { voteId, linkId } = voteIdOf(input.params);
  if (voteId === null) return notFound;
  const session = await input.reader.session();
  const inNativeApp = input.reader.client.inNativeApp;
  const query = voteQueryOf(input.url);
  const [info, listed, searched] = await Promise.all([
    siteCatalogue.voteInfo({ voteId }, session, { inNativeApp }),
    siteCatalogue.voteOptions({ voteId }, { inNativeApp, optional: true }),
    query ? siteCatalogue.searchVoteOptions({ voteId, name: query }, { inNativeApp, optional: true }) : null,
  ]);
  // An unknown vote is a failure status of the platform: a not-found page, not an outage.
  if (!info.ok) return info.error.kind === 'platform' ? notFound : { ...notFound, notFound: false, failed: true };
  if (info.empty || !info.value) return notFound;
  const vote = info.value;
  // vote/options carries the counts and ranks; vote/info's questions are the fallback.
  const all = listed.ok && !listed.empty && listed.value.list.length > 0 ? listed.value.list : vote.questions.flatMap((q) => q.options);
  const shown = searched ? (searched.ok && !searched.empty ? searched.value.list : []) : all;
  const link = linkId || vote.activityId || 0;
  return {
    notFound: false,
    failed: false,
    vote: voteViewOf(vote),
    options: shown.map((option) => ({ oid: option.oid, oname: option.oname, pic: option.pic, count: option.count, href: routeUrl('voteItemDetail', [link, vote.id, option.oid]) })),
    query,
    ended: voteEnded(vote, input.now ?? new Date()),
    timeLeft: vote.endDate ? timeLimit(vote.endDate, input.now ?? new Date()) : null,
    activityHref: vote.activityId > 0 ? routeUrl('activityDetail', [vote.activityId]) : null,
  };
}

/** One option's own page: its picture, name, count, rank and text. */
export interface VoteItemOptionView {
  oid: number;
  oname: string;
  pic: string;
  count: number;
  /** 1 for the most votes; 0 when the platform does not rank. */
  rank: number;
  description: string;
}

function optionViewOf(option: VoteOptionDetail): VoteItemOptionView {
  return { oid: option.oid, oname: option.oname, pic: option.pic, count: option.count, rank: option.rank, description: option.description };
}

export interface VoteItemView {
  notFound: boolean;
  failed: boolean;
  option: VoteItemOptionView | null;
  /** The name of the vote the option belongs to. */
  voteName: string;
  voteHref: string;
  ended: boolean;
}

export async function loadVoteItemPage(input: Input & { params: { id?: string; voteId?: string; optionId?: string } }): Promise<PageAnswer<VoteItemView>> {
  return answerOf(await voteItemView(input), 'private');
}

async function voteItemView(input: Input & { params: { id?: string; voteId?: string; optionId?: string } }): Promise<VoteItemView> {
  const linkId = parseId(input.params.id) ?? 0;
  const voteId = parseId(input.params.voteId);
  const optionId = parseId(input.params.optionId);
  const none: VoteItemView = { notFound: true, failed: false, option: null, voteName: '', voteHref: '', ended: false };
  if (voteId === null || optionId === null) return none;
  const session = await input.reader.session();
  const inNativeApp = input.reader.client.inNativeApp;
  const [option, info] = await Promise.all([siteCatalogue.voteOptionInfo({ voteId, optionId }, { inNativeApp }), siteCatalogue.voteInfo({ voteId }, session, { inNativeApp })]);
  if ((!option.ok && option.error.kind === 'platform') || (!info.ok && info.error.kind === 'platform')) return none;
  if (!option.ok || !info.ok) return { ...none, notFound: false, failed: true };
  if (option.empty || !option.value || info.empty || !info.value) return none;
  // An option of another vote is not this vote's page.
  if (!info.value.questions.some((q) => q.options.some((o) => o.oid === optionId))) return none;
  return {
    notFound: false,
    failed: false,
    option: optionViewOf(option.value),
    voteName: info.value.name,
    voteHref: routeUrl('activityVote', [linkId || info.value.activityId || 0, voteId]),
    ended: voteEnded(info.value, input.now ?? new Date()),
  };
}
