import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app as the server reads it (decisions 0028, 0036), in a folder of its own per
 * call (test files sharing a worker must not share it): the back office's page, the storefront
 * build's visitor page and shop-app template with its stylesheet, and a stand-in for the shop
 * app's server rendering that writes what it was given into the page (the real one is proven
 * by the browser journeys, e2e/storefront-ssr.spec.ts).
 */
export function webDistFixture() {
  const dist = mkdtempSync(path.join(tmpdir(), 'cuvee-dist-'));
  const page = (entry: string) =>
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cuvée</title>' +
    `<script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), page('/assets/office-1.js'));
  mkdirSync(path.join(dist, 'storefront', 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'storefront', 'index.html'), page('/storefront/assets/visitor-1.js'));
  writeFileSync(
    path.join(dist, 'storefront', 'shop.html'),
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n' +
      '    <script type="module" crossorigin src="/storefront/assets/shop-1.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/storefront/assets/shop-1.css">\n' +
      '    <!--head-->\n  </head>\n  <body>\n    <div id="root"><!--page--></div>\n  </body>\n</html>\n',
  );
  writeFileSync(path.join(dist, 'storefront', 'assets', 'shop-1.css'), '.cv-card{border:1px solid}');
  mkdirSync(path.join(dist, 'storefront-ssr'));
  writeFileSync(
    path.join(dist, 'storefront-ssr', 'entry-server.js'),
    [
      'const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");',
      'export async function render(input) {',
      '  const given = { ...input, answers: Object.keys(input.answers).sort() };',
      "  return { html: '<pre data-testid=\"rendered\">' + esc(JSON.stringify(given)) + '</pre>' };",
      '}',
    ].join('\n'),
  );
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
