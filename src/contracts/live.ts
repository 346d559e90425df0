/**
 * What the live socket sends the live room (the platform's live socket contract, ADR 090): the frame
 * types the room reads, and a frame as the socket client hands it on once it has checked its code and
 * live id (stores/liveSocket.ts). The room's state (stores/liveRoom.ts) reads nothing else.
 */
export const LIVE_FRAME_TYPES = ['ping', 'live_status', 'live_status_subscribe', 'live_reporting', 'live_discuss'] as const;
export type LiveFrameType = (typeof LIVE_FRAME_TYPES)[number];

export interface LiveFrame {
  type: LiveFrameType;
  data: Record<string, unknown>;
}
