/**
 * The live room, `/liveDetail/:linkID?/:id` (SPEC §2, §4): liveView's room (title, status, click
 * count, player), its latest 20 reports newest first with load-more, and its discussion (comments
 * of source type 1). `linkID` names the room when the path has two ids (an article's link, whose
 * `id` is the article); a single id is the room itself, as the live lists link it. The socket
 * address and token come from the site config and only ever add to this HTML.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { LiveReport } from '../catalogue/liveView.ts';
import type { SiteConfig } from '../catalogue/siteConfig.ts';
import { failedToLoad, isUnknownId } from '../catalogue/result.ts';
import type { Translate } from '../i18n/translate.ts';
import { liveSocketOrigin, liveStatusOf, playerSource, type LiveStatus, type PlayerMode } from '../lib/liveRules.ts';
import { isImageAddress, nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { commentBoxOf, loadArticleComments, type ArticleComments } from './comments.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import { liveShareFacts, type ShareFacts } from './pageShare.ts';

/** SPEC §3 comment source types: 1 is a live room's discussion. */
const LIVE_DISCUSS_SOURCE = 1;

export interface LiveReportView {
  fileId: number;
  /** The platform's publish time, shown by <TimeStamp> (SPEC §9's month-day-time). */
  publishtime: string;
  user: string;
  title: string;
  /** Plain text, rendered as text. */
  content: string;
  pictures: string[];
  videos: string[];
  isTop: boolean;
}

export interface LiveRoomView {
  liveId: number;
  title: string;
  status: LiveStatus;
  /** 1 video live, 0 image live (liveView main.type). */
  isVideo: boolean;
  startTime: string;
  clicks: number;
  summary: string;
  poster: string;
  liveUrl: string;
  playbackUrl: string;
  player: { mode: PlayerMode; src: string };
  reports: LiveReportView[];
  next: NextPage | null;
  comments: ArticleComments | null;
  /** The comment box of the discussion (source type 1); null when the room or the site closes it. */
  commentBox: { rootId: number; auditType: number } | null;
  socket: { url: string; token: string; origin: string } | null;
  /** What sharing the room says (pageShare.ts, docs/decisions/159): its shareClosed, banner and article. */
  share: ShareFacts;
}

export type LivePageData = { state: 'room'; room: LiveRoomView } | { state: 'notFound' } | { state: 'failed' };

const safeMedia = (url: string) => (isSafeHttpUrl(url) ? url.trim() : '');

export function liveReportView(report: LiveReport): LiveReportView {
  const urls = (kind: 'pic' | 'video') =>
    report.attachments
      .filter((att) => (kind === 'video' ? /video/i.test(String(att.type ?? '')) : !/video/i.test(String(att.type ?? ''))))
      .map((att) => safeMedia(typeof att.url === 'string' ? att.url : ''))
      .filter(Boolean);
  return {
    fileId: report.fileId,
    publishtime: report.publishtime,
    user: report.user,
    title: report.title,
    content: report.content,
    pictures: urls('pic'),
    videos: urls('video'),
    isTop: report.isTop,
  };
}

/** Which room a path names: `linkID` when there are two ids, else the one id. */
export function liveIdOf(params: Record<string, string | undefined>): number | null {
  return params.linkID !== undefined ? parseId(params.linkID) : parseId(params.id);
}

export async function loadLivePage(input: {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  config: SiteConfig | null;
  pageProtocol: string;
  t: Translate;
}): Promise<PageAnswer<LivePageData>> {
  const data = await livePageOf(input);
  // A room changes by the minute (the live policy); an unknown room is a 404 and a failure a 503, neither cached.
  return pageAnswer(data.state === 'room' ? 200 : data.state === 'notFound' ? 404 : 503, data.state === 'room' ? 'live' : 'notFound', data);
}

async function livePageOf(input: { params: Record<string, string | undefined>; query: URLSearchParams; config: SiteConfig | null; pageProtocol: string; t: Translate }): Promise<LivePageData> {
  const liveId = liveIdOf(input.params);
  if (liveId === null) return { state: 'notFound' };
  const page = platformPage(input.query.get('page'));
  const lastFileId = parseId(input.query.get('lastFileId')) ?? 0;
  const result = await siteCatalogue.liveView({ id: liveId, page, lastFileId });
  if (isUnknownId(result) || (result.ok && result.empty)) return { state: 'notFound' };
  if (failedToLoad(result) || !result.ok || result.empty) return { state: 'failed' };
  const { main, list } = result.value;
  const status = liveStatusOf(main.status) ?? 0;
  const video = main.videos[0];
  const liveUrl = safeMedia(video?.appLiveUrl ?? '');
  const playbackUrl = safeMedia(video?.appPlaybackUrl ?? '');
  const comments = main.discussClosed === 1 ? null : await loadArticleComments({ articleId: main.fileId, sourceType: LIVE_DISCUSS_SOURCE, t: input.t });
  const socketUrl = input.config?.socketServerUrl ?? '';
  const token = input.config?.xyApi.websocketToken ?? '';
  const origin = liveSocketOrigin(socketUrl, token, input.pageProtocol);
  return {
    state: 'room',
    room: {
      liveId: main.fileId,
      title: main.title,
      status,
      isVideo: main.type === 1 || main.videos.length > 0,
      startTime: main.startTime,
      clicks: main.countClick,
      summary: main.content,
      poster: isImageAddress(main.bannerUrl) ? main.bannerUrl : '',
      liveUrl,
      playbackUrl,
      player: playerSource(status, liveUrl, playbackUrl),
      reports: list.map(liveReportView),
      next: nextPage(page, list),
      comments,
      commentBox: comments && commentBoxOf({ rootId: main.fileId, discussClosed: main.discussClosed, auditType: input.config?.discuss.auditType, preview: false }),
      socket: origin ? { url: socketUrl.trim(), token: token.trim(), origin } : null,
      share: liveShareFacts(main),
    },
  };
}

/** The load-more fragment of a room's reports (`?kind=live&id=…&page=…&lastFileId=…`). */
export async function loadLiveReportsFragment(query: URLSearchParams): Promise<{ status: 200; reports: LiveReportView[]; next: NextPage | null } | { status: 404 | 502 }> {
  const liveId = parseId(query.get('id'));
  if (query.get('kind') !== 'live' || liveId === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await siteCatalogue.liveView({ id: liveId, page, lastFileId: parseId(query.get('lastFileId')) ?? 0 });
  if (isUnknownId(result) || (result.ok && result.empty)) return { status: 404 };
  if (!result.ok || result.empty) return { status: 502 };
  return { status: 200, reports: result.value.list.map(liveReportView), next: nextPage(page, result.value.list) };
}

export function isLiveFragment(query: URLSearchParams): boolean {
  return query.get('kind') === 'live';
}
