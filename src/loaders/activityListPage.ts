/**
 * The activity list (`/activityList/:catId?.html`, docs/decisions/168): every activity of the site,
 * newest sign-up first, with the activity categories (activityCats) as tabs; `:catId` is one tab, none
 * is 全部 (the platform's catID -1). Pages of 20 with load-more by the 20-rule (SPEC §9), through the
 * shared fragment (`kind=activities`). Each item is an ArticleItemView of type 7, so it renders as the
 * home's activity modules do and links to activityDetail; its corner mark is the activity's progress
 * and its line the sign-up state (SPEC §9), both as of the render. The page is shared by every
 * reader, so the state is never the reader's own 已报名: the activity page says that.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ActivityItem } from '../catalogue/activitySchemas.ts';
import { failedToLoad, valueOr } from '../catalogue/result.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { Translate } from '../i18n/translate.ts';
import { activityProgress, signUpButtonState } from '../lib/activityRules.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import { nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { formatTimeLimit } from '../lib/timeLimit.ts';
import type { ArticleItemView } from './articleItemView.ts';
import type { RegionTab } from './leaderPages.ts';
import { routeUrl } from '../routes.ts';

/** The platform's "every category" (PLATFORM.md §5.1 `catID=-1`). */
export const ALL_CATEGORIES = -1;

/** A category tab, a plain link (`id` null: 全部), as the leaders' region tabs. */
export type ActivityTab = RegionTab;

export interface ActivityListPageData {
  tabs: ActivityTab[];
  items: ArticleItemView[];
  next: NextPage | null;
  /** The load-more source: `kind=activities`, `id` the category or -1. */
  source: { kind: 'activities'; id: string };
  notFound: boolean;
  failed: boolean;
}

/**
 * What a list item says of an activity: progress as the mark (未开始 / 进行中 / 已结束), and the
 * sign-up state (SPEC §9) as its line, with the time left to sign up while sign-up is open.
 */
export function activityItemView(activity: ActivityItem, now: Date, t: Translate): ArticleItemView {
  const progress = activityProgress(activity, now);
  const state = signUpButtonState(activity, false, now);
  const left = state === 'open' && activity.endSignTime ? formatTimeLimit(activity.endSignTime, now, t) : '';
  return {
    articleType: ARTICLE_TYPE.activity,
    fileId: activity.fileId,
    columnId: 0,
    linkID: 0,
    title: activity.title,
    listTitle: '',
    picType: activity.picBig ? 1 : 0,
    isBigPic: 0,
    picSmall: activity.picBig,
    picMiddle: activity.picBig,
    picBig: activity.picBig,
    pics: [],
    pic_list: [],
    pic_list_title: [],
    liveBannerUrl: '',
    liveStatus: null,
    publishtime: '',
    duration: 0,
    source: left ? `${t(`activity.button.${state}`)} · ${left}` : t(`activity.button.${state}`),
    countClick: activity.countClick,
    mark: t(`activity.progress.${progress}`),
  };
}

/** `:catId` of the route: absent is 全部 (-1); anything but a positive id names no list (null). */
export function activityCategoryOf(param: string | undefined): number | null {
  if (param === undefined || param === '') return ALL_CATEGORIES;
  return parseId(param);
}

/** 全部, then each category the platform lists, as links; the current one marked. */
export function activityTabs(categories: readonly { activityColID: number; name: string }[], catId: number, t: Translate): ActivityTab[] {
  return [
    { id: null, name: t('activityList.all'), href: routeUrl('activityList'), current: catId === ALL_CATEGORIES },
    ...categories.map((cat) => ({ id: cat.activityColID, name: cat.name.trim(), href: routeUrl('activityList', [cat.activityColID]), current: cat.activityColID === catId })),
  ];
}

/** The list fragment's source id: -1 or a category id; null for anything else. */
export function activitySourceId(value: string | null): number | null {
  return value === String(ALL_CATEGORIES) ? ALL_CATEGORIES : parseId(value);
}

/** One page of a category's activities as list items. */
export async function loadActivitySlice(catId: number, page: number, lastFileId: number, t: Translate, now = new Date()) {
  const result = await siteCatalogue.activityList({ catId, page, lastFileId });
  const activities = valueOr(result, []);
  return { failed: !result.ok, activities, items: activities.map((activity) => activityItemView(activity, now, t)), next: nextPage(page, activities) };
}

/** The list fragment's next page of activities (`kind=activities&id=<category or -1>`): 404 for a malformed id, 502 on failure. */
export async function loadActivityFragment(query: URLSearchParams, t: Translate): Promise<{ status: 404 | 502 } | { status: 200; items: ArticleItemView[]; next: NextPage | null }> {
  const catId = activitySourceId(query.get('id'));
  if (catId === null) return { status: 404 };
  const slice = await loadActivitySlice(catId, platformPage(query.get('page')), parseId(query.get('lastFileId')) ?? 0, t);
  return slice.failed ? { status: 502 } : { status: 200, items: slice.items, next: slice.next };
}

export async function loadActivityListPage(catIdParam: string | undefined, query: URLSearchParams, t: Translate): Promise<PageAnswer<ActivityListPageData>> {
  const catId = activityCategoryOf(catIdParam);
  const page = platformPage(query.get('page'));
  const source = { kind: 'activities' as const, id: String(catId ?? ALL_CATEGORIES) };
  if (catId === null) return pageAnswer(404, 'notFound', { tabs: [], items: [], next: null, source, notFound: true, failed: false });
  const [cats, slice] = await Promise.all([siteCatalogue.activityCats(), loadActivitySlice(catId, page, parseId(query.get('lastFileId')) ?? 0, t)]);
  const categories = valueOr(cats, []);
  // A category the platform does not list is no page of ours (when the list of categories could be read).
  const unknown = catId !== ALL_CATEGORIES && cats.ok && !categories.some((cat) => cat.activityColID === catId);
  const tabs = activityTabs(categories, catId, t);
  const view = { tabs, items: slice.items, next: slice.next, source, notFound: unknown, failed: slice.failed };
  if (unknown) return pageAnswer(404, 'notFound', view);
  // A list that could not be read is a 503 no cache keeps; missing tabs only keep the page out of shared caches.
  if (slice.failed) return pageAnswer(503, 'private', view);
  return pageAnswer(200, failedToLoad(cats) ? 'private' : 'list', view);
}
