/**
 * The live room's catch-up in the browser (docs/decisions/151): reads `fragments/liveCatchUp` after
 * every gap — a socket that (re)opened, the page shown again, the network back, a page restored from
 * the bfcache — and, while the socket cannot be used, every POLL_MS while the page is visible
 * (paused while hidden). One read at a time: a gap during a read asks for one more read after it,
 * never a pile of them. A read that fails changes nothing; the next gap or poll tries again.
 * The read is shared through caches for a few seconds, so it may miss what happened in the last
 * seconds of the gap: every gap is read twice, at once and FOLLOW_UP_MS later, both from the point
 * the page held when the gap ended (pushes that came in between must not move it past the gap).
 */

/** The fallback poll's interval while the page is visible. */
export const POLL_MS = 10_000;
/**
 * Longer than a catch-up answer can be old: the site's shared reads (2 s), its micro-cache and a
 * cache in front (s-maxage 2 s each).
 */
export const FOLLOW_UP_MS = 7_000;

export interface LiveCatchUpOptions {
  /** The endpoint's address with the room's id, without the since-values. */
  endpoint: string;
  /** The newest report and comment the page holds (0: none). */
  since: () => { since: number; discussSince: number };
  /** Applies a 200 answer's JSON. */
  apply: (answer: unknown) => void;
  load?: (url: string) => Promise<Response>;
  hidden?: () => boolean;
}

type Point = { since: number; discussSince: number };
/** The older of two points: a read from there covers both. */
const older = (a: Point | null, b: Point): Point => (a ? { since: Math.min(a.since, b.since), discussSince: Math.min(a.discussSince, b.discussSince) } : b);

export class LiveCatchUp {
  #options: LiveCatchUpOptions;
  #running: Promise<void> | null = null;
  #again: Point | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;
  #polling = false;
  #followUp: ReturnType<typeof setTimeout> | null = null;

  constructor(options: LiveCatchUpOptions) {
    this.#options = options;
  }

  /** After a gap: reads now and once more FOLLOW_UP_MS later, both from what the page holds now. */
  gap(): Promise<void> {
    const point = this.#options.since();
    if (this.#followUp) clearTimeout(this.#followUp);
    this.#followUp = setTimeout(() => {
      this.#followUp = null;
      void this.run(point);
    }, FOLLOW_UP_MS);
    return this.run(point);
  }

  /** Reads what the room missed since `point` (by default what the page holds now); resolves when the room holds it (or the read failed). */
  run(point: Point = this.#options.since()): Promise<void> {
    if (this.#running) {
      this.#again = older(this.#again, point);
      return this.#running;
    }
    this.#running = this.#read(point).finally(() => {
      this.#running = null;
      const again = this.#again;
      this.#again = null;
      if (again) void this.run(again);
    });
    return this.#running;
  }

  async #read({ since, discussSince }: Point): Promise<void> {
    const url = `${this.#options.endpoint}&since=${since}&discussSince=${discussSince}`;
    try {
      const response = await (this.#options.load ?? ((address) => fetch(address, { credentials: 'omit' })))(url);
      if (response.ok) this.#options.apply(await response.json());
    } catch {
      // Offline or a broken answer: the next gap or poll reads again.
    }
  }

  /** Polls while the socket cannot be used; `false` stops (the socket is back). */
  poll(on: boolean): void {
    this.#polling = on;
    this.visibilityChanged();
  }

  /** Pauses the poll while hidden and starts it again (after a read at once) when shown. */
  visibilityChanged(): void {
    const hidden = this.#options.hidden ?? (() => document.visibilityState === 'hidden');
    const want = this.#polling && !hidden();
    if (want && !this.#poll) this.#poll = setInterval(() => void this.run(), POLL_MS);
    if (!want && this.#poll) {
      clearInterval(this.#poll);
      this.#poll = null;
    }
  }

  stop(): void {
    if (this.#followUp) clearTimeout(this.#followUp);
    this.#followUp = null;
    this.poll(false);
  }
}
