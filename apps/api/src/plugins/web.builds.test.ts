import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app.ts';

// A web dist with the back office's page at its root and the storefront's own build in
// dist/storefront (decision 0028), each with its manifest.
const dist = mkdtempSync(path.join(tmpdir(), 'cuvee-builds-'));
const page = (entry: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cuvée</title>` +
  `<script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
function build(folder: string, entry: string) {
  const root = path.join(dist, folder);
  mkdirSync(path.join(root, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), page(`/${folder ? `${folder}/` : ''}assets/${entry}`));
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: `assets/${entry}`, isEntry: true, dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start-1.js', css: ['assets/start-1.css'] },
    }),
  );
  writeFileSync(path.join(root, 'assets', 'start-1.css'), `.cv-${folder || 'office'}{margin:0}`);
}
build('', 'office-1.js');
build('storefront', 'shop-1.js');

const testApp = appServingWebDist(dist);

const html = async (url: string) => (await testApp().app.inject({ method: 'GET', url })).body;

describe("each page is answered by its build's page (decision 0028)", () => {
  it.each([
    '/domaine-demo',
    '/domaine-demo/les-galets-rouge',
    '/shops/DEMO2026/legal-notice',
    '/domaine-demo/nutritiveValues',
    '/auth/login?id=DEMO2026',
  ])('%s: the storefront build, with its start-up styles', async (url) => {
    const body = await html(url);
    expect(body).toContain('src="/storefront/assets/shop-1.js"');
    expect(body).not.toContain('office-1.js');
    expect(body).toContain('.cv-storefront{margin:0}');
  });

  it("/index.html, the service worker's offline shell: the back office's page, 200", async () => {
    const answer = await testApp().app.inject({ method: 'GET', url: '/index.html' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('src="/assets/office-1.js"');
  });

  it.each(['/dashboard', '/dashboard/products', '/admin', '/shops'])(
    '%s: the back office build',
    async (url) => {
      const body = await html(url);
      expect(body).toContain('src="/assets/office-1.js"');
      expect(body).not.toContain('shop-1.js');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/start-1.js">');
    },
  );

  it("serves each build's files, never its page or manifest as a file", async () => {
    const file = await testApp().app.inject({ method: 'GET', url: '/storefront/assets/start-1.css' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    // Not the raw files: a page of the app as the server writes it (its styles inlined).
    expect(await html('/storefront/.vite/manifest.json')).not.toContain('"isEntry"');
    const raw = await html('/storefront/index.html');
    expect(raw).toContain('<style');
  });
});
