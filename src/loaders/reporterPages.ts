/**
 * Page data of the reporter pages (SPEC §2–§4): `/reporter/:id?` (the reporter's card, their
 * account to subscribe to, and their articles — more while a page comes back non-empty),
 * `/personageReports/:id?` (报道集: the same reports as a collection), `/dynamicDetail/:id?` (记者动态:
 * their dynamics with pictures and videos, more when 10 or more came back; `/dynamicDetail/:id/:dynamicId`
 * one of them on its own page, dynamic/getDynamicDetail), and the load-more
 * fragments of both lists. Asked as nobody: the HTML is the same for everyone.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import { valueOr } from '../catalogue/result.ts';
import type { XyDynamic } from '../catalogue/xySchemas.ts';
import { isImageAddress, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { nextDynamicsPage, nextReporterArticlesPage } from '../lib/xyRules.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

/** A reporter's card as ReporterHead shows it: name, duty, description, and the account they write as. */
export interface ReporterCardView {
  id: number;
  name: string;
  duty: string;
  description: string;
  /** 0 without an account. */
  xyID: number;
}

/** A dynamic (记者动态) as DynamicItem shows it: its subject, text, time, pictures and videos. */
export interface DynamicView {
  id: number;
  topic: string;
  content: string;
  created: string;
  pics: string[];
  videos: string[];
}

export interface ReporterView {
  notFound: boolean;
  failed: boolean;
  reporter: ReporterCardView | null;
  /** The portrait when it is a usable address. */
  portrait: string | undefined;
}

export interface ReporterArticlesView extends ReporterView {
  articles: ArticleListItem[];
  next: NextPage | null;
}

export interface ReporterDynamicView extends ReporterView {
  dynamic: DynamicView | null;
}

export interface ReporterDynamicsView extends ReporterView {
  dynamics: DynamicView[];
  next: NextPage | null;
}

const lastFileIdOf = (query: URLSearchParams): number => parseId(query.get('lastFileId')) ?? 0;

async function reporterOf(idParam: string | undefined): Promise<ReporterView & { id: number | null }> {
  const id = parseId(idParam);
  if (id === null) return { id, notFound: true, failed: false, reporter: null, portrait: undefined };
  const card = await siteCatalogue.reporterCard(id);
  // An unknown reporter is a platform error status (-1): not found, like an empty answer.
  if (!card.ok && card.error.kind !== 'platform') return { id, notFound: false, failed: true, reporter: null, portrait: undefined };
  const reporter = valueOr(card, null);
  return { id, notFound: reporter === null, failed: false, reporter, portrait: reporter && isImageAddress(reporter.portrait) ? reporter.portrait : undefined };
}

/** The reporter page and the report collection: the card and one page of their articles. */
export async function loadReporterArticles(idParam: string | undefined, url: URL): Promise<PageAnswer<ReporterArticlesView>> {
  const view = await reporterArticlesOf(idParam, url);
  return answerOf(view, view.failed ? 'private' : 'list');
}

async function reporterArticlesOf(idParam: string | undefined, url: URL): Promise<ReporterArticlesView> {
  const { id, ...base } = await reporterOf(idParam);
  if (id === null || !base.reporter) return { ...base, articles: [], next: null };
  const page = platformPage(url.searchParams.get('page'));
  const result = await siteCatalogue.reporterArticles({ id, page, lastFileId: lastFileIdOf(url.searchParams) });
  const articles = valueOr(result, null)?.list ?? [];
  return { ...base, failed: !result.ok, articles, next: nextReporterArticlesPage(page, articles) };
}

/** 记者动态: the card and one page of dynamics. */
export async function loadReporterDynamics(idParam: string | undefined, url: URL): Promise<PageAnswer<ReporterDynamicsView>> {
  const view = await reporterDynamicsOf(idParam, url);
  return answerOf(view, view.failed ? 'private' : 'list');
}

async function reporterDynamicsOf(idParam: string | undefined, url: URL): Promise<ReporterDynamicsView> {
  const { id, ...base } = await reporterOf(idParam);
  if (id === null || !base.reporter) return { ...base, dynamics: [], next: null };
  const page = platformPage(url.searchParams.get('page'));
  const result = await siteCatalogue.reporterDynamics({ id, page });
  const dynamics = valueOr(result, []);
  return { ...base, failed: !result.ok, dynamics, next: nextDynamicsPage(page, dynamics) };
}

/** One dynamic of the reporter: not found unless the platform has it and it is their account's. */
export async function loadReporterDynamic(idParam: string | undefined, dynamicIdParam: string | undefined): Promise<PageAnswer<ReporterDynamicView>> {
  const view = await reporterDynamicOf(idParam, dynamicIdParam);
  return answerOf(view, view.failed ? 'private' : 'article');
}

async function reporterDynamicOf(idParam: string | undefined, dynamicIdParam: string | undefined): Promise<ReporterDynamicView> {
  const dynamicId = parseId(dynamicIdParam);
  const { id, ...base } = await reporterOf(idParam);
  if (id === null || !base.reporter || dynamicId === null) return { ...base, notFound: !base.failed, dynamic: null };
  const result = await siteCatalogue.reporterDynamic(dynamicId);
  // An unknown dynamic is a platform error status (-1): not found, like an empty answer.
  if (!result.ok && result.error.kind !== 'platform') return { ...base, failed: true, dynamic: null };
  const dynamic = valueOr(result, null);
  // Another account's dynamic is not this reporter's page (docs/decisions/165).
  if (!dynamic || (dynamic.xyID > 0 && dynamic.xyID !== base.reporter.xyID)) return { ...base, notFound: true, dynamic: null };
  return { ...base, dynamic };
}

type Fragment<T> = { status: 200; items: T[]; next: NextPage | null } | { status: 404 | 502 };

/** Load-more of a reporter's articles (`kind=reporterArticles&id=<reporter>&page=<n>&lastFileId=<id>`). */
export async function loadReporterArticlesFragment(query: URLSearchParams): Promise<Fragment<ArticleListItem>> {
  const id = parseId(query.get('id'));
  if (id === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await siteCatalogue.reporterArticles({ id, page, lastFileId: lastFileIdOf(query) });
  if (!result.ok) return { status: 502 };
  const items = valueOr(result, null)?.list ?? [];
  return { status: 200, items, next: nextReporterArticlesPage(page, items) };
}

/** Load-more of a reporter's dynamics (`kind=dynamics&id=<reporter>&page=<n>`). */
export async function loadDynamicsFragment(query: URLSearchParams): Promise<Fragment<XyDynamic>> {
  const id = parseId(query.get('id'));
  if (id === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await siteCatalogue.reporterDynamics({ id, page });
  if (!result.ok) return { status: 502 };
  const items = valueOr(result, []);
  return { status: 200, items, next: nextDynamicsPage(page, items) };
}
