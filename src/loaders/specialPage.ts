/**
 * Page data of a special topic (specDetail): `linkID` is the topic's column, `id` the special
 * article that points at it (its head picture, title and abstract head the page). The topic's
 * sub-columns come as sections; a topic without sections lists its articles with load-more.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import { failedToLoad, valueOr } from '../catalogue/result.ts';
import type { SpecialTopicSection } from '../catalogue/specialTopic.ts';
import { bigPicture, isImageAddress, nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import type { ListSource } from './listPages.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';
import { specialShareFacts, type ShareFacts } from './pageShare.ts';

export interface SpecialPageData {
  /** The special article's, else the topic column's. */
  title: string;
  abstract: string;
  /** The head picture, when there is a usable one; empty otherwise. */
  headPicture: string;
  sections: SpecialTopicSection[];
  /** The topic's articles when it has no sections; empty otherwise. */
  list: ArticleListItem[];
  next: NextPage | null;
  /** Where load-more reads the following pages of `list`; null when there are sections. */
  source: ListSource | null;
  notFound: boolean;
  failed: boolean;
  /** What sharing the topic says (pageShare.ts, docs/decisions/159): its special article's, else its column's. */
  share: ShareFacts | null;
}

export async function loadSpecialPage(topicIdParam: string | undefined, articleIdParam: string | undefined, query: URLSearchParams): Promise<PageAnswer<SpecialPageData>> {
  return answerOf(await specialPageOf(topicIdParam, articleIdParam, query), 'list');
}

async function specialPageOf(topicIdParam: string | undefined, articleIdParam: string | undefined, query: URLSearchParams): Promise<SpecialPageData> {
  const topicId = parseId(topicIdParam);
  const articleId = articleIdParam === undefined ? null : parseId(articleIdParam);
  const badInput = topicId === null || (articleIdParam !== undefined && articleId === null);
  const page = platformPage(query.get('page'));
  const [topicResult, articleResult] =
    topicId === null || badInput
      ? [null, null]
      : await Promise.all([
          siteCatalogue.getSubSpecialArticles({ columnId: topicId, page, lastFileId: parseId(query.get('lastFileId')) ?? 0 }),
          articleId ? siteCatalogue.getArticleContent({ id: articleId }) : Promise.resolve(null),
        ]);
  const topic = valueOr(topicResult, null);
  const article = valueOr(articleResult, null);
  const failed = failedToLoad(topicResult);
  const picture = article ? bigPicture(article) : topic?.column?.topPic || topic?.column?.phoneIcon || '';
  const sections = topic?.sections ?? [];
  const flat = topic && sections.length === 0;
  return {
    title: article?.title || topic?.column?.columnName || '',
    abstract: article?.attAbstract || topic?.column?.description || '',
    headPicture: picture && isImageAddress(picture) ? picture : '',
    sections,
    list: flat ? topic.list : [],
    next: flat ? nextPage(page, topic.list, topic.hasMore) : null,
    source: flat && topicId !== null ? { kind: 'special', id: String(topicId) } : null,
    // A topic is there when its column or its special article is.
    notFound: !failed && (badInput || (!topic?.column && !article)),
    failed,
    share: specialShareFacts(article, topic?.column ?? null),
  };
}
