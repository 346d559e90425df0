import type { circleNotices, circlePosts, circles, questions, subjects } from '../db/schema.ts';
import { formatTime } from './formatTime.ts';
import { mediaUrl } from './mediaUrls.ts';

type QuestionRow = typeof questions.$inferSelect;
type SubjectRow = typeof subjects.$inferSelect;
type CircleRow = typeof circles.$inferSelect;
type PostRow = typeof circlePosts.$inferSelect;
type NoticeRow = typeof circleNotices.$inferSelect;

/** Seeded pictures are site-relative (`/platform-media/images/…`), other media media-relative (`video/demo.m3u8`): both answered absolute. */
export function absoluteMedia(origin: string, path: unknown): string {
  if (typeof path !== 'string' || path === '') return '';
  if (/^https?:\/\//.test(path)) return path;
  return path.startsWith('/') ? `${origin}${path}` : mediaUrl(origin, path);
}

const mediaList = (origin: string, value: unknown): string[] => (Array.isArray(value) ? value.map((path) => absoluteMedia(origin, path)).filter(Boolean) : []);

const portrait = (origin: string, memberId: number) => `${origin}/app_if/amuc/api/member/getPortrait?uid=${memberId}`;

/** 问吧 subject (getSubject, subjectList). */
export function subjectItem(origin: string, row: SubjectRow, questionCount: number): Record<string, unknown> {
  return {
    id: row.id,
    subjectID: row.id,
    title: row.title,
    description: row.description,
    pic: absoluteMedia(origin, row.pic),
    xyID: row.xyId,
    createTime: formatTime(row.createdAt),
    questionCount,
  };
}

/**
 * A question with its answer (questionList, questionDetail, qaList, qaDetail). 问政 items add the
 * SPEC §3 media: `images`, `videos`, `audios` and `answerPics`, each as `{imagearray|videoarray|audioarray:[url]}`.
 * `reviewStatus` 0 reaches only the asker (their own question while under review).
 */
export function questionItem(origin: string, row: QuestionRow, userName: string): Record<string, unknown> {
  const extra = row.extra as Record<string, unknown>;
  const item: Record<string, unknown> = {
    id: row.id,
    fileId: row.id,
    subjectID: row.subjectId,
    xyID: row.xyId,
    title: row.title,
    content: row.content,
    userID: row.memberId,
    userName,
    userIcon: portrait(origin, row.memberId),
    createTime: formatTime(row.createdAt),
    answer: row.answer,
    answerTime: formatTime(row.answeredAt),
    isAnswer: row.answer ? 1 : 0,
    countPraise: row.countPraise,
    reviewStatus: row.reviewStatus,
  };
  if (row.kind === 'qa') {
    item.qaType = Number(extra.qaType ?? 1);
    item.qaConfig = { showAnswer: 1 };
    item.images = { imagearray: mediaList(origin, extra.images) };
    item.videos = { videoarray: mediaList(origin, extra.videos) };
    item.audios = { audioarray: mediaList(origin, extra.audios) };
    item.answerPics = { imagearray: mediaList(origin, extra.answerPics) };
  }
  return item;
}

export function noticeItem(row: NoticeRow, withContent: boolean): Record<string, unknown> {
  return { id: row.id, circleID: row.circleId, title: row.title, ...(withContent ? { content: row.content } : {}), createTime: formatTime(row.createdAt) };
}

/** A circle (circle-list, circle-detail): `postCount` counts its posts, `noticeList` its notices, newest first. */
export function circleItem(origin: string, row: CircleRow, postCount: number, notices: NoticeRow[]): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: absoluteMedia(origin, row.icon),
    createTime: formatTime(row.createdAt),
    postCount,
    noticeList: notices.map((notice) => noticeItem(notice, false)),
  };
}

/** A circle post (post-list, post-detail, create-post); pictures in `attachments.pics`. */
export function postItem(origin: string, row: PostRow, userName: string, circleName: string): Record<string, unknown> {
  const attachments = row.attachments as { pics?: unknown };
  return {
    id: row.id,
    fileId: row.id,
    circleID: row.circleId,
    circleName,
    userID: row.memberId,
    userName,
    userIcon: portrait(origin, row.memberId),
    content: row.content,
    countPraise: row.countPraise,
    countDiscuss: row.countDiscuss,
    createTime: formatTime(row.createdAt),
    attachments: { pics: mediaList(origin, attachments.pics) },
  };
}
