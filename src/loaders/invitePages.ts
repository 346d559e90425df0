import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import { memberIdOf } from '../catalogue/session.ts';
import type { DayScore, InviteSiteConf, ScoreEntry } from '../catalogue/serviceSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { parseId } from '../lib/listRules.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { PageReader } from '../context/pageReader.ts';
import { answerOfQuery } from '../lib/serviceOutcomes.ts';

/**
 * Invites and points (SPEC §2–§3): `/invite` and `/shareinvite` show the reader's own code with
 * its share picture and link; `/invitedToDownload/:id?/:code?` is where that link lands (record the
 * code for this device, then download); `/integralShop` shows today's points and the history. The
 * reader's own pages need login and are never cached; the landing page is the same for everyone.
 */
interface PageInput {
  url: URL;
  reader: PageReader;
}

const INVITE_CODE = /^\d{4,12}$/;

export interface InviteView {
  loggedIn: boolean;
  loginUrl: string;
  failed: boolean;
  code: string | null;
  conf: InviteSiteConf | null;
  /** The link a friend opens, on the site's public origin: invitedToDownload/<member>/<code>. */
  shareUrl: string | null;
}

/** Never cached: the reader's own code. */
export async function loadInvitePage(input: PageInput & { siteOrigin: string }): Promise<PageAnswer<InviteView>> {
  return pageAnswer(200, 'private', await inviteView(input));
}

async function inviteView(input: PageInput & { siteOrigin: string }): Promise<InviteView> {
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const member = memberIdOf(session.tokens);
  const base = { loggedIn, loginUrl: routeUrl('login', [], { redirect: input.url.pathname }), failed: false, code: null, conf: null, shareUrl: null };
  const conf = siteCatalogue.inviteSiteConf();
  if (!loggedIn || !member) return { ...base, conf: valueOr(await conf, null) };
  const answer = await siteCatalogue.inviteCode(member, session, { inNativeApp: input.reader.client.inNativeApp });
  const code = answer.ok && !answer.empty && INVITE_CODE.test(answer.value.code) ? answer.value.code : null;
  return {
    ...base,
    loggedIn: readerViewOf(session.tokens, input.reader.client).loggedIn,
    failed: code === null,
    code,
    conf: valueOr(await conf, null),
    shareUrl: code ? new URL(routeUrl('invitedToDownload', [member, code]), input.siteOrigin).href : null,
  };
}

export type InvitedView = { notFound: true } | { notFound: false; code: string | null; conf: InviteSiteConf | null; downloadUrl: string; answer: ReturnType<typeof answerOfQuery> };

/** The landing of a share link: the code from the path (or `?code=`), checked to be a code before anything is asked. */
export async function loadInvitedPage(input: { url: URL; idParam: string | undefined; codeParam: string | undefined }): Promise<PageAnswer<InvitedView>> {
  const view = await invitedView(input);
  if (view.notFound) return pageAnswer(404, 'notFound', view);
  // The same for everyone, so cached; the answer after the form is this reader's and is not.
  return pageAnswer(200, view.answer.sent || view.answer.problem !== null ? 'private' : 'static', view);
}

async function invitedView(input: { url: URL; idParam: string | undefined; codeParam: string | undefined }): Promise<InvitedView> {
  if (input.idParam !== undefined && parseId(input.idParam) === null) return { notFound: true };
  const raw = input.codeParam ?? input.url.searchParams.get('code') ?? undefined;
  if (raw !== undefined && !INVITE_CODE.test(raw)) return { notFound: true };
  const conf = await siteCatalogue.inviteSiteConf();
  return { notFound: false, code: raw ?? null, conf: valueOr(conf, null), downloadUrl: routeUrl('downloadClient'), answer: answerOfQuery(input.url.searchParams) };
}

export interface PointsView {
  loggedIn: boolean;
  loginUrl: string;
  failed: boolean;
  today: DayScore | null;
  history: ScoreEntry[];
  answer: ReturnType<typeof answerOfQuery>;
}

/** Never cached: the reader's own points. */
export async function loadPointsPage(input: PageInput): Promise<PageAnswer<PointsView>> {
  return pageAnswer(200, 'private', await pointsView(input));
}

async function pointsView(input: PageInput): Promise<PointsView> {
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const base = { loggedIn, loginUrl: routeUrl('login', [], { redirect: input.url.pathname }), failed: false, today: null, history: [], answer: answerOfQuery(input.url.searchParams) };
  if (!loggedIn) return base;
  const options = { session, inNativeApp: input.reader.client.inNativeApp };
  const [today, history] = await Promise.all([siteCatalogue.dayScore(session, options), siteCatalogue.scoreList(0, session, options)]);
  return {
    ...base,
    loggedIn: readerViewOf(session.tokens, input.reader.client).loggedIn,
    failed: !today.ok || !history.ok,
    today: valueOr(today, null),
    history: valueOr(history, { list: [], hasMore: false }).list,
  };
}
