// Lighthouse mobile performance of the shop page (issue 4, Done when: at least 90), in Debian's
// Chromium. Starts the server as the browser tests do (built app, demo data), runs Lighthouse's
// default mobile audit (simulated slow 4G, 4× CPU slowdown, Moto G Power screen) on /domaine-demo
// as a first-time visitor (storage reset: the age gate shows, as it does for a real first visit),
// a few times, and reports the median run. Fails below the threshold.
// Needs the `lighthouse` package (13.x) in the bench workspace.
// Usage: npm run build -w @cuvee/web && npx node bench/lighthouse-shop.mjs [--runs=3] [--min=90] [--path=/domaine-demo] [--json=/tmp/lighthouse-shop.json]
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';
import { startAppServer } from './storefront-server.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, ''))
    .map((a) => (a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, 'true'])),
);
const RUNS = Number(args.runs ?? 3);
const MIN = Number(args.min ?? 90);
const PAGE = args.path ?? '/domaine-demo';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const server = await startAppServer();
const debuggingPort = await freePort();
// Lighthouse drives the browser over the DevTools protocol port: Playwright only launches it.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? findChrome() ?? undefined,
  args: [...CHROME_ARGS, `--remote-debugging-port=${debuggingPort}`],
});

const results = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const answer = await lighthouse(`${server.url}${PAGE}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    if (!answer?.lhr) throw new Error('Lighthouse gave no result');
    const { lhr } = answer;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    results.push({ score, lhr });
    console.log(
      `run ${run}: performance ${score} — FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, ` +
        `TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

results.sort((a, b) => a.score - b.score);
const median = results[Math.floor(results.length / 2)];
if (args.json) writeFileSync(args.json, JSON.stringify(median.lhr, null, 2));
console.log(
  `Lighthouse mobile performance of ${PAGE}: ${median.score} (median of ${results.length}; ${results
    .map((r) => r.score)
    .join(', ')}) — threshold ${MIN}`,
);
if (median.score < MIN) {
  const lcp =
    median.lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`LCP element: ${lcp}`);
  console.error(`FAIL: performance ${median.score} < ${MIN}.`);
  process.exit(1);
}
console.log('OK');
