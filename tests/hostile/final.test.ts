/**
 * Runs last (see vitest.hostile.config.ts). Media first — unknown picture keys must not make the
 * platform render and store files — then what the whole suite did to the process: it must still be
 * the same process, answering, with its memory bounded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { HOME_PATH, expectSane, info, request, supervisorState } from './suiteServer.ts';
import { diskUse, isAlive, memoryOf } from './serverProcess.ts';

/**
 * How far the peak RSS may rise above the RSS at "ready". The absolute figure is no good as a cap:
 * at ready the process sits anywhere between 0.4 and 0.9 GB (the embedded database, pre-compressed
 * static files, start-up garbage not yet collected). The growth is what hostile input controls: it
 * leaves room for rendering every page but not for a body or a render queue held in memory (one
 * buffered 2 GB upload added 1.7 GB).
 */
const PEAK_GROWTH_CAP_MB = 400;
const imagesDir = path.join(info.mediaDir, 'images');
const unknownKey = (size: string, ext = 'jpg') => `zz${randomBytes(6).toString('hex')}_${size}.${ext}`;

describe('media', () => {
  test('an unknown image key gets 404 and writes nothing', async () => {
    // 750x422 is not a size the platform renders; the others are, so only the key makes them unknown.
    const files = [unknownKey('750x422'), unknownKey('800x450'), unknownKey('1200x675'), unknownKey('300x300', 'png'), unknownKey('600x400', 'webp')];
    for (const file of files) {
      const response = await request({ path: `/platform-media/images/${file}` });
      expectSane(response, file);
      expect(response.status, file).toBe(404);
      expect(existsSync(path.join(imagesDir, file)), `${file} written to disk`).toBe(false);
    }
  });

  test('2,000 distinct unknown keys leave the media folder as it was', async () => {
    const before = diskUse(info.mediaDir);
    const keys = Array.from({ length: 2_000 }, () => unknownKey('120x120'));
    const statuses = new Map<number, number>();
    let next = 0;
    // Bounded concurrency, like a scraper would use; the server decides how expensive each one is.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < keys.length) {
          const response = await request({ path: `/platform-media/images/${keys[next++]!}`, timeoutMs: 30_000 });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const after = diskUse(info.mediaDir);
    console.log(
      `[hostile] media dir before ${before.files} files / ${(before.bytes / 1024).toFixed(0)} KB, after 2,000 unknown keys ${after.files} files / ${(after.bytes / 1024).toFixed(0)} KB; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 404: 2_000 });
    expect(after.files - before.files, 'files added').toBe(0);
    expect(after.bytes - before.bytes, 'bytes added').toBe(0);
  });
});

describe('after everything', () => {
  test('the process that started the suite is still alive and serves home', async () => {
    const state = supervisorState();
    const crashes = state.crashes.map((crash) => `pid ${crash.pid} exit ${crash.code ?? crash.signal}: ${/\n(\w*Error[^\n]*)/.exec(crash.outputTail)?.[1] ?? crash.outputTail.slice(-200)}`);
    if (crashes.length) console.log(`[hostile] crashes during the suite:\n${crashes.join('\n')}`);
    expect(crashes, 'the server crashed during the suite').toEqual([]);
    expect(isAlive(state.pid)).toBe(true);
    const home = await request({ path: HOME_PATH });
    expect(home.status).toBe(200);
  });

  test(`peak RSS rose less than ${PEAK_GROWTH_CAP_MB} MB above the RSS at ready`, () => {
    const state = supervisorState();
    const memory = memoryOf(state.pid);
    expect(memory, '/proc status readable').not.toBeNull();
    console.log(
      `[hostile] server memory: at ready ${state.readyRssMb.toFixed(0)} MB, now VmRSS ${memory!.rssMb.toFixed(0)} MB, peak VmHWM ${memory!.hwmMb.toFixed(0)} MB (growth cap ${PEAK_GROWTH_CAP_MB} MB)`,
    );
    expect(memory!.hwmMb - state.readyRssMb).toBeLessThan(PEAK_GROWTH_CAP_MB);
  });
});
