import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const port = Number(process.env.E2E_PORT ?? 3999);
export const baseURL = `http://localhost:${port}`;

/**
 * Browser journeys against the built app served by the API (as `npm start` serves it),
 * on a fresh PGlite database with the demo data, in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChrome() ?? undefined, args: CHROME_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `${baseURL}/v1/maintenances`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ...(process.env as Record<string, string>), E2E_PORT: String(port) },
  },
});
