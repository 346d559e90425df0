import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import type { XyAccount, XyCategory } from '../catalogue/subscriptionSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { hasMoreByPageSize, PAGE_SIZE } from '../lib/loadMore.ts';
import { MAX_PAGE, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import type { PageReader } from '../context/pageReader.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

/** An xy account in a list: icon, name, description, and whether this reader follows it. */
export interface XyAccountView {
  xyID: number;
  topic: string;
  description: string;
  icon: string;
  followed: boolean;
}

/**
 * `/subscriptionList/:id?` (订阅中心, SPEC §2–§4): the account categories (getCats XYACCOUNT) as
 * tabs, the accounts of the chosen one (`:id`, else the first; getCatXys, 20 a page, load-more under
 * the 20 rule) and, for a logged-in reader, their own subscribed accounts (getSubcribeXys). The
 * anonymous page is the same for everyone and cacheable; a logged-in reader's is private.
 */
export interface SubscriptionPageView {
  categories: Array<XyCategory & { href: string; current: boolean }>;
  category: XyCategory | null;
  accounts: XyAccountView[];
  next: NextPage | null;
  /** The reader's own subscribed accounts; null for an anonymous reader. */
  mine: XyAccountView[] | null;
  loggedIn: boolean;
  loginUrl: string;
  notFound: boolean;
  failed: boolean;
}

/** The next page of a category's accounts: a full page of 20 means there may be more (SPEC §4). */
export function nextAccountsPage(platformPageNo: number, accounts: readonly XyAccount[]): NextPage | null {
  const last = accounts.at(-1);
  if (!last || !hasMoreByPageSize(accounts.length) || platformPageNo + 1 >= MAX_PAGE) return null;
  return { page: platformPageNo + 2, lastFileId: last.xyID };
}

export async function loadSubscriptionPage(input: { idParam: string | undefined; url: URL; reader: PageReader }): Promise<PageAnswer<SubscriptionPageView>> {
  const view = await subscriptionView(input);
  // A logged-in reader sees their own subscriptions: theirs alone.
  return answerOf(view, view.loggedIn || view.failed ? 'private' : 'list');
}

async function subscriptionView(input: { idParam: string | undefined; url: URL; reader: PageReader }): Promise<SubscriptionPageView> {
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const loginUrl = routeUrl('login', [], { redirect: input.url.pathname });
  const base = { categories: [], category: null, accounts: [], next: null, mine: null, loggedIn, loginUrl, notFound: false, failed: false };
  const requested = input.idParam === undefined ? null : parseId(input.idParam);
  if (input.idParam !== undefined && requested === null) return { ...base, notFound: true };
  const cats = await siteCatalogue.xyCategories();
  if (!cats.ok) return { ...base, failed: true };
  const list = valueOr(cats, []);
  const category = requested === null ? (list[0] ?? null) : (list.find((cat) => cat.id === requested) ?? null);
  if (requested !== null && !category) return { ...base, notFound: true };
  const page = platformPage(input.url.searchParams.get('page'));
  const inNativeApp = input.reader.client.inNativeApp;
  // Only a logged-in reader's page carries their flags; the anonymous one asks as nobody.
  const options = loggedIn ? { session, inNativeApp } : { inNativeApp };
  const [accounts, mine] = await Promise.all([
    category ? siteCatalogue.categoryXys({ categoryId: category.id, start: page * PAGE_SIZE }, options) : null,
    loggedIn ? siteCatalogue.subscribedXys(null, { session, inNativeApp, optional: true }) : null,
  ]);
  const shown = accounts ? valueOr(accounts, []) : [];
  const stillLoggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  return {
    ...base,
    loggedIn: stillLoggedIn,
    categories: list.map((cat) => ({ ...cat, href: routeUrl('subscriptionList', [cat.id]), current: cat.id === category?.id })),
    category,
    accounts: shown,
    next: category ? nextAccountsPage(page, shown) : null,
    mine: stillLoggedIn && mine ? valueOr(mine, []) : null,
    failed: accounts !== null && !accounts.ok,
  };
}

/** The load-more fragment of a category's accounts (`kind=xys&id=<category>&page=<n>`), asked as nobody so it is the same for everyone. */
export async function loadXyFragment(query: URLSearchParams): Promise<{ status: 200; accounts: XyAccountView[]; next: NextPage | null } | { status: 404 | 502 }> {
  const categoryId = query.get('id') === '0' ? 0 : parseId(query.get('id'));
  if (categoryId === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await siteCatalogue.categoryXys({ categoryId, start: page * PAGE_SIZE });
  if (!result.ok) return { status: 502 };
  const accounts = valueOr(result, []);
  return { status: 200, accounts, next: nextAccountsPage(page, accounts) };
}
