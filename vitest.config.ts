import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/platform/**/*.test.ts', 'tests/build/**/*.test.ts'],
    // Contract tests start a real database and HTTP server; keep it to the machine's two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
