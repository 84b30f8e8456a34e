import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per processor less one: one at a time on the 2-core CI machine, the other
    // core idle through every file's imports and each API test's database waits. Three at a time keep both busy
    // (decision 050: the measured gain).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Guards a hang only: generous, so a test that takes 5 s on a busy machine (load 10+) still passes.
          // No test asserts how long it took; speed is measured by `npm run bench:units` and friends.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-db.ts'],
          // The files share a worker's modules: each file builds its own app on its own database copy and mocks
          // nothing, so only the imports were per file, and they were a third of the suite's time (measured: 340 s
          // of imports for 285 files isolated, 39 s shared; decision 063). The unit files mock modules: isolated.
          isolate: false,
          // Hang guards, generous for a busy machine (see the unit project).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
