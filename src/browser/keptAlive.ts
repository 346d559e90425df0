/**
 * A like or a favourite that outlives the page (docs/decisions/162): runs `call` with the fetch it
 * starts made with `keepalive`, so a reader who taps 点赞 and leaves within the round trip still has
 * the like counted. Astro's Action client takes no fetch options, and it calls `fetch`
 * synchronously when an Action is called, so the call gets a fetch that adds the flag, for that one
 * synchronous step only.
 */
export function keptAlive<T>(call: () => T): T {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => original(input, { ...init, keepalive: true });
  try {
    return call();
  } finally {
    globalThis.fetch = original;
  }
}
