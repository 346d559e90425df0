/**
 * Comments as the server renders them (SPEC §3, §4; issue: readers' voice): the first page and the
 * hot five under an article, `/commentAll/:id?/:source` and `/replyAll/:id`, and their load-more
 * fragments. Only shown comments appear: these pages are the same for every reader and cached, so
 * a reader's own comment under review is the comment box's to show, never this HTML's.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { Comment, CommentPage } from '../catalogue/responseSchemas.ts';
import type { Result } from '../catalogue/result.ts';
import { formatRelativeTime } from '../lib/relativeTime.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import type { Translate } from '../i18n/translate.ts';
import { routeUrl } from '../routes.ts';
import type { ReplyTarget } from '../contracts/comment.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/** SPEC §3 comment kinds: 1 official comment, 2 official reply (the bundled platform's `type`). */
const OFFICIAL = { comment: 1, reply: 2 } as const;
const HOT_COUNT = 5;

/**
 * How many comments an article shows in its own HTML: getConfig's `discuss.countHot` hot ones and
 * `discuss.countNew` newest ones (PLATFORM.md §5.2; the demo's 3 and 5), then a link to all of them.
 * A count the platform leaves out or gives as 0 means the hot five and the whole first page.
 */
export function commentsShown(discuss: { countHot: number; countNew: number } | undefined): { hot: number; latest: number } {
  const count = (value: number | undefined, otherwise: number) => (value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : otherwise);
  return { hot: count(discuss?.countHot, HOT_COUNT), latest: count(discuss?.countNew, Number.POSITIVE_INFINITY) };
}

export interface CommentView {
  id: number;
  /** The commented object (article or live room) and its kind: 0 article, 1 live room. */
  rootId: number;
  sourceType: 0 | 1;
  authorId: number;
  name: string;
  avatar: string | null;
  /** Plain text: rendered as text, never as HTML. */
  content: string;
  time: string;
  location: string;
  praise: number;
  official: 'comment' | 'reply' | null;
  /** Who this replies to, and what they said (a flat list's replies). */
  replyTo: { name: string; content: string } | null;
  /** The comment this one answers; 0 for a comment on the object itself. */
  parentId: number;
  photos: string[];
  /** The newest replies shown under the comment, and where all of them are. */
  replies: CommentView[];
  replyCount: number;
  repliesHref: string | null;
}

function photosOf(comment: Comment): string[] {
  return comment.attachments.map((item) => item.url).filter(isSafeHttpUrl);
}

/**
 * Platform answers are shared between renders for a moment and never changed (catalogue/sharedReads.ts),
 * so a comment's view is built once per answer and locale (`t` is one function per locale).
 */
const views = new WeakMap<Comment, Map<Translate, CommentView>>();

export function commentViewOf(comment: Comment, t: Translate): CommentView {
  let byLocale = views.get(comment);
  if (!byLocale) views.set(comment, (byLocale = new Map()));
  let view = byLocale.get(t);
  if (!view) byLocale.set(t, (view = buildCommentView(comment, t)));
  return view;
}

function buildCommentView(comment: Comment, t: Translate): CommentView {
  const replies = comment.topDiscuss?.list ?? [];
  const replyCount = Math.max(comment.countDiscuss, comment.topDiscuss?.totalCount ?? 0, replies.length);
  return {
    id: comment.id,
    rootId: comment.articleID,
    sourceType: comment.sourceType === 1 ? 1 : 0,
    authorId: comment.userID,
    name: comment.userName,
    avatar: isSafeHttpUrl(comment.userIcon) ? comment.userIcon : null,
    content: comment.content,
    time: formatRelativeTime(comment.created, new Date(), t),
    location: comment.location,
    praise: comment.countPraise,
    official: comment.type === OFFICIAL.comment ? 'comment' : comment.type === OFFICIAL.reply ? 'reply' : null,
    replyTo: comment.parentID > 0 && comment.parentUser ? { name: comment.parentUser, content: comment.parentContent } : null,
    parentId: Math.max(comment.parentID, 0),
    photos: photosOf(comment),
    replies: replies.filter(shown).map((reply) => commentViewOf({ ...reply, topDiscuss: null }, t)),
    replyCount,
    repliesHref: replyCount > 0 && comment.parentID <= 0 ? routeUrl('replyAll', [comment.id]) : null,
  };
}

