import type { liveReports } from '../db/schema.ts';
import { absoluteUrl } from './columnShape.ts';
import { formatTime } from './formatTime.ts';

export type LiveReportRow = typeof liveReports.$inferSelect;

/** A member's portrait address, as the live room's items carry it. */
export const portrait = (origin: string, uid: number) => `${origin}/app_if/amuc/api/member/getPortrait?uid=${uid}`;

/** One report of a live room: an item of liveView's `list` (PLATFORM.md §5.2), also pushed by the live socket. */
export function liveReportItem(origin: string, r: LiveReportRow): Record<string, unknown> {
  return {
    fileId: r.id,
    title: r.title,
    publishtime: formatTime(r.publishTime),
    user: r.user,
    userID: r.userId,
    userIcon: portrait(origin, r.userId),
    content: r.content,
    sourceType: 1,
    attachments: (r.attachments as { type?: string; url?: string }[]).map((att) => ({ ...att, url: absoluteUrl(origin, att.url ?? '') })),
    isTop: r.isTop,
  };
}
