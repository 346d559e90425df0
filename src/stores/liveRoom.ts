/**
 * The live room's state in the browser (SPEC §4): its status and player source, and the reports
 * and discussion that arrived since the page was rendered, newest first. Filled from the frames the
 * live socket let through and from the catch-up reads after a gap (docs/decisions/151), merged by
 * one order (lib/liveOrder.ts); the page's own HTML holds everything before that.
 */
import { atom } from 'nanostores';
import { liveStatusOf, playerSource, type LiveStatus, type PlayerMode } from '../lib/liveRules.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import type { LiveFrame } from '../contracts/live.ts';
import { mergeNewestFirst } from '../lib/liveOrder.ts';

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

const reportOrder = (r: PushedReport) => ({ id: r.fileId, time: r.publishtime });
const discussOrder = (d: PushedDiscuss) => ({ id: d.id, time: d.created });

function mergeReports(incoming: PushedReport[]): void {
  if (incoming.length) $pushedReports.set(mergeNewestFirst($pushedReports.get(), incoming, reportOrder, PUSHED_LIMIT));
}

function mergeDiscuss(incoming: PushedDiscuss[]): void {
  if (incoming.length) $pushedDiscuss.set(mergeNewestFirst($pushedDiscuss.get(), incoming, discussOrder, PUSHED_LIMIT));
}

/**
 * Where a status comes from. A push is the newest word and always applies. A read (catch-up or
 * poll) may be a few seconds old (its cache): while pushes arrive it only moves the room forward
 * (preview → live → ended), so a cached read never undoes a newer push; without pushes it is the
 * only source and applies as it is.
 */
export type StatusSource = 'push' | 'readWithPushes' | 'readAlone';

function applyStatus(data: Record<string, unknown>, source: StatusSource): void {
  const status = liveStatusOf(data.status);
  if (status === null) return;
  const current = $livePlayer.get();
  if (source === 'readWithPushes' && status < current.status) return;
  // A status may carry the stream addresses; without them the page's own stay.
  const liveUrl = safeMedia(data.appLiveUrl) || current.liveUrl;
  const playbackUrl = safeMedia(data.appPlaybackUrl) || current.playbackUrl;
  const next = { status, liveUrl, playbackUrl, ...playerSource(status, liveUrl, playbackUrl) };
  if (next.status !== current.status || next.src !== current.src || next.mode !== current.mode) $livePlayer.set(next);
}

/** Applies one frame the socket let through (its code and live id are already checked). */
export function applyLiveFrame(frame: LiveFrame): void {
  switch (frame.type) {
    case 'live_status':
    case 'live_status_subscribe':
      applyStatus(frame.data, 'push');
      return;
    case 'live_reporting': {
      const report = pushedReportOf(frame.data.report);
      if (report) mergeReports([report]);
      return;
    }
    case 'live_discuss': {
      const discuss = pushedDiscussOf(frame.data.discuss);
      if (discuss) mergeDiscuss([discuss]);
      return;
    }
    case 'ping':
      return;
  }
}

/**
 * Applies a catch-up read (`fragments/liveCatchUp`, loaders/liveCatchUp.ts) of the room `liveId`:
 * its status (by the rule of StatusSource), its reports and its comments, merged with what the room
 * already holds. An answer for another room, or not an object, changes nothing; returns whether it
 * was applied.
 */
export function applyLiveCatchUp(answer: unknown, liveId: number, source: Exclude<StatusSource, 'push'>): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  if (id(a.liveId) !== liveId || liveId === 0) return false;
  applyStatus(a, source);
  const items = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
    Array.isArray(value)
      ? value
          .slice(0, PUSHED_LIMIT)
          .map(read)
          .filter((x): x is T => x !== null)
      : [];
  mergeReports(items(a.reports, pushedReportOf));
  mergeDiscuss(items(a.discuss, pushedDiscussOf));
  return true;
}