const shown = (comment: Comment) => comment.reviewStatus !== 0;

export interface CommentSlice {
  items: CommentView[];
  total: number;
  next: NextPage | null;
}

function sliceOf(result: Result<CommentPage>, page: number, t: Translate): CommentSlice | null {
  if (!result.ok) return null;
  if (result.empty) return { items: [], total: 0, next: null };
  const list = result.value.list.filter(shown);
  return {
    items: list.map((comment) => commentViewOf(comment, t)),
    total: result.value.totalCount,
    next: nextPage(
      page,
      list.map((comment) => ({ fileId: comment.id })),
      result.value.hasMore,
    ),
  };
}

/**
 * Under an article: the hot ones and the newest, as many as `shown` says (commentsShown; by default
 * the hot five and the first page), and whether there are more than shown. Optional calls: their
 * failure leaves the article a 200.
 */
export interface ArticleComments {
  hot: CommentView[];
  latest: CommentSlice | null;
  allHref: string;
  /** More comments than the page shows: the link to all of them. */
  more: boolean;
}

export async function loadArticleComments(input: { articleId: number; sourceType: number; t: Translate; shown?: { hot: number; latest: number } }): Promise<ArticleComments> {
  const { articleId, sourceType, t } = input;
  const shownCounts = input.shown ?? commentsShown(undefined);
  const [hot, latest] = await Promise.all([
    siteCatalogue.hotComments({ rootId: articleId, sourceType, count: shownCounts.hot }, { optional: true }),
    siteCatalogue.commentPage({ rootId: articleId, sourceType, page: 0, lastFileId: 0 }, { optional: true }),
  ]);
  const hotItems = hot.ok && !hot.empty ? hot.value.list.filter(shown).slice(0, shownCounts.hot) : [];
  const page = sliceOf(latest, 0, t);
  const cut = page !== null && page.items.length > shownCounts.latest;
  return {
    hot: hotItems.map((comment) => commentViewOf(comment, t)),
    latest: page && cut ? { ...page, items: page.items.slice(0, shownCounts.latest) } : page,
    allHref: routeUrl('commentAll', [articleId, sourceType]),
    more: cut || page?.next != null,
  };
}

export type CommentListKind = 'comments' | 'replies';

/** One page of an object's comments (`comments`) or of a comment's replies (`replies`). */
function fetchComments(kind: CommentListKind, id: number, source: number, page: number, lastFileId: number): Promise<Result<CommentPage>> {
  return kind === 'comments' ? siteCatalogue.commentPage({ rootId: id, sourceType: source, page, lastFileId }) : siteCatalogue.replyPage({ commentId: id, page, lastFileId });
}

/**
 * A reply list shows the comment it answers once, above the list (CommentPage.astro), so a reply
 * to that comment does not repeat "回复 …"; a reply to another reply still says whom it answers.
 */
export function withoutPageParent(slice: CommentSlice | null, kind: CommentListKind, id: number): CommentSlice | null {
  if (!slice || kind !== 'replies') return slice;
  return { ...slice, items: slice.items.map((item) => (item.parentId === id && item.replyTo ? { ...item, replyTo: null } : item)) };
}

export async function loadCommentSlice(kind: CommentListKind, id: number, source: number, page: number, lastFileId: number, t: Translate): Promise<CommentSlice | null> {
  return withoutPageParent(sliceOf(await fetchComments(kind, id, source, page, lastFileId), page, t), kind, id);
}

/** The comment a reply list answers, as its replies carry it (info.parentUser, parentContent, parentTime). */
export interface ParentComment {
  name: string;
  content: string;
  time: string;
}

export function parentCommentOf(result: Result<CommentPage>, id: number, t: Translate): ParentComment | null {
  if (!result.ok || result.empty) return null;
  const reply = result.value.list.find((item) => item.parentID === id && (item.parentUser || item.parentContent));
  return reply ? { name: reply.parentUser, content: reply.parentContent, time: reply.parentTime ? formatRelativeTime(reply.parentTime, new Date(), t) : '' } : null;
}

