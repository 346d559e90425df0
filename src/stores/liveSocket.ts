/**
 * The live room's socket client (SPEC §4, §9 and the live socket contract), UI-free: connects to
 * `{url}/ws/{token}` when both exist, subscribes to the room on open, pings after 60 s of silence,
 * treats the connection as closed when nothing answered and it is not open 60 s later, and
 * reconnects 4 s after a close or an error. After FAILED_CONNECTS connects in a row that never
 * opened (a refused token, a proxy that drops upgrades, no server) it says 'failing' and tries
 * again only every RETRY_MS; the room polls meanwhile (docs/decisions/151). Frames whose code is not 200, whose type is unknown or
 * whose live id is not the page's are dropped here, so the room state never sees them.
 */
import { liveSocketAddress } from '../lib/liveRules.ts';
import { LIVE_FRAME_TYPES, type LiveFrame } from '../contracts/live.ts';

export const HEARTBEAT_MS = 60_000;
export const RECONNECT_MS = 4_000;
/** Connects in a row that never opened before the socket counts as failing. */
export const FAILED_CONNECTS = 3;
/** How often a failing socket is tried again. */
export const RETRY_MS = 30_000;
/** The contract's frame limit; a longer frame is not read. */
export const MAX_FRAME_CHARS = 64 * 1024;

/** The part of a WebSocket the client uses (the browser's, or `ws` in the tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const OPEN = 1;
const ignore = () => undefined;

/** Forgets a socket: later events of it change nothing (handlers stay set, so a late error is not unhandled). */
function detach(socket: SocketLike): void {
  socket.onopen = socket.onclose = socket.onerror = socket.onmessage = ignore;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One received frame for the room `liveId`, or null when it is to be ignored: not JSON text, too
 * long, code not 200, unknown type, or (every type but ping) a live id other than the page's.
 */
export function readLiveFrame(raw: unknown, liveId: number): LiveFrame | null {
  if (typeof raw !== 'string' || raw.length > MAX_FRAME_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || Number(parsed.code) !== 200) return null;
  const type = LIVE_FRAME_TYPES.find((known) => known === parsed.type);
  if (!type) return null;
  const data = isRecord(parsed.data) ? parsed.data : {};
  if (type !== 'ping' && String(data.liveId ?? '').trim() !== String(liveId)) return null;
  return { type, data };
}

/** 'failing': closed after FAILED_CONNECTS connects that never opened; the next try is RETRY_MS away. */
export type LiveSocketState = 'off' | 'connecting' | 'open' | 'closed' | 'failing';

export interface LiveSocketOptions {
  url: string;
  token: string;
  liveId: number;
  /** `location.protocol` of the page: `ws://` is only for http pages. */
  pageProtocol: string;
  create: (address: string) => SocketLike;
  onFrame: (frame: LiveFrame) => void;
  onState?: (state: LiveSocketState) => void;
}

export interface LiveSocketHandle {
  /** Whether a connection is allowed at all (URL, token and scheme). */
  readonly enabled: boolean;
  stop(): void;
}

export function connectLiveSocket(options: LiveSocketOptions): LiveSocketHandle {
  const address = liveSocketAddress(options.url, options.token, options.pageProtocol);
  if (!address) {
    options.onState?.('off');
    return { enabled: false, stop: () => undefined };
  }
  let socket: SocketLike | null = null;
  let silence: ReturnType<typeof setTimeout> | null = null;
  let check: ReturnType<typeof setTimeout> | null = null;
  let reconnect: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** Connects in a row that closed before they opened. */
  let failed = 0;
  let opened = false;

  const retry = () => {
    options.onState?.(failed >= FAILED_CONNECTS ? 'failing' : 'closed');
    reconnect = setTimeout(open, failed >= FAILED_CONNECTS ? RETRY_MS : RECONNECT_MS);
  };

  const clearTimers = () => {
    for (const timer of [silence, check, reconnect]) if (timer) clearTimeout(timer);
    silence = check = reconnect = null;
  };

  // After 60 s without a frame: ping, and give the socket 60 s more to be open and answer.
  const armSilence = (current: SocketLike) => {
    if (silence) clearTimeout(silence);
    if (check) clearTimeout(check);
    check = null;
    silence = setTimeout(() => {
      silence = null;
      if (current.readyState === OPEN) current.send(JSON.stringify({ type: 'ping' }));
      check = setTimeout(() => {
        check = null;
        lost(current);
      }, HEARTBEAT_MS);
    }, HEARTBEAT_MS);
  };

  /** Closed, failed or silent: drop this socket and come back 4 s later (once per socket). */
  const lost = (current: SocketLike) => {
    if (stopped || current !== socket) return;
    socket = null;
    clearTimers();
    detach(current);
    try {
      current.close();
    } catch {
      // Closing a socket that never opened may throw in some engines; it is gone either way.
    }
    failed = opened ? 0 : failed + 1;
    retry();
  };

  function open(): void {
    reconnect = null;
    if (stopped) return;
    let current: SocketLike;
    try {
      current = options.create(address!);
    } catch {
      failed++;
      retry();
      return;
    }
    socket = current;
    opened = false;
    options.onState?.('connecting');
    current.onopen = () => {
      if (current !== socket) return;
      opened = true;
      options.onState?.('open');
      current.send(JSON.stringify({ type: 'live_status_subscribe', data: { liveId: options.liveId } }));
      armSilence(current);
    };
    current.onmessage = (event) => {
      if (current !== socket) return;
      armSilence(current);
      const frame = readLiveFrame(event.data, options.liveId);
      if (frame) options.onFrame(frame);
    };
    current.onclose = () => lost(current);
    current.onerror = () => lost(current);
    // A connection that hangs while connecting counts as closed after the same 60 s.
    check = setTimeout(() => {
      check = null;
      if (current.readyState !== OPEN) lost(current);
    }, HEARTBEAT_MS);
  }

  open();
  return {
    enabled: true,
    stop() {
      stopped = true;
      clearTimers();
      const current = socket;
      socket = null;
      if (current) {
        detach(current);
        try {
          current.close();
        } catch {
          // already closing
        }
      }
      options.onState?.('off');
    },
  };
}
