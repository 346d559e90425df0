/**
 * Page data of the 翔宇号 account pages (SPEC §2–§4): `/xyDetail/:id?` (the account, its articles
 * under the 20 rule, subscribe and rank, recommended accounts), `/xyListShare` (影响力排行榜: the
 * rank list of a period capped at 20, or a name search) and their load-more fragment. Every page is
 * asked as nobody, so its HTML is the same for everyone; the buttons learn the reader's state.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import { valueOr } from '../catalogue/result.ts';
import type { XyAccountView } from './subscriptionPage.ts';
import type { XyProfile } from '../catalogue/xySchemas.ts';
import { PAGE_SIZE } from '../lib/loadMore.ts';
import { parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { capRankList, nextAccountArticlesPage, parseRankPeriod, RANK_PERIODS, searchKey, type RankPeriod } from '../lib/xyRules.ts';
import { samePageHref } from '../lib/requestFlags.ts';
import { routeUrl } from '../routes.ts';
import type { RankOutcome } from '../contracts/xy.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { DynamicView } from './reporterPages.ts';

/** An account in the influence ranking: its place, icon, name and influence. */
export interface RankEntryView {
  xyID: number;
  icon: string;
  topic: string;
  influence: number;
  rank: number;
}

const RANK_OUTCOMES: readonly RankOutcome[] = ['ranked', 'alreadyRanked', 'loginRequired', 'failed'];

/** A no-JS rank tap's outcome, carried back in `?rank=` (see rankFormReturn). */
export function rankOutcomeOf(url: URL): RankOutcome | null {
  const value = url.searchParams.get('rank');
  return RANK_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

type RankResult = { data?: { outcome: string }; error?: unknown } | undefined;

/**
 * Where a plain-form rank tap (JavaScript off) goes next: an anonymous reader to the login and back,
 * anyone else back to the page with the outcome in `?rank=` (post, redirect, get). null: no such tap.
 */
export function rankFormReturn(result: RankResult, url: URL): string | null {
  if (!result) return null;
  const outcome = RANK_OUTCOMES.find((o) => o === result.data?.outcome) ?? 'failed';
  if (outcome === 'loginRequired') return routeUrl('login', [], { redirect: samePageHref(url) });
  return samePageHref(url, { rank: outcome });
}

export interface XyDetailView {
  notFound: boolean;
  /** SPEC §4: the account exists but is closed, forbidden or has no id. */
  unavailable: boolean;
  failed: boolean;
  account: XyProfile | null;
  articles: ArticleListItem[];
  next: NextPage | null;
  dynamics: DynamicView[];
  recommended: XyAccountView[];
  rankOutcome: RankOutcome | null;
}

const NO_ACCOUNT: XyDetailView = { notFound: true, unavailable: false, failed: false, account: null, articles: [], next: null, dynamics: [], recommended: [], rankOutcome: null };
/** How many of the account's dynamics its page shows. */
const DYNAMICS_SHOWN = 3;

export async function loadXyDetail(idParam: string | undefined, url: URL): Promise<PageAnswer<XyDetailView>> {
  const view = await xyDetailOf(idParam, url);
  // An account that is unavailable is not found either; a rank answer is this reader's.
  if (view.notFound || view.unavailable) return pageAnswer(404, 'notFound', view);
  return pageAnswer(200, view.failed || view.rankOutcome ? 'private' : 'list', view);
}

async function xyDetailOf(idParam: string | undefined, url: URL): Promise<XyDetailView> {
  const id = parseId(idParam);
  if (id === null) return NO_ACCOUNT;
  const info = await siteCatalogue.xyInfo(id);
  if (!info.ok && info.error.kind !== 'platform') return { ...NO_ACCOUNT, notFound: false, failed: true };
  const account = valueOr(info, null);
  if (!account) return NO_ACCOUNT;
  if (account.empty) return { ...NO_ACCOUNT, notFound: false, unavailable: true };
  const page = platformPage(url.searchParams.get('page'));
  const [articles, dynamics, recommended] = await Promise.all([siteCatalogue.xyArticles({ id, start: page * PAGE_SIZE }), siteCatalogue.xyDynamics(id), siteCatalogue.recommendXys()]);
  const items = valueOr(articles, []);
  return {
    ...NO_ACCOUNT,
    notFound: false,
    failed: !articles.ok,
    account,
    articles: items,
    next: nextAccountArticlesPage(page, items),
    dynamics: valueOr(dynamics, []).slice(0, DYNAMICS_SHOWN),
    recommended: valueOr(recommended, []).filter((other) => other.xyID !== id),
    rankOutcome: rankOutcomeOf(url),
  };
}

export interface RankTab {
  period: RankPeriod;
  href: string;
  current: boolean;
}

export interface XyListShareView {
  tabs: RankTab[];
  period: RankPeriod;
  /** The name searched for; '' shows the period's ranking. */
  key: string;
  entries: RankEntryView[];
  failed: boolean;
  rankOutcome: RankOutcome | null;
}

export async function loadXyListShare(url: URL): Promise<PageAnswer<XyListShareView>> {
  const view = await xyListShareOf(url);
  return pageAnswer(200, view.failed || view.rankOutcome ? 'private' : 'list', view);
}

async function xyListShareOf(url: URL): Promise<XyListShareView> {
  const period = parseRankPeriod(url.searchParams.get('period'));
  const key = searchKey(url.searchParams.get('key'));
  const result = key ? await siteCatalogue.searchXyRank(key) : await siteCatalogue.xyRank(period);
  return {
    tabs: RANK_PERIODS.map((p) => ({ period: p, href: routeUrl('xyListShare', [], p === 0 ? {} : { period: String(p) }), current: !key && p === period })),
    period,
    key,
    entries: capRankList(valueOr(result, [])),
    failed: !result.ok,
    rankOutcome: rankOutcomeOf(url),
  };
}

/** The load-more fragment of an account's articles (`kind=xyArticles&id=<xyID>&page=<n>`). */
export async function loadXyArticlesFragment(query: URLSearchParams): Promise<{ status: 200; items: ArticleListItem[]; next: NextPage | null } | { status: 404 | 502 }> {
  const id = parseId(query.get('id'));
  if (id === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await siteCatalogue.xyArticles({ id, start: page * PAGE_SIZE });
  if (!result.ok) return { status: 502 };
  const items = valueOr(result, []);
  return { status: 200, items, next: nextAccountArticlesPage(page, items) };
}
