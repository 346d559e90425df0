/**
 * How V8 is sized for the site's server (docs/decisions/115, 118): a young generation of 8 MB semi-spaces
 * and an old generation capped at 192 MB. Every way the server starts passes these — the npm
 * scripts (checked by a test), Playwright, the benchmark and Lighthouse — so what is measured is
 * what runs. The render gate (src/http/renderGate.ts) keeps live memory well inside the cap.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=192'];
