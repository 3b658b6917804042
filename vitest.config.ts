import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (domain, contracts, web helpers), API tests that run
// against a real, migrated database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is
// set), and component tests of the web app in a simulated DOM (docs/decisions/0013).
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
      {
        // The web app's own Vite config: the same React → Preact compat aliases and defines.
        extends: './apps/web/vite.config.ts',
        resolve: {
          // ES builds, as Vite picks for the browser: Emotion's plain "import" build wraps its
          // CommonJS one, which would require React itself.
          conditions: ['module', 'browser', 'development'],
          alias: [
            // Testing Library's ES build (its CommonJS one would require React itself), and
            // Preact's act() where Testing Library asks React DOM's.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          ],
        },
        test: {
          name: 'component',
          root: '.',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // One DOM per worker for all its files (each test unmounts what it rendered).
          isolate: false,
          setupFiles: ['apps/web/src/test/component-setup.ts'],
          // Libraries that import React go through Vite, so that the aliases reach them too.
          server: {
            deps: {
              inline: [
                /@mui\//,
                /@emotion\//,
                /@testing-library\//,
                /react-i18next/,
                /zustand/,
                /@tanstack\//,
                /react-hook-form/,
                /@hookform\//,
              ],
            },
          },
        },
      },
    ],
  },
});
