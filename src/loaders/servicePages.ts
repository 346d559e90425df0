import { randomUUID } from 'node:crypto';
import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import type { Contribution, ContributionCall, TipoffDetail } from '../catalogue/serviceSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { parseId } from '../lib/listRules.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';
import type { PageReader } from '../context/pageReader.ts';
import { answerOfQuery, answerQuery, type FormAnswer } from '../lib/serviceOutcomes.ts';

/** The pictures, videos and audio of a tip-off or a contribution, as MediaSet lists them. */
export interface MediaView {
  pics: string[];
  videos: string[];
  audios: string[];
}

/**
 * Tip-offs and contributions (SPEC §2–§5): `/tipoffDetail/:id?` (one tip-off, or the form to send
 * one), `/inputArticleDetail/:id?` (one contribution with its status, or the reader's own list) and
 * `/seekArticleDetail/:linkID?/:id?` (a call for contributions with its form, or one contribution
 * to it). A form page is the reader's own (login, a fresh form key) and never cached.
 */
interface PageInput {
  url: URL;
  reader: PageReader;
}

export interface FormState {
  loggedIn: boolean;
  loginUrl: string;
  /** A new key per form shown: the same form sent twice is one tip-off or contribution. */
  formKey: string;
  answer: ReturnType<typeof answerOfQuery>;
}

/** A tip-off's media, split for the page: pictures, videos and audio. */
export type TipoffView = TipoffDetail;

export interface ContributionView extends Contribution {
  /** the i18n key of its review status (SPEC §3) */
  statusKey: 'contribution.passed' | 'contribution.rejected' | 'contribution.pending';
  href: string;
}

export const STATUS_KEYS = { passed: 'contribution.passed', rejected: 'contribution.rejected', pending: 'contribution.pending' } as const;

async function formState(input: PageInput): Promise<FormState> {
  const session = await input.reader.session();
  return {
    loggedIn: readerViewOf(session.tokens, input.reader.client).loggedIn,
    loginUrl: routeUrl('login', [], { redirect: input.url.pathname }),
    formKey: randomUUID(),
    answer: answerOfQuery(input.url.searchParams),
  };
}

/** Where a form post goes next (post, redirect, get): the login and back, or this page with the answer. */
export function formReturn(result: { data?: FormAnswer; error?: unknown } | undefined, url: URL, sentTo?: (answer: FormAnswer) => string | null): string | null {
  if (!result) return null;
  const back = url.pathname.replace(/\.html$/, '') + '.html';
  if (!result.data) return `${back}?${new URLSearchParams({ problem: 'upload.failed' })}`;
  if (result.data.outcome === 'loginRequired') return routeUrl('login', [], { redirect: back });
  const elsewhere = sentTo?.(result.data);
  if (elsewhere) return elsewhere;
  return `${back}?${new URLSearchParams(answerQuery(result.data))}`;
}

function contributionView(item: Contribution, callId: number | null = null): ContributionView {
  const href = item.callId > 0 || callId ? routeUrl('seekArticleDetail', [callId ?? item.callId, item.id]) : routeUrl('inputArticleDetail', [item.id]);
  return { ...item, statusKey: STATUS_KEYS[item.status], href };
}

export type TipoffPageView = { notFound: true } | { notFound: false; failed: boolean; tipoff: TipoffView | null; form: FormState | null; private: boolean };

/**
 * One tip-off, asked for with the reader's member token: the platform shows a tip-off under review
 * (or rejected) and the sender's typed name to its author only, and answers "not found" to anyone
 * else. A logged-in reader's page may carry that, so it is private; an anonymous reader's shows
 * only what everyone may see (docs/decisions/140).
 */
export async function loadTipoffPage(input: PageInput & { idParam: string | undefined }): Promise<PageAnswer<TipoffPageView>> {
  const view = await tipoffView(input);
  return answerOf(view, view.notFound || (!view.private && !view.form && !view.failed) ? 'list' : 'private');
}

