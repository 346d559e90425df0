import type { WebSocket } from 'ws';

export interface LiveLimits {
  /** Open sockets a process holds at most; more are refused with 503 before the upgrade. */
  maxConnections: number;
  /**
   * Open sockets one client address holds at most in a process (docs/decisions/142): more are
   * refused with 429 before the upgrade. Several, since readers behind one carrier NAT share one.
   */
  maxPerAddress: number;
  /** Live rooms one socket may follow. */
  maxRooms: number;
  /** A socket with more unsent bytes than this is a reader that does not read: it is dropped. */
  maxBufferedBytes: number;
  /** Frames a socket may send in one window before it is closed (1008). */
  maxMessagesPerWindow: number;
  windowMs: number;
  /** Protocol pings this often; a socket that did not answer the previous one is terminated. */
  heartbeatMs: number;
}

export const LIVE_LIMITS: LiveLimits = {
  maxConnections: 10_000,
  maxPerAddress: 20,
  maxRooms: 20,
  maxBufferedBytes: 1024 * 1024,
  maxMessagesPerWindow: 60,
  windowMs: 10_000,
  heartbeatMs: 30_000,
};

export interface LiveClient {
  ws: WebSocket;
  /** What URLs in this socket's pushes start with (the public origin, else the one it connected to). */
  origin: string;
  /** The client address it is counted for (clientAddress.ts). */
  address: string;
  rooms: Set<number>;
  alive: boolean;
  messages: number;
  windowStart: number;
}

/**
 * One process's open live sockets and the rooms they follow. Pushes reach only a room's
 * subscribers; the frame is shaped once per origin, not once per socket.
 */
export class LiveHub {
  /** Set when a socket server is attached: getConfig then advertises the socket. */
  accepting = false;
  readonly clients = new Set<LiveClient>();
  private readonly rooms = new Map<number, Set<LiveClient>>();
  /** Open sockets per client address; an address with none has no entry. */
  private readonly perAddress = new Map<string, number>();
  private readonly closers: (() => void)[] = [];
  /** Sockets dropped for not reading (a number to watch, and what the tests check). */
  dropped = 0;

  readonly limits: LiveLimits;

  constructor(limits: LiveLimits = LIVE_LIMITS) {
    this.limits = limits;
  }

  get full(): boolean {
    return this.clients.size >= this.limits.maxConnections;
  }

  /** True when the address already holds its share of sockets. */
  addressFull(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) >= this.limits.maxPerAddress;
  }

  add(ws: WebSocket, origin: string, address: string): LiveClient {
    const client: LiveClient = { ws, origin, address, rooms: new Set(), alive: true, messages: 0, windowStart: Date.now() };
    this.clients.add(client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    return client;
  }

  remove(client: LiveClient): void {
    // Called again for a socket already gone (an error, then its close): its address counts it once.
    if (this.clients.delete(client)) {
      const left = (this.perAddress.get(client.address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(client.address, left);
      else this.perAddress.delete(client.address);
    }
    for (const liveId of client.rooms) {
      const members = this.rooms.get(liveId);
      members?.delete(client);
      if (members?.size === 0) this.rooms.delete(liveId);
    }
    client.rooms.clear();
  }

  /** Counts one client frame; false when the socket sent too many in the current window. */
  withinRate(client: LiveClient, now = Date.now()): boolean {
    if (now - client.windowStart >= this.limits.windowMs) {
      client.windowStart = now;
      client.messages = 0;
    }
    client.messages += 1;
    return client.messages <= this.limits.maxMessagesPerWindow;
  }

  subscribe(client: LiveClient, liveId: number): 'subscribed' | 'full' {
    if (!client.rooms.has(liveId) && client.rooms.size >= this.limits.maxRooms) return 'full';
    client.rooms.add(liveId);
    let members = this.rooms.get(liveId);
    if (!members) this.rooms.set(liveId, (members = new Set()));
    members.add(client);
    return 'subscribed';
  }

  unsubscribe(client: LiveClient, liveId: number): void {
    client.rooms.delete(liveId);
    const members = this.rooms.get(liveId);
    members?.delete(client);
    if (members?.size === 0) this.rooms.delete(liveId);
  }

  hasSubscribers(liveId: number): boolean {
    return (this.rooms.get(liveId)?.size ?? 0) > 0;
  }

  /** Sends one room a frame built per origin; returns how many sockets it was sent to. */
  async publish(liveId: number, frameFor: (origin: string) => Promise<string | null> | string | null): Promise<number> {
    const members = this.rooms.get(liveId);
    if (!members?.size) return 0;
    const frames = new Map<string, string | null>();
    for (const client of members) if (!frames.has(client.origin)) frames.set(client.origin, null);
    for (const origin of frames.keys()) frames.set(origin, await frameFor(origin));
    let sent = 0;
    // Subscribers may have come or gone while the frame was shaped: take the room as it is now.
    for (const client of [...(this.rooms.get(liveId) ?? [])]) {
      const frame = frames.get(client.origin);
      if (frame && this.send(client, frame)) sent += 1;
    }
    return sent;
  }

  /**
   * Sends unless the socket is not reading: its unsent bytes past the cap mean it would only hold
   * more memory with every push, so it is terminated instead.
   */
  send(client: LiveClient, frame: string): boolean {
    const { ws } = client;
    if (ws.readyState !== ws.OPEN) return false;
    if (ws.bufferedAmount + Buffer.byteLength(frame) > this.limits.maxBufferedBytes) {
      this.dropped += 1;
      this.remove(client);
      ws.terminate();
      return false;
    }
    ws.send(frame);
    return true;
  }

  /** One heartbeat round: terminates sockets that did not answer the last ping, pings the rest. */
  beat(): void {
    for (const client of [...this.clients]) {
      if (!client.alive) {
        this.remove(client);
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      try {
        client.ws.ping();
      } catch {
        this.remove(client);
        client.ws.terminate();
      }
    }
  }

  onClose(closer: () => void): void {
    this.closers.push(closer);
  }

  /** Ends every socket (close code 1001, going away) and stops the heartbeat and the listener. */
  close(): void {
    this.accepting = false;
    for (const closer of this.closers.splice(0)) closer();
    for (const client of [...this.clients]) {
      this.remove(client);
      client.ws.close(1001);
      setTimeout(() => client.ws.terminate(), 1000).unref();
    }
  }
}
