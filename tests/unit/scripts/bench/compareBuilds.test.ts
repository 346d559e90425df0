import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serveFlagsOf } from '../../../../scripts/bench/compareBuilds.ts';
import { SERVER_NODE_FLAGS } from '../../../../src/config/nodeFlags.ts';

const withServe = (serve?: string) => JSON.stringify({ scripts: serve === undefined ? {} : { serve } });

describe('the Node flags a compared checkout starts its server with', () => {
  it.each([
    ['flags before the entry', 'node --max-semi-space-size=8 --max-old-space-size=192 src/server.ts', ['--max-semi-space-size=8', '--max-old-space-size=192']],
    ['no flags (older checkouts)', 'node src/server.ts', []],
    ['not a plain node command', 'astro build && node src/server.ts', []],
    ['another entry', 'node --inspect other.ts', []],
    ['no serve script', undefined, []],
  ])('%s', (_case, serve, flags) => {
    expect(serveFlagsOf(withServe(serve))).toEqual(flags);
  });

  it("reads this checkout's own flags, the ones the server is sized with", () => {
    expect(serveFlagsOf(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'))).toEqual([...SERVER_NODE_FLAGS]);
  });
});
