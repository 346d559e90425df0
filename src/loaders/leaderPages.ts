/** Page data of the leader pages: the leaders list (LeaderViewList) and one leader's profile (figureDetail). */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { Person } from '../catalogue/responseSchemas.ts';
import { valueOr } from '../catalogue/result.ts';
import { isImageAddress, parseId } from '../lib/listRules.ts';
import { answerOf, pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/** A leader or a module's person in a list: name, duty and the address of their page. */
export interface PersonView {
  id: number;
  name: string;
  duty: string;
  url: string;
}

export interface LeaderListPageData {
  people: PersonView[];
  failed: boolean;
}

export async function loadLeaderListPage(): Promise<PageAnswer<LeaderListPageData>> {
  return pageAnswer(200, 'list', await leaderListPageOf());
}

async function leaderListPageOf(): Promise<LeaderListPageData> {
  const result = await siteCatalogue.leaderView({ start: 0, count: 50 });
  return { people: valueOr(result, []), failed: !result.ok };
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
