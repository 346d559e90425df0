/**
 * The bundled platform's only WebAssembly is PGlite's Postgres. Without `--liftoff-only`, V8's
 * optimising compiler takes it up in the second after start and holds hundreds of MB of compiler
 * memory while it does, for queries no measurably faster (docs/decisions/125).
 * `npm run platform` and the benchmark's platform run with these; the server, which hosts the
 * platform by default, with them too.
 */
export const PLATFORM_NODE_FLAGS: readonly string[] = ['--liftoff-only'];

/**
 * How V8 is sized for the site's server (docs/decisions/115, 118, 125, 128): the young and old
 * generations' sizes, no allocation-site pretenuring (V8 took to allocating render output straight
 * into the old generation, where, dead, it kept young objects alive until the next full
 * collection: 128), and the platform's flags. Every way the server starts passes these — the npm scripts (checked by a
 * test), Playwright, the benchmark, Lighthouse and the hostile suite — so what is measured is what
 * runs. The render gate (src/http/renderGate.ts) keeps live memory well inside the cap.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=192', '--initial-old-space-size=56', '--no-allocation-site-pretenuring', ...PLATFORM_NODE_FLAGS];
