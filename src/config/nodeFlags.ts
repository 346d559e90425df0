/**
 * How V8 is sized for the site's server (docs/decisions/115, 118, 125): a young generation of 8 MB
 * semi-spaces and an old generation capped at 192 MB; and WebAssembly left to V8's baseline
 * compiler, Liftoff. Every way the server starts passes these — the npm scripts (checked by a
 * test), Playwright, the benchmark and Lighthouse — so what is measured is what runs. The render
 * gate (src/http/renderGate.ts) keeps live memory well inside the cap.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=192', '--liftoff-only'];

/**
 * The bundled platform's only WebAssembly is PGlite's Postgres. Without `--liftoff-only`, V8's
 * optimising compiler takes it up in the second after start and holds some 450 MB of compiler
 * memory while it does: the default process peaked at 744–762 MB before settling at 240 MB, and the
 * platform alone at 893–933 MB (docs/decisions/125). Its queries are no slower measurably without it.
 * The platform alone (`npm run platform`, the benchmark) runs with this flag too.
 */
export const PLATFORM_NODE_FLAGS: readonly string[] = ['--liftoff-only'];
