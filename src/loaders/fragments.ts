/**
 * The load-more fragment, `${BASE_PATH}/fragments/list` (SITE_ENDPOINTS.listFragment): which list
 * `?kind=` names, its next page of items, and the answer's status and cache policy. Comment lists
 * (kind=comments|replies), live reports (kind=live), account lists (kind=xys), dynamics
 * (kind=dynamics), activities (kind=activities), a subject's questions (kind=questions), a circle's posts (kind=posts) and article
 * lists (columns…, an account's: kind=xyArticles, a reporter's: kind=reporterArticles) share the one
 * address. A status other than 200 is answered with an empty body.
 */
import type { PageAnswer } from '../context/pageAnswer.ts';
import type { Translate } from '../i18n/translate.ts';
import type { NextPage } from '../lib/listRules.ts';
import type { ArticleItemView } from './articleItemView.ts';
import { loadActivityFragment } from './activityListPage.ts';
import { loadPostFragment, type PostView } from './circlePages.ts';
import { isCommentFragment, loadCommentFragment, type CommentView } from './comments.ts';
import { loadListFragment } from './listPages.ts';
import { isLiveFragment, loadLiveReportsFragment, type LiveReportView } from './livePage.ts';
import { loadQuestionFragment, type QuestionItemView } from './qaPages.ts';
import { loadDynamicsFragment, loadReporterArticlesFragment, type DynamicView } from './reporterPages.ts';
import { loadXyFragment, type XyAccountView } from './subscriptionPage.ts';
import { loadXyArticlesFragment } from './xyPages.ts';

export type FragmentItems =
  | { kind: 'accounts'; items: XyAccountView[] }
  | { kind: 'questions'; items: QuestionItemView[] }
  /** `showCircle`: the posts of every circle (id 0) name the circle of each. */
  | { kind: 'posts'; items: PostView[]; showCircle: boolean }
  | { kind: 'comments'; items: CommentView[] }
  | { kind: 'live'; items: LiveReportView[] }
  | { kind: 'articles'; items: ArticleItemView[] }
  /** An account's or a reporter's own articles. */
  | { kind: 'ownArticles'; items: ArticleItemView[] }
  | { kind: 'dynamics'; items: DynamicView[] };

export type FragmentView = FragmentItems & { next: NextPage | null };

const failed = (status: 404 | 502): PageAnswer<null> => ({ status, cache: 'private', view: null });

/** The next page of the list, or a 404 (no such list) or 502 (the platform failed) with no view. */
export async function loadFragment(query: URLSearchParams, t: Translate): Promise<PageAnswer<FragmentView> | PageAnswer<null>> {
  const kind = query.get('kind');
  // A live room's reports change by the minute; every other list is cached like a list page.
  const answer = (view: FragmentView): PageAnswer<FragmentView> => ({ status: 200, cache: view.kind === 'live' ? 'live' : 'list', view });
  if (kind === 'xys') {
    const got = await loadXyFragment(query);
    return got.status === 200 ? answer({ kind: 'accounts', items: got.accounts, next: got.next }) : failed(got.status);
  }
  if (kind === 'dynamics') {
    const got = await loadDynamicsFragment(query);
    return got.status === 200 ? answer({ kind: 'dynamics', items: got.items, next: got.next }) : failed(got.status);
  }
  if (kind === 'xyArticles' || kind === 'reporterArticles') {
    const got = kind === 'xyArticles' ? await loadXyArticlesFragment(query) : await loadReporterArticlesFragment(query);
    return got.status === 200 ? answer({ kind: 'ownArticles', items: got.items, next: got.next }) : failed(got.status);
  }
  if (kind === 'questions') {
    const got = await loadQuestionFragment(query);
    return got.status === 200 ? answer({ kind: 'questions', items: got.questions, next: got.next }) : failed(got.status);
  }
  if (kind === 'posts') {
    const got = await loadPostFragment(query);
    return got.status === 200 ? answer({ kind: 'posts', items: got.posts, next: got.next, showCircle: query.get('id') === '0' }) : failed(got.status);
  }
  if (kind === 'activities') {
    const got = await loadActivityFragment(query, t);
    return got.status === 200 ? answer({ kind: 'articles', items: got.items, next: got.next }) : failed(got.status);
  }
  if (isCommentFragment(query)) {
    const got = await loadCommentFragment(query, t);
    return got.status === 200 ? answer({ kind: 'comments', items: got.slice.items, next: got.slice.next }) : failed(got.status);
  }
  if (isLiveFragment(query)) {
    const got = await loadLiveReportsFragment(query);
    return got.status === 200 ? answer({ kind: 'live', items: got.reports, next: got.next }) : failed(got.status);
  }
  const got = await loadListFragment(query);
  return got.status === 200 ? answer({ kind: 'articles', items: got.items, next: got.next }) : failed(got.status);
}