export interface CommentPageView {
  status: 200 | 404 | 503;
  kind: CommentListKind;
  id: number;
  source: number;
  slice: CommentSlice | null;
  /** replyAll: the comment the replies answer, shown above them. */
  parent: ParentComment | null;
  /** The commented article, to go back to (comments), or the comment's page (replies). */
  backHref: string | null;
  /** The comment box of the page: what it comments on and whom it answers first (replyAll: the comment); null when there is none. */
  box: { rootId: number; sourceType: 0 | 1; replyTo: ReplyTarget | null } | null;
}

/** SPEC §5: the box is shown unless the site's discuss auditType is 2. */
const AUDIT_CLOSED = 2;

/**
 * The box under an article or a live room: none when the object closes discussion
 * (discussClosed 1), the site closes commenting (auditType 2), or the page is a preview.
 */
export function commentBoxOf(input: { rootId: number; discussClosed: number; auditType: number | null | undefined; preview: boolean }): { rootId: number; auditType: number } | null {
  if (input.discussClosed === 1 || input.auditType === AUDIT_CLOSED || input.preview) return null;
  return { rootId: input.rootId, auditType: input.auditType ?? 1 };
}

export function commentPageBoxOf(kind: CommentListKind, id: number, source: number, slice: CommentSlice | null, auditType: number | null, parent: ParentComment | null = null): CommentPageView['box'] {
  if (!slice || auditType === AUDIT_CLOSED) return null;
  if (kind === 'comments') return source === 0 || source === 1 ? { rootId: id, sourceType: source, replyTo: null } : null;
  // Replies name what they answer: the object commented, and the comment's author.
  const reply = slice.items[0];
  if (!reply || reply.rootId <= 0) return null;
  return { rootId: reply.rootId, sourceType: reply.sourceType, replyTo: { id, name: parent?.name || reply.replyTo?.name || '' } };
}

/** `/commentAll/:id?/:source` and `/replyAll/:id` (`?page=` for the next pages without JavaScript). */
export async function loadCommentPage(input: {
  kind: CommentListKind;
  params: Record<string, string>;
  query: URLSearchParams;
  t: Translate;
  /** The site's discuss auditType (getConfig), null when unknown. */
  auditType?: number | null;
}): Promise<PageAnswer<CommentPageView>> {
  const view = await commentPageOf(input);
  return pageAnswer(view.status, view.status === 200 ? 'list' : 'notFound', view);
}

async function commentPageOf(input: {
  kind: CommentListKind;
  params: Record<string, string>;
  query: URLSearchParams;
  t: Translate;
  /** The site's discuss auditType (getConfig), null when unknown. */
  auditType?: number | null;
}): Promise<CommentPageView> {
  const { kind, params, query, t } = input;
  const id = parseId(params.id);
  const source = kind === 'comments' ? (parseId(params.source) ?? 0) : 0;
  if (id === null) return { status: 404, kind, id: 0, source, slice: null, parent: null, backHref: null, box: null };
  const page = platformPage(query.get('page'));
  const result = await fetchComments(kind, id, source, page, parseId(query.get('lastFileId')) ?? 0);
  const slice = withoutPageParent(sliceOf(result, page, t), kind, id);
  const parent = kind === 'replies' ? parentCommentOf(result, id, t) : null;
  const backHref = kind === 'comments' && source === 0 ? routeUrl('newsDetail', [0, id]) : null;
  return { status: slice ? 200 : 503, kind, id, source, slice, parent, backHref, box: commentPageBoxOf(kind, id, source, slice, input.auditType ?? null, parent) };
}

/** The load-more fragment of a comment list (`?kind=comments|replies&id=…&source=…&page=…&lastFileId=…`). */
export async function loadCommentFragment(query: URLSearchParams, t: Translate): Promise<{ status: 200; slice: CommentSlice } | { status: 404 | 502 }> {
  const kind = commentListKind(query.get('kind'));
  const id = parseId(query.get('id'));
  if (!kind || id === null) return { status: 404 };
  const slice = await loadCommentSlice(kind, id, parseId(query.get('source')) ?? 0, platformPage(query.get('page')), parseId(query.get('lastFileId')) ?? 0, t);
  return slice ? { status: 200, slice } : { status: 502 };
}

function commentListKind(value: string | null): CommentListKind | null {
  return value === 'comments' || value === 'replies' ? value : null;
}

export function isCommentFragment(query: URLSearchParams): boolean {
  return commentListKind(query.get('kind')) !== null;
}
