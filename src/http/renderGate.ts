/**
 * How many pages render at once (docs/decisions/115). Node interleaves every request it has read:
 * fifty connections asking for uncached pages meant fifty half-built pages in memory together,
 * each holding its strings, props and buffers — a heap of 100 MB and an RSS past 400 MB, and at a
 * few hundred connections a heap out of memory. Rendering is CPU work on one thread, so running
 * more of it at once finishes nothing sooner. The gate lets `concurrency` renders run and queues the
 * rest in arrival order; when `maxWaiting` are already queued, a request is refused at once (the
 * caller answers 503 with Retry-After) rather than held without bound.
 */
export interface RenderGate {
  /** Runs `work` when a slot is free; false when the queue is full and `work` never runs. */
  run(work: () => Promise<void>): Promise<boolean>;
  readonly running: number;
  readonly waiting: number;
}

export function createRenderGate(options: { concurrency: number; maxWaiting: number }): RenderGate {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run(work) {
      if (running >= options.concurrency) {
        if (queue.length >= options.maxWaiting) return false;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        await work();
      } finally {
        release();
      }
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
