import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerSessionOf, readerViewOf } from '../catalogue/readerSessions.ts';
import { memberIdOf, type CookieJar } from '../catalogue/session.ts';
import type { DayScore, InviteSiteConf, ScoreEntry } from '../catalogue/serviceSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { parseId } from '../lib/listRules.ts';
import type { ClientEnv } from '../lib/clientEnv.ts';
import { answerOfQuery } from '../lib/serviceOutcomes.ts';

/**
 * Invites and points (SPEC §2–§3): `/invite` and `/shareinvite` show the reader's own code with
 * its share picture and link; `/invitedToDownload/:id?/:code?` is where that link lands (record the
 * code for this device, then download); `/integralShop` shows today's points and the history. The
 * reader's own pages need login and are never cached; the landing page is the same for everyone.
 */
interface PageInput {
  url: URL;
  cookies: CookieJar;
  locals: { client?: ClientEnv; siteOrigin?: string };
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

export async function loadInvitePage(input: PageInput): Promise<InviteView> {
  const session = await readerSessionOf({ cookies: input.cookies, locals: input.locals });
  const loggedIn = readerViewOf(session.tokens, input.locals.client).loggedIn;
  const member = memberIdOf(session.tokens);
  const base = { loggedIn, loginUrl: routeUrl('login', [], { redirect: input.url.pathname }), failed: false, code: null, conf: null, shareUrl: null };
  const conf = siteCatalogue.inviteSiteConf();
  if (!loggedIn || !member) return { ...base, conf: valueOr(await conf, null) };
  const answer = await siteCatalogue.inviteCode(member, session, { inNativeApp: input.locals.client?.inNativeApp ?? false });
  const code = answer.ok && !answer.empty && INVITE_CODE.test(answer.value.code) ? answer.value.code : null;
  return {
    ...base,
    loggedIn: readerViewOf(session.tokens, input.locals.client).loggedIn,
    failed: code === null,
    code,
    conf: valueOr(await conf, null),
    shareUrl: code ? new URL(routeUrl('invitedToDownload', [member, code]), input.locals.siteOrigin ?? input.url.origin).href : null,
  };
}

export type InvitedView = { notFound: true } | { notFound: false; code: string | null; conf: InviteSiteConf | null; downloadUrl: string; answer: ReturnType<typeof answerOfQuery> };

/** The landing of a share link: the code from the path (or `?code=`), checked to be a code before anything is asked. */
export async function loadInvitedPage(input: PageInput & { idParam: string | undefined; codeParam: string | undefined }): Promise<InvitedView> {
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

export async function loadPointsPage(input: PageInput): Promise<PointsView> {
  const session = await readerSessionOf({ cookies: input.cookies, locals: input.locals });
  const loggedIn = readerViewOf(session.tokens, input.locals.client).loggedIn;
  const base = { loggedIn, loginUrl: routeUrl('login', [], { redirect: input.url.pathname }), failed: false, today: null, history: [], answer: answerOfQuery(input.url.searchParams) };
  if (!loggedIn) return base;
  const options = { session, inNativeApp: input.locals.client?.inNativeApp ?? false };
  const [today, history] = await Promise.all([siteCatalogue.dayScore(session, options), siteCatalogue.scoreList(0, session, options)]);
  return {
    ...base,
    loggedIn: readerViewOf(session.tokens, input.locals.client).loggedIn,
    failed: !today.ok || !history.ok,
    today: valueOr(today, null),
    history: valueOr(history, { list: [], hasMore: false }).list,
  };
}
