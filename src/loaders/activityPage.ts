import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import type { ActivityDetail, SignFormField } from '../catalogue/activitySchemas.ts';
import { sanitiseArticleHtml } from '../articleHtml/sanitiseArticleHtml.ts';
import { activityProgress, placesLeft, signUpButtonState, type ActivityProgress, type SignUpButtonState } from '../lib/activityRules.ts';
import { parseId } from '../lib/listRules.ts';
import { timeLimit, type TimeLimit } from '../lib/timeLimit.ts';
import { commentBoxOf, commentsShown, loadArticleComments, type ArticleComments } from './comments.ts';
import type { Translate } from '../i18n/translate.ts';
import type { PageReader } from '../context/pageReader.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

/** The head of an activity as ActivityHeader shows it: picture, title, times, place, organiser and places. */
export interface ActivityHeadView {
  picBig: string;
  title: string;
  startTime: string;
  endTime: string;
  startSignTime: string;
  endSignTime: string;
  location: string;
  organizer: string;
  quota: number;
}

/** One who signed up, as the list shows them: the platform's masked name and when. */
export interface EntryView {
  realName: string;
  createTime: string;
}

/** A field of the sign-up form: the activity's signForm field as the catalogue reads it. */
export type SignFieldView = Pick<SignFormField, 'key' | 'label' | 'type' | 'required' | 'maxLength' | 'options'>;

/**
 * `/activityDetail/:id?` and `/activityApply/:linkID?/:id?` (issue 16, SPEC §4–§5): the activity
 * (activityDetail, with the reader's isSignUp when logged in), its progress and sign-up button state
 * (lib/activityRules.ts), the first 8 entries, and on the detail page its comments. An activity is
 * an article of type 7 in lists, so its comments are the article comments of its id (source 0).
 */
export interface ActivityPageView {
  notFound: boolean;
  failed: boolean;
  activity: ActivityDetail | null;
  /** Sanitised content HTML. */
  contentHtml: string;
  progress: ActivityProgress;
  button: SignUpButtonState;
  placesLeft: number | null;
  /** SPEC §9: the time left to sign up (剩余N天), while sign-up is open; null otherwise. */
  signUpLeft: TimeLimit | null;
  entries: EntryView[];
  entryCount: number;
  loggedIn: boolean;
  loginUrl: string;
  applyHref: string;
  detailHref: string;
  /** The reader's vouchers (writeOff with the activity only), once signed up on an activity that has them. */
  vouchersHref: string | null;
  voteHref: string | null;
  comments: ArticleComments | null;
  /** The comment box under the comments (source 0, the activity's id); null without comments or when the site closes commenting. */
  commentBox: { rootId: number; auditType: number } | null;
}

/** The activity id of `/activityApply/:linkID?/:id?`: the id, or a lone leading parameter (routes fill from the left). */
export function applyActivityId(params: { linkID?: string; id?: string }): number | null {
  return params.id !== undefined ? parseId(params.id) : parseId(params.linkID);
}

const empty = (loginUrl: string): ActivityPageView => ({
  notFound: true,
  failed: false,
  activity: null,
  contentHtml: '',
  progress: 'notStarted',
  button: 'notStarted',
  placesLeft: null,
  signUpLeft: null,
  entries: [],
  entryCount: 0,
  loggedIn: false,
  loginUrl,
  applyHref: '',
  detailHref: '',
  vouchersHref: null,
  voteHref: null,
  comments: null,
  commentBox: null,
});

export interface ActivityPageInput {
  id: number | null;
  url: URL;
  reader: PageReader;
  t: Translate;
  /** The detail page carries the comments; the sign-up page is the reader's own. */
  page: 'detail' | 'apply';
  /** The site's discuss auditType (2 closes commenting), for the comment box beside the comments. */
  auditType?: number | null;
  /** The site's discuss counts: how many hot and newest comments the detail shows (commentsShown). */
  commentCounts?: { countHot: number; countNew: number };
  now?: Date;
}

export async function loadActivityPage(input: ActivityPageInput): Promise<PageAnswer<ActivityPageView>> {
  const view = await activityView(input);
  // The detail is shared while it shows nobody's own state; the sign-up page never is.
  return answerOf(view, input.page === 'detail' && !view.loggedIn && !view.failed ? 'article' : 'private');
}

async function activityView(input: ActivityPageInput): Promise<ActivityPageView> {
  const loginUrl = routeUrl('login', [], { redirect: `${input.url.pathname}${input.url.search}` });
  if (input.id === null) return empty(loginUrl);
  const session = await input.reader.session();
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const inNativeApp = input.reader.client.inNativeApp;
  const [detail, entries, comments] = await Promise.all([
    siteCatalogue.activityDetail({ id: input.id }, loggedIn ? session : undefined, { inNativeApp }),
    siteCatalogue.entryList({ id: input.id }, { optional: true }),
    input.page === 'detail' ? loadArticleComments({ articleId: input.id, sourceType: 0, t: input.t, shown: commentsShown(input.commentCounts) }) : null,
  ]);
  // The platform answers an unknown activity with a failure status: that is a not-found page, not an outage.
  if (!detail.ok) return detail.error.kind === 'platform' ? empty(loginUrl) : { ...empty(loginUrl), notFound: false, failed: true };
  if (detail.empty || !detail.value) return empty(loginUrl);
  const activity = detail.value;
  const now = input.now ?? new Date();
  const button = signUpButtonState(activity, activity.isSignUp, now);
  const list = entries.ok && !entries.empty ? entries.value : { list: [], totalCount: 0 };
  return {
    notFound: false,
    failed: false,
    activity,
    contentHtml: sanitiseArticleHtml(activity.content),
    progress: activityProgress(activity, now),
    button,
    placesLeft: placesLeft(activity),
    signUpLeft: button === 'open' && activity.endSignTime ? timeLimit(activity.endSignTime, now) : null,
    entries: list.list,
    entryCount: Math.max(list.totalCount, activity.participatorNum),
    loggedIn: readerViewOf(session.tokens, input.reader.client).loggedIn,
    loginUrl,
    applyHref: routeUrl('activityApply', [0, activity.fileId]),
    detailHref: routeUrl('activityDetail', [activity.fileId]),
    vouchersHref: activity.isSignUp && activity.voucherType ? routeUrl('writeOff', [activity.fileId]) : null,
    voteHref: activity.voteId > 0 ? routeUrl('activityVote', [activity.fileId, activity.voteId]) : null,
    comments,
    commentBox: comments && commentBoxOf({ rootId: activity.fileId, discussClosed: 0, auditType: input.auditType, preview: false }),
  };
}
