import { describe, expect, it } from 'vitest';
import { reactIsland } from '../../../src/islands/reactIsland.ts';

describe('an island carries the React renderer’s mark', () => {
  it('is marked for Astro, returned as it was, and still renders as before', () => {
    function Island(props: { name: string }) {
      return `hello ${props.name}`;
    }
    const marked = reactIsland(Island);
    expect(marked).toBe(Island);
    expect((marked as unknown as Record<symbol, unknown>)[Symbol.for('astro:renderer')]).toBe('@astrojs/react');
    expect(marked({ name: 'reader' })).toBe('hello reader');
    expect(Object.keys(marked)).toEqual([]);
  });
});
