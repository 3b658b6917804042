import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app as the server reads it (its page, Vite's manifest, three stylesheets), in a
 * folder of its own per call: test files sharing a worker must not share it.
 */
export function webDistFixture() {
  const dist = mkdtempSync(path.join(tmpdir(), 'cuvee-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cuvée</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body>' +
      '<div id="root"><!--first-paint--><div id="boot"></div><!--/first-paint--></div></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js', css: ['assets/index-1.css'] },
    '_box.js': { file: 'assets/box-1.js', imports: ['_react.js'], css: ['assets/card-1.css'] },
    'src/app/layouts/shops.layout.tsx': {
      file: 'assets/shops.layout-1.js',
      imports: ['_box.js', '_react.js'],
      css: ['assets/shops-1.css'],
    },
    'src/app/areas/storefront.area.tsx': { file: 'assets/storefront.area-1.js', imports: ['_box.js'] },
    'src/app/areas/dashboard.area.tsx': { file: 'assets/dashboard.area-1.js', imports: ['_react.js'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'shops-1.css'), '.age-gate{color:#1f1a17}');
  writeFileSync(path.join(dist, 'assets', 'card-1.css'), '.cv-card{border:1px solid #e7e0d8}');
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), '.cv-chat-button{right:20px}');
  return { dist, manifest, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
