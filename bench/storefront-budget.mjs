// The shop page's first-load JavaScript (at most 110 KB gzipped: issue 12, decision 0036).
// Starts the server as the browser tests do (built app, demo data), opens /domaine-demo in
// Debian's Chromium as a first-time visitor (no cache, no service worker), waits until the
// product cards are shown and the network is idle, and sums the gzipped size of every
// script loaded from the app's host. Fails above the budget.
// Usage: npm run build -w @cuvee/web && npx node bench/storefront-budget.mjs [--budget=110] [--path=/domaine-demo]
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';
import { startAppServer } from './storefront-server.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, ''))
    .map((a) => (a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, 'true'])),
);
const BUDGET_KB = Number(args.budget ?? 110);
const PAGE = args.path ?? '/domaine-demo';
const READY = args.ready ?? '[data-testid="product-card"]';

const server = await startAppServer();
const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });
let rows = [];
const foreign = new Set();
try {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR' });
  const page = await context.newPage();
  const appHost = new URL(server.url).host;
  const pending = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== appHost) foreign.add(url.host);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.host !== appHost || !(url.pathname.endsWith('.js') || type.includes('javascript'))) return;
    pending.push(
      response.body().then(
        (body) => ({ file: url.pathname, raw: body.length, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  await page.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
  await page.locator(READY).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  rows = (await Promise.all(pending)).filter(Boolean);
} finally {
  await browser.close();
  await server.stop();
}

// A file fetched twice (preload then import) counts once.
const unique = [...new Map(rows.map((r) => [r.file, r])).values()].sort((a, b) => b.gzip - a.gzip);
const total = unique.reduce((sum, row) => sum + row.gzip, 0);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`JavaScript loaded by ${PAGE} (${unique.length} files):`);
for (const row of unique) console.log(`${kb(row.gzip)} KB gz  ${kb(row.raw)} KB raw  ${row.file}`);
console.log(`${kb(total)} KB gzip in total — budget ${BUDGET_KB} KB`);
if (foreign.size > 0) console.log(`Requests to other hosts: ${[...foreign].join(', ')}`);
if (total > BUDGET_KB * 1024) {
  console.error(
    `FAIL: ${PAGE} loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (> ${BUDGET_KB} KB).`,
  );
  process.exit(1);
}
console.log('OK');
