/**
 * The live room's state in the browser (SPEC §4): its status and player source, and the reports
 * and discussion pushed since the page was rendered, newest first. Filled from the frames the live
 * socket let through; the page's own HTML holds everything before that.
 */
import { atom } from 'nanostores';
import { liveStatusOf, playerSource, type LiveStatus, type PlayerMode } from '../lib/liveRules.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import type { LiveFrame } from '../contracts/live.ts';

/** Pushed items kept per list: a long broadcast must not grow the page without end. */
export const PUSHED_LIMIT = 200;

export interface LivePlayerState {
  status: LiveStatus;
  liveUrl: string;
  playbackUrl: string;
  mode: PlayerMode;
  src: string;
}

export interface PushedReport {
  fileId: number;
  /** Plain text, shown as text. */
  content: string;
  title: string;
  user: string;
  publishtime: string;
  pictures: string[];
  videos: string[];
  isTop: boolean;
}

export interface PushedDiscuss {
  id: number;
  name: string;
  avatar: string;
  content: string;
  created: string;
}

export const $livePlayer = atom<LivePlayerState>({ status: 0, liveUrl: '', playbackUrl: '', mode: 'preview', src: '' });
export const $pushedReports = atom<PushedReport[]>([]);
export const $pushedDiscuss = atom<PushedDiscuss[]>([]);

/** The room as the server rendered it. */
export function initLiveRoom(initial: { status: number; liveUrl: string; playbackUrl: string }): void {
  const status = liveStatusOf(initial.status) ?? 0;
  const liveUrl = safeMedia(initial.liveUrl);
  const playbackUrl = safeMedia(initial.playbackUrl);
  $livePlayer.set({ status, liveUrl, playbackUrl, ...playerSource(status, liveUrl, playbackUrl) });
  $pushedReports.set([]);
  $pushedDiscuss.set([]);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): number => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;
};
const safeMedia = (value: unknown): string => (isSafeHttpUrl(value) ? value.trim() : '');

function attachmentUrls(value: unknown, kind: 'pic' | 'video'): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((att): att is Record<string, unknown> => typeof att === 'object' && att !== null)
    .filter((att) => (kind === 'video' ? /video/i.test(text(att.type)) : !/video/i.test(text(att.type))))
    .map((att) => safeMedia(att.url))
    .filter(Boolean);
}

/** A pushed report in liveView's list item shape; null without an id. */
export function pushedReportOf(value: unknown): PushedReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const fileId = id(r.fileId);
  if (!fileId) return null;
  return {
    fileId,
    content: text(r.content),
    title: text(r.title),
    user: text(r.user),
    publishtime: text(r.publishtime),
    pictures: attachmentUrls(r.attachments, 'pic'),
    videos: attachmentUrls(r.attachments, 'video'),
    isTop: r.isTop === true || r.isTop === 1 || r.isTop === '1' || r.isTop === 'true',
  };
}

/** A pushed comment in discussView's list item shape; null without an id or text. */
export function pushedDiscussOf(value: unknown): PushedDiscuss | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const discussId = id(d.id);
  const content = text(d.content);
  if (!discussId || !content) return null;
  return { id: discussId, name: text(d.userName), avatar: safeMedia(d.userIcon), content, created: text(d.created) };
}

function prepend<T>(list: readonly T[], item: T, same: (a: T) => boolean): T[] {
  return [item, ...list.filter((x) => !same(x))].slice(0, PUSHED_LIMIT);
}

/** Applies one frame the socket let through (its code and live id are already checked). */
export function applyLiveFrame(frame: LiveFrame): void {
  switch (frame.type) {
    case 'live_status':
    case 'live_status_subscribe': {
      const status = liveStatusOf(frame.data.status);
      if (status === null) return;
      const current = $livePlayer.get();
      // A status push may carry the stream addresses; without them the page's own stay.
      const liveUrl = safeMedia(frame.data.appLiveUrl) || current.liveUrl;
      const playbackUrl = safeMedia(frame.data.appPlaybackUrl) || current.playbackUrl;
      const next = { status, liveUrl, playbackUrl, ...playerSource(status, liveUrl, playbackUrl) };
      if (next.status !== current.status || next.src !== current.src || next.mode !== current.mode) $livePlayer.set(next);
      return;
    }
    case 'live_reporting': {
      const report = pushedReportOf(frame.data.report);
      if (report) $pushedReports.set(prepend($pushedReports.get(), report, (x) => x.fileId === report.fileId));
      return;
    }
    case 'live_discuss': {
      const discuss = pushedDiscussOf(frame.data.discuss);
      if (discuss) $pushedDiscuss.set(prepend($pushedDiscuss.get(), discuss, (x) => x.id === discuss.id));
      return;
    }
    case 'ping':
      return;
  }
}
