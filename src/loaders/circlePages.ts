import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { Circle, CirclePost, Notice } from '../catalogue/communitySchemas.ts';
import { failedToLoad, isUnknownId, valueOr } from '../catalogue/result.ts';
import { listTypeOf, type ListType } from '../lib/communityRules.ts';
import { nextCommunityPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { routeUrl } from '../routes.ts';
import { listTabs, type ListTab } from './qaPages.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

/**
 * Circle pages (SPEC §2–§4): `/circleDetail/:id?` (a circle with its notices, its posts by listType
 * — 1 newest, 2 hottest, else the default order — and the post form; without an id the circles),
 * `/friendsCircleDetail/:id?` (the posts of one circle, or of every circle without an id),
 * `/postDetail/:id?` (one post) and `/noticeDetail` (公告: `?id=` one notice; else the notice list,
 * of `?circleId=` or of every circle). Read as nobody: the HTML is the same for every reader.
 */

export type PostView = CirclePost & { href: string; circleHref: string };
export type NoticeView = Notice & { href: string };
export type CircleView = Omit<Circle, 'notices'> & { href: string; notices: NoticeView[] };

const noticeView = (notice: Notice): NoticeView => ({ ...notice, href: routeUrl('noticeDetail', [], { id: String(notice.id) }) });
const circleView = (circle: Circle): CircleView => ({ ...circle, href: routeUrl('circleDetail', [circle.id]), notices: circle.notices.map(noticeView) });
const postView = (post: CirclePost): PostView => ({ ...post, href: routeUrl('postDetail', [post.id]), circleHref: routeUrl('circleDetail', [post.circleId]) });

export interface CirclePageView {
  notFound: boolean;
  failed: boolean;
  circle: CircleView | null;
  circles: CircleView[];
  posts: PostView[];
  listType: ListType;
  tabs: ListTab[];
  next: NextPage | null;
}

async function postsOf(circleId: number, url: URL) {
  const listType = listTypeOf(url.searchParams.get('listType'));
  const page = platformPage(url.searchParams.get('page'));
  const lastFileId = parseId(url.searchParams.get('lastFileId')) ?? 0;
  const result = await siteCatalogue.circlePosts({ circleId, listType, page, lastFileId });
  const posts = valueOr(result, []);
  return { listType, failed: !result.ok, posts: posts.map(postView), next: nextCommunityPage(page, posts), tabs: listTabs(url, listType, [0, 1, 2]) };
}

/** `/circleDetail/:id?` and, with `feed`, `/friendsCircleDetail/:id?` (without an id every circle's posts). */
export async function loadCirclePage(input: { idParam: string | undefined; url: URL; feed: boolean }): Promise<PageAnswer<CirclePageView>> {
  return answerOf(await circlePageOf(input), 'list');
}

async function circlePageOf(input: { idParam: string | undefined; url: URL; feed: boolean }): Promise<CirclePageView> {
  const base: CirclePageView = { notFound: false, failed: false, circle: null, circles: [], posts: [], listType: 0, tabs: [], next: null };
  if (input.idParam === undefined) {
    const circles = await siteCatalogue.circles();
    const view = { ...base, failed: !circles.ok, circles: valueOr(circles, []).map(circleView) };
    return input.feed ? { ...view, ...(await postsOf(0, input.url)), failed: view.failed } : view;
  }
  const id = parseId(input.idParam);
  if (id === null) return { ...base, notFound: true };
  const [circle, posts] = await Promise.all([siteCatalogue.circle(id), postsOf(id, input.url)]);
  if (isUnknownId(circle) || (circle.ok && circle.empty)) return { ...base, notFound: true };
  const found = valueOr(circle, null);
  return { ...base, ...posts, failed: failedToLoad(circle) || posts.failed, circle: found ? circleView(found) : null };
}

/** The load-more fragment of a circle's posts (`kind=posts&id=<circle, 0 every circle>&listType=&page=&lastFileId=`). */
export async function loadPostFragment(query: URLSearchParams): Promise<{ status: 200; posts: PostView[]; next: NextPage | null } | { status: 404 | 502 }> {
  const circleId = query.get('id') === '0' ? 0 : parseId(query.get('id'));
  if (circleId === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const lastFileId = parseId(query.get('lastFileId')) ?? 0;
  const result = await siteCatalogue.circlePosts({ circleId, listType: listTypeOf(query.get('listType')), page, lastFileId });
  if (!result.ok) return { status: 502 };
  const posts = valueOr(result, []);
  return { status: 200, posts: posts.map(postView), next: nextCommunityPage(page, posts) };
}

export async function loadPostPage(input: { idParam: string | undefined }): Promise<PageAnswer<{ notFound: boolean; failed: boolean; post: PostView | null }>> {
  return answerOf(await postPageOf(input), 'list');
}

async function postPageOf(input: { idParam: string | undefined }): Promise<{ notFound: boolean; failed: boolean; post: PostView | null }> {
  const id = parseId(input.idParam);
  if (id === null) return { notFound: true, failed: false, post: null };
  const result = await siteCatalogue.circlePost(id);
  if (isUnknownId(result) || (result.ok && result.empty)) return { notFound: true, failed: false, post: null };
  const post = valueOr(result, null);
  return { notFound: false, failed: !result.ok, post: post ? postView(post) : null };
}

export interface NoticePageView {
  notFound: boolean;
  failed: boolean;
  /** `?id=`: the notice. */
  notice: Notice | null;
  noticeCircle: { name: string; href: string } | null;
  /** Otherwise the notice list, grouped by circle. */
  circles: CircleView[];
}

/** `/noticeDetail`: `?id=` one notice with its circle; else the notices of `?circleId=`, or of every circle. */
export async function loadNoticePage(input: { url: URL }): Promise<PageAnswer<NoticePageView>> {
  return answerOf(await noticePageOf(input), 'list');
}

async function noticePageOf(input: { url: URL }): Promise<NoticePageView> {
  const none: NoticePageView = { notFound: true, failed: false, notice: null, noticeCircle: null, circles: [] };
  const query = input.url.searchParams;
  if (query.has('id')) {
    const id = parseId(query.get('id'));
    if (id === null) return none;
    const result = await siteCatalogue.circleNotice(id);
    if (isUnknownId(result) || (result.ok && result.empty)) return none;
    const notice = valueOr(result, null);
    const circle = notice ? valueOr(await siteCatalogue.circle(notice.circleId, { optional: true }), null) : null;
    return { ...none, notFound: false, failed: !result.ok, notice, noticeCircle: circle ? { name: circle.name, href: routeUrl('circleDetail', [circle.id]) } : null };
  }
  if (query.has('circleId')) {
    const circleId = parseId(query.get('circleId'));
    if (circleId === null) return none;
    const circle = await siteCatalogue.circle(circleId);
    if (isUnknownId(circle) || (circle.ok && circle.empty)) return none;
    const found = valueOr(circle, null);
    return { ...none, notFound: false, failed: !circle.ok, circles: found ? [circleView(found)] : [] };
  }
  const circles = await siteCatalogue.circles();
  return { ...none, notFound: false, failed: !circles.ok, circles: valueOr(circles, []).map(circleView) };
}
