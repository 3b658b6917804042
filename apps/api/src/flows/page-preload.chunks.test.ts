import { afterAll, describe, expect, it } from 'vitest';
import { appStart, inlineStylesheet, storefrontChunks, storefrontStyles } from '../plugins/web.ts';
import { webDistFixture } from './page-preload.fixture.ts';

// The manifest walks of the server's page building, on a made-up build.
const { dist, manifest, remove } = webDistFixture();
afterAll(remove);

describe('storefrontChunks', () => {
  it('lists the layout and area chunks with their imports, minus what the entry loads', () => {
    expect(storefrontChunks(manifest).sort()).toEqual([
      '/assets/box-1.js',
      '/assets/shops.layout-1.js',
      '/assets/storefront.area-1.js',
    ]);
    expect(storefrontChunks({})).toEqual([]);
  });

  it('writes a stylesheet into the page, or keeps its link when the build lacks the file', () => {
    expect(inlineStylesheet(dist, '/assets/card-1.css')).toBe(
      '<style data-href="/assets/card-1.css">.cv-card{border:1px solid #e7e0d8}</style><link rel="stylesheet" href="/assets/card-1.css" disabled>',
    );
    expect(inlineStylesheet(dist, '/assets/missing-1.css')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/missing-1.css">',
    );
  });

  it("lists the modules of the app's start-up steps (the entry's dynamic imports) and every stylesheet they bring", () => {
    // As main.tsx is built: a small entry importing its start-up steps dynamically.
    const steps = {
      'index.html': {
        file: 'assets/index-2.js',
        isEntry: true,
        imports: ['_reload.js'],
        dynamicImports: ['src/lib/i18n.ts', 'src/app/start.tsx'],
      },
      '_reload.js': { file: 'assets/reload-2.js' },
      'src/lib/i18n.ts': { file: 'assets/i18n-2.js', imports: ['_i18next.js'] },
      '_i18next.js': { file: 'assets/i18next-2.js' },
      'src/app/start.tsx': {
        file: 'assets/start-2.js',
        imports: ['src/lib/i18n.ts', '_react.js', '_reload.js'],
        dynamicImports: ['src/app/areas/dashboard.area.tsx'],
        css: ['assets/start-2.css'],
      },
      '_react.js': { file: 'assets/react-2.js', css: ['assets/react-2.css'] },
      'src/app/areas/dashboard.area.tsx': { file: 'assets/dashboard.area-2.js', css: ['assets/dash-2.css'] },
      'src/app/layouts/shops.layout.tsx': {
        file: 'assets/shops.layout-2.js',
        imports: ['_react.js', '_card.js'],
        css: ['assets/shops-2.css'],
      },
      '_card.js': { file: 'assets/card-2.js', css: ['assets/react-2.css', 'assets/card-2.css'] },
    };
    const start = appStart(steps);
    expect(start.modules.sort()).toEqual([
      '/assets/i18n-2.js',
      '/assets/i18next-2.js',
      '/assets/react-2.js',
      '/assets/start-2.js',
    ]);
    // Not the routes' chunks (loaded by the router, page by page).
    expect(start.styles.sort()).toEqual(['/assets/react-2.css', '/assets/start-2.css']);
    // The storefront adds only what the start has not loaded.
    expect(storefrontChunks(steps).sort()).toEqual(['/assets/card-2.js', '/assets/shops.layout-2.js']);
    expect(storefrontStyles(steps).sort()).toEqual(['/assets/card-2.css', '/assets/shops-2.css']);
    expect(appStart({})).toEqual({ modules: [], styles: [] });
  });

  it("lists the stylesheets of the storefront's chunks, minus the entry's (in every page already)", () => {
    expect(storefrontStyles(manifest).sort()).toEqual(['/assets/card-1.css', '/assets/shops-1.css']);
    expect(storefrontStyles({})).toEqual([]);
  });
});
