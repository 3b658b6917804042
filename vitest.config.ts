import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (domain, contracts, web helpers) and API tests that
// run against a real, migrated database (PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
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
    ],
  },
});
