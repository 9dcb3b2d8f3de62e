import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, one project per area. Server tests share a migrated, Bible-imported database template
// made once per run by test/global-setup.ts (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    // PGlite is memory-hungry: two workers on the 2-core CI machine, one a core up to four on a larger one.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        test: {
          name: 'common',
          include: ['common/**/*.test.ts'],
          setupFiles: ['test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.ts'],
          setupFiles: ['test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One module graph per worker, not per file: importing the app (every module, the study engine,
          // the home indexes' code) cost 1.9 s a file on PGlite and 3.7 s on PostgreSQL, 361 s and 293 s
          // of a CI run (stop 46). Each file still builds its own app and database; no test mocks modules.
          isolate: false,
          setupFiles: ['test/fail-on-console.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
