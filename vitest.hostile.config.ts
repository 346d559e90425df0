import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files run one after another against one shared, supervised server (tests/hostile/globalSetup.ts),
 * in name order with final.test.ts last: it checks that the process lived through everything before it.
 */
class HostileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('final.test.ts') ? 1 : 0);
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['tests/hostile/**/*.test.ts'],
    globalSetup: ['tests/hostile/globalSetup.ts'],
    setupFiles: ['tests/hostile/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    sequence: { sequencer: HostileOrder },
  },
});
