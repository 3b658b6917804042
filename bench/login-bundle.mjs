// Measures the JavaScript the login page loads (gzip), in Chromium, against the built web
// app (apps/web/dist), and fails above the budget (at most 200 KB: the budget of decision 0008).
// The sign-in pages are served by the storefront's build (dist/storefront/index.html, decision
// 0028), as the API serves them; --index=index.html measures the back office's page instead.
// Usage: npm run build -w @cuvee/web && node bench/login-bundle.mjs [--budget=200] [--path=/auth/login] [--dist=apps/web/dist] [--index=storefront/index.html]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/chrome.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const BUDGET_KB = Number(args.budget ?? 200);
const PAGE = args.path ?? '/auth/login';
const dist = path.resolve(args.dist ?? path.resolve(import.meta.dirname, '../apps/web/dist'));
const INDEX = args.index ?? 'storefront/index.html';
if (!existsSync(path.join(dist, INDEX))) {
  console.error('apps/web/dist is missing: run `npm run build -w @cuvee/web` first.');
  process.exit(2);
}

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

// The built app as the API serves it: static files, index.html for client routes, and the
// few public API answers the login page asks for.
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/v1/maintenances') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({
        success: true,
        banner: false,
        page: false,
        startDate: null,
        endDate: null,
        message: null,
      }),
    );
  }
  if (url.pathname.startsWith('/v1/')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ success: false, message: 'Route introuvable' }));
  }
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(dist, INDEX);
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: findChrome() ?? undefined, args: CHROME_ARGS });
const context = await browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR' });
const page = await context.newPage();
const scripts = new Map();
page.on('response', (response) => {
  const url = new URL(response.url());
  const isJs =
    url.pathname.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript');
  if (isJs && url.port === String(port)) scripts.set(url.pathname, url.pathname);
});

await page.goto(`http://127.0.0.1:${port}${PAGE}`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /Se connecter|Sign in/ }).waitFor({ timeout: 15_000 });
await page.waitForTimeout(1000);
await browser.close();
server.close();

const rows = [...scripts.keys()]
  .map((pathname) => {
    const body = readFileSync(path.join(dist, pathname));
    return { file: pathname, raw: body.length, gzip: gzipSync(body).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`JavaScript loaded by ${PAGE} (${rows.length} files):`);
for (const row of rows) console.log(`${kb(row.gzip)} KB gz  ${kb(row.raw)} KB raw  ${row.file}`);
console.log(`${kb(total)} KB gzip in total — budget ${BUDGET_KB} KB`);
if (total > BUDGET_KB * 1024) {
  console.error(
    `FAIL: the login page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (> ${BUDGET_KB} KB).`,
  );
  process.exit(1);
}
console.log('OK');
