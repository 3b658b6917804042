// Lighthouse mobile performance of the shop page (at least 90: the budget of decisions 0009–0012), in Debian's
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
import * as constants from 'lighthouse/core/config/constants.js';
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

/*
 * CPU calibration (Lighthouse docs/throttling.md, 'Calibrating the CPU slowdown'): the default
 * 4× slowdown assumes a high-end desktop host (benchmarkIndex 1500–2000) and turns it into a
 * mid-tier phone, i.e. a phone of index ≈ 1750 / 4 ≈ 440. A weaker host gets the multiplier
 * that lands on the same phone: index / 440, between 1 and 4. A first run at the default 4×
 * measures the host (and is printed, uncalibrated); --cpu=N forces a multiplier.
 */
const TARGET_INDEX = 440;
let cpu = args.cpu ? Number(args.cpu) : null;
async function audit(multiplier) {
  const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
  const answer = await lighthouse(
    `${server.url}${PAGE}`,
    {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    },
    { extends: 'lighthouse:default', settings: { throttling } },
  );
  if (!answer?.lhr) throw new Error('Lighthouse gave no result');
  if (answer.lhr.runtimeError)
    throw new Error(`Lighthouse: ${answer.lhr.runtimeError.code} ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}
const line = (lhr) => {
  const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
  return (
    `performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)} — FCP ${audit('first-contentful-paint')}, ` +
    `LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, ` +
    `SI ${audit('speed-index')}`
  );
};

const results = [];
try {
  if (cpu === null) {
    const first = await audit(4);
    const index = first.environment.benchmarkIndex;
    cpu = Math.min(4, Math.max(1, Math.round((index / TARGET_INDEX) * 10) / 10));
    console.log(`calibration run at 4× (host benchmarkIndex ${Math.round(index)}): ${line(first)}`);
    console.log(`CPU slowdown for a mid-tier phone on this host: ${cpu}×`);
  }
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await audit(cpu);
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    results.push({ score, lhr });
    console.log(`run ${run} at ${cpu}×: ${line(lhr)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

results.sort((a, b) => a.score - b.score);
const median = results[Math.floor(results.length / 2)];
if (args.json) writeFileSync(args.json, JSON.stringify(median.lhr, null, 2));
console.log(
  `Lighthouse mobile performance of ${PAGE}: ${median.score} at ${cpu}× CPU (median of ${results.length}; ${results
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
