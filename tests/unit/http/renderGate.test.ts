import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRenderGate } from '../../../src/http/renderGate.ts';
import { PLATFORM_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../../src/config/nodeFlags.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('render gate', () => {
  it('runs at most `concurrency` renders at once, the rest in arrival order', async () => {
    const gate = createRenderGate({ concurrency: 2, maxWaiting: 10 });
    const started: number[] = [];
    const finish: Array<() => void> = [];
    let peak = 0;
    const runs = [0, 1, 2, 3, 4].map((i) =>
      gate.run(async () => {
        started.push(i);
        peak = Math.max(peak, gate.running);
        await new Promise<void>((resolve) => finish.push(resolve));
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(3);
    while (finish.length) {
      finish.shift()!();
      await tick();
    }
    expect(await Promise.all(runs)).toEqual([true, true, true, true, true]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(gate.running).toBe(0);
  });

  it('refuses at once when the queue is full, and frees the slot of a render that throws', async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 1 });
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = gate.run(async () => {
      throw new Error('render failed');
    });
    expect(await gate.run(async () => {})).toBe(false);
    release();
    expect(await first).toBe(true);
    await expect(second).rejects.toThrow('render failed');
    expect(gate.running).toBe(0);
    expect(await gate.run(async () => {})).toBe(true);
  });
});

describe('V8 sizing', () => {
  it('npm start and npm run serve pass the server its flags, and npm run platform the platform its own', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'serve']) expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} src/server.ts`);
    expect(scripts.platform).toBe(`node ${PLATFORM_NODE_FLAGS.join(' ')} src/platform/platformServer.ts`);
  });
});
