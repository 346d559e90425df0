/**
 * "Getting articles cancels an earlier pending request" (SPEC §7): one in-flight request per key.
 * Starting a new one aborts the previous; the aborted call resolves as an error of kind 'cancel'.
 *
 *   const latest = latestOnly();
 *   const page = await latest(`column:${id}`, (signal) => catalogue.getArticles({ columnId: id, page }, { signal }));
 */
export function latestOnly() {
  const inFlight = new Map<string, AbortController>();
  return async function run<T>(key: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    inFlight.get(key)?.abort();
    const controller = new AbortController();
    inFlight.set(key, controller);
    try {
      return await task(controller.signal);
    } finally {
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  };
}
