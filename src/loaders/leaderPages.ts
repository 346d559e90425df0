/** Page data of the leader pages: the leaders list (LeaderViewList) and one leader's profile (figureDetail). */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { Person } from '../catalogue/responseSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { isImageAddress, parseId } from '../lib/listRules.ts';
import { answerOf, pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import { routeUrl } from '../routes.ts';

/** A leader or a module's person in a list: name, duty and the address of their page. */
export interface PersonView {
  id: number;
  name: string;
  duty: string;
  url: string;
}

/** A tab of the leaders list: all leaders (`id` null) or one region's. */
export interface RegionTab {
  id: number | null;
  name: string;
  href: string;
  current: boolean;
}

export interface LeaderListPageData {
  people: PersonView[];
  /** The regions to choose from (leaderCats), "all" first; empty when the platform has none. */
  regions: RegionTab[];
  failed: boolean;
  /** A `regionID` that is no id: nothing to list (404). */
  notFound: boolean;
  /** A region's list keeps its `regionID` in its canonical address; undefined for the page's own. */
  canonical: string | undefined;
}

/**
 * The region a leaders list is limited to: `regionID` (or `regionId`) of the query, a leader region
 * category of leaderCats; null for all leaders, `invalid` for a value that is no id.
 */
export function leaderRegionOf(query: URLSearchParams): number | null | 'invalid' {
  const raw = query.get('regionID') ?? query.get('regionId');
  if (raw === null) return null;
  return parseId(raw) ?? 'invalid';
}

/** The tabs over the list: "all", then each region, the current one marked; none without regions. */
export function regionTabs(regions: { catID: number; catName: string }[], current: number | null, allLabel: string): RegionTab[] {
  const usable = regions.filter((region) => region.catID > 0 && region.catName.trim());
  if (usable.length === 0) return [];
  const tab = (id: number | null, name: string): RegionTab => ({ id, name, href: routeUrl('LeaderViewList', [], id === null ? {} : { regionID: String(id) }), current: id === current });
  return [tab(null, allLabel), ...usable.map((region) => tab(region.catID, region.catName.trim()))];
}

/** `/LeaderViewList.html`: every leader (leaderView), or with `?regionID=` one region's (regionleaderView), under the region tabs (leaderCats). */
export async function loadLeaderListPage(query: URLSearchParams, allLabel: string): Promise<PageAnswer<LeaderListPageData>> {
  const region = leaderRegionOf(query);
  if (region === 'invalid') return pageAnswer(404, 'notFound', { people: [], regions: [], failed: false, notFound: true, canonical: undefined });
  return pageAnswer(200, 'list', await leaderListPageOf(region, allLabel));
}

async function leaderListPageOf(regionId: number | null, allLabel: string): Promise<LeaderListPageData> {
  const [result, regions] = await Promise.all([
    regionId === null ? siteCatalogue.leaderView({ start: 0, count: 50 }) : siteCatalogue.regionLeaders({ regionId }),
    // Without the tabs the list is still whole: their failure is no failure of the page.
    siteCatalogue.leaderRegions({ optional: true }),
  ]);
  return {
    people: valueOr(result, []),
    regions: regionTabs(valueOr(regions, []), regionId, allLabel),
    failed: !result.ok,
    notFound: false,
    canonical: regionId === null ? undefined : routeUrl('LeaderViewList', [], { regionID: String(regionId) }),
  };
}

export interface FigurePageData {
  person: Person | null;
  /** The portrait, when the profile has a usable one. */
  portrait: string | undefined;
  /** The profile text (details, else description) in paragraphs. */
  paragraphs: string[];
  /** The coverage in the column the profile names. */
  reports: ArticleListItem[];
  notFound: boolean;
}

/** A leader's profile (leader) and, when the profile names a column, the coverage in it. */
export async function loadFigurePage(idParam: string | undefined): Promise<PageAnswer<FigurePageData>> {
  return answerOf(await figurePageOf(idParam), 'list');
}

async function figurePageOf(idParam: string | undefined): Promise<FigurePageData> {
  const id = parseId(idParam);
  const person = id === null ? null : valueOr(await siteCatalogue.leader({ id }), null);
  const reports = person && person.columnId > 0 ? await siteCatalogue.getArticles({ columnId: person.columnId }) : null;
  return {
    person,
    portrait: person && isImageAddress(person.url) ? person.url : undefined,
    paragraphs: (person?.details || person?.description || '')
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    reports: valueOr(reports, null)?.list ?? [],
    // An unknown person is a platform error status (-1) rather than "empty": both are "not found" here.
    notFound: person === null,
  };
}
