import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (domain, contracts, web helpers), API tests that run
// against a real, migrated database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is
// set), and component tests of the web app in a simulated DOM (docs/decisions/0013).
/*
 * Vitest's default for `vitest run` is one worker fewer than the machine's cores: one worker on
 * CI's two, the other core idle. The unit project names its two workers (decision 0140), as the
 * API project does; the component project keeps the default (one here) until its files stop
 * leaking timers into each other (decision 0140). BENCH_WORKERS times the old default.
 */
const workers = Number(process.env.BENCH_WORKERS ?? 2);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // The demo is migrated and seeded once per run; each file starts from a copy of it,
          // and a worker keeps its PGlite instance from file to file (docs/decisions/0013).
          globalSetup: ['apps/api/src/test/test-db.global-setup.ts'],
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's own Vite config (the back office's: React 19, decision 0028) and defines.
        extends: './apps/web/vite.config.ts',
        resolve: {
          // ES builds, as Vite picks for the browser.
          conditions: ['module', 'browser', 'development'],
        },
        test: {
          name: 'component',
          root: '.',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // One DOM per worker for all its files (each test unmounts what it rendered).
          isolate: false,
          setupFiles: ['apps/web/src/test/component-setup.ts'],
        },
      },
    ],
  },
});
