// Main-thread cost of a first visit: opens a page with the CPU slowed 4× (as Lighthouse mobile
// does) and sums long tasks (> 50 ms) and their blocking time until the page is quiet.
// Usage: npx node bench/tbt-probe.mjs [--path=/domaine-demo] [--runs=3]
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';
import { startAppServer } from './storefront-server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const PAGE = args.path ?? '/domaine-demo';
const RUNS = Number(args.runs ?? 3);
const server = await startAppServer();
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      locale: 'fr-FR',
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = Math.round(e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { tasks, lcp, fcp } = await page.evaluate(() => ({
      tasks: window.__tasks,
      lcp: window.__lcp,
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    }));
    const blocking = tasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(
      `run ${run + 1}: FCP ${fcp} ms, LCP ${lcp} ms, long tasks ${tasks.length}, blocking ${blocking} ms — ${tasks
        .map(([s, d]) => `${s}+${d}`)
        .join(' ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