async function tipoffView(input: PageInput & { idParam: string | undefined }): Promise<TipoffPageView> {
  if (input.idParam === undefined) return { notFound: false, failed: false, tipoff: null, form: await formState(input), private: true };
  const id = parseId(input.idParam);
  if (id === null) return { notFound: true };
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const inNativeApp = input.reader.client.inNativeApp;
  const result = await siteCatalogue.tipoffDetail(id, loggedIn ? { session, inNativeApp } : { inNativeApp });
  if (!result.ok) return result.error.kind === 'platform' ? { notFound: true } : { notFound: false, failed: true, tipoff: null, form: null, private: loggedIn };
  if (result.empty) return { notFound: true };
  return { notFound: false, failed: false, tipoff: result.value, form: null, private: loggedIn };
}

export type ContributionPageView =
  { notFound: true } | { notFound: false; failed: boolean; contribution: ContributionView | null; mine: ContributionView[] | null; loggedIn: boolean; loginUrl: string; private: boolean };

/** One contribution (its author sees any status, others a passed one), or without an id the reader's own list. */
export async function loadContributionPage(input: PageInput & { idParam: string | undefined }): Promise<PageAnswer<ContributionPageView>> {
  const view = await contributionPageView(input);
  // The reader's own list (no contribution) is theirs alone.
  return answerOf(view, view.notFound || (!view.private && !view.failed && view.contribution !== null) ? 'list' : 'private');
}

async function contributionPageView(input: PageInput & { idParam: string | undefined }): Promise<ContributionPageView> {
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const inNativeApp = input.reader.client.inNativeApp;
  const base = { failed: false, contribution: null, mine: null, loggedIn, loginUrl: routeUrl('login', [], { redirect: input.url.pathname }), private: loggedIn };
  if (input.idParam === undefined) {
    if (!loggedIn) return { notFound: false, ...base };
    const list = await siteCatalogue.myContributions(session, { inNativeApp });
    return { notFound: false, ...base, failed: !list.ok, mine: valueOr(list, { list: [], hasMore: false }).list.map((item) => contributionView(item)) };
  }
  const id = parseId(input.idParam);
  if (id === null) return { notFound: true };
  const result = await siteCatalogue.contribution(id, loggedIn ? { session, inNativeApp } : { inNativeApp });
  if (!result.ok) return result.error.kind === 'platform' ? { notFound: true } : { notFound: false, ...base, failed: true };
  if (result.empty) return { notFound: true };
  return { notFound: false, ...base, contribution: contributionView(result.value) };
}

export type SeekPageView = { notFound: true } | { notFound: false; failed: boolean; call: ContributionCall | null; contribution: ContributionView | null; form: FormState | null; private: boolean };

/** A call for contributions with its form (`/:linkID`), or one contribution to it (`/:linkID/:id`). */
export async function loadSeekPage(input: PageInput & { linkParam: string | undefined; idParam: string | undefined }): Promise<PageAnswer<SeekPageView>> {
  const view = await seekView(input);
  return answerOf(view, view.notFound || (!view.private && !view.failed) ? 'list' : 'private');
}

async function seekView(input: PageInput & { linkParam: string | undefined; idParam: string | undefined }): Promise<SeekPageView> {
  const callId = parseId(input.linkParam);
  if (callId === null) return { notFound: true };
  const id = input.idParam === undefined ? undefined : parseId(input.idParam);
  if (id === null) return { notFound: true };
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const options = loggedIn ? { session, inNativeApp: input.reader.client.inNativeApp } : {};
  const [call, contribution] = await Promise.all([siteCatalogue.contributionCall(callId), id === undefined ? null : siteCatalogue.contribution(id, options)]);
  if (!call.ok && call.error.kind !== 'platform') return { notFound: false, failed: true, call: null, contribution: null, form: null, private: loggedIn };
  if (!call.ok || call.empty) return { notFound: true };
  if (contribution) {
    if (!contribution.ok || contribution.empty || contribution.value.callId !== callId) return { notFound: true };
    return { notFound: false, failed: false, call: call.value, contribution: contributionView(contribution.value, callId), form: null, private: loggedIn };
  }
  return { notFound: false, failed: false, call: call.value, contribution: null, form: await formState(input), private: true };
}
