import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: the config runs in Node before any workspace package is bundled.
import { APP_VERSION } from '../../packages/domain/src/constants.ts';
import { inertZod } from './build/inert-zod.ts';
import { designTokens } from './src/design/design-tokens.plugin.ts';
import { COLORS } from './src/design/design-tokens.ts';

const API = process.env.CUVEE_API_URL ?? 'http://localhost:3000';
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');

/** The polled "version file on the app host" (spec §7); the API serves it with no cache. */
export const VERSION_FILE = 'version.json';

/**
 * The version the build writes to its version file and compares against while polling. The
 * storefront's build (decision 0028) runs after the back office's and takes its version from
 * the file that build wrote: otherwise every storefront page would see a 'new version'.
 */
function buildVersion(storefront: boolean): string {
  const written = fileURLToPath(new URL(`dist/${VERSION_FILE}`, import.meta.url));
  if (storefront && existsSync(written)) {
    const { version } = JSON.parse(readFileSync(written, 'utf8')) as { version?: unknown };
    if (typeof version === 'string') return version;
  }
  return `${APP_VERSION}+${stamp}`;
}

function versionFile(version: string): Plugin {
  return {
    name: 'cuvee-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE,
        source: `${JSON.stringify({ version })}\n`,
      });
    },
  };
}

/**
 * The app's start-up steps (src/main.tsx imports them one by one, each evaluated in a task of
 * its own), in their order: each step's modules, with what they import and an earlier step has
 * not loaded, go into one file per step. Every page loads these modules anyway, so grouping
 * them costs no page a byte; it saves a first visit some 20 requests (a phone on a slow
 * network waits for each round trip; decisions 0009–0012, the shop page's Lighthouse score). Modules the
 * entry itself imports stay out (a group the entry imports would be evaluated with it, at once).
 */
const START_STEPS = ['src/lib/i18n.ts', 'src/app/theme.ts', 'src/app/start.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));

function startStepOf(): Rolldown.CodeSplittingNameFunction {
  let stepOf: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!stepOf) {
      const closure = (root: string, skip: Set<string>) => {
        const found = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const next = stack.pop()!;
          if (found.has(next) || skip.has(next)) continue;
          found.add(next);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
        return found;
      };
      const taken = closure(ENTRY, new Set());
      stepOf = new Map();
      for (const [index, root] of START_STEPS.entries()) {
        for (const module of closure(root, taken)) {
          stepOf.set(module, `start-${index + 1}`);
          taken.add(module);
        }
      }
    }
    return stepOf.get(id) ?? null;
  };
}

/**
 * The storefront's own build (`vite build --mode storefront`, decision 0028): the pages a
 * visitor lands on (shop, product, builders, legal notice, e-label), on Preact's compat layer,
 * into dist/storefront (served under /storefront/). The default build is the back office on
 * React 19, with Fast Refresh in the dev server; it holds every route, the storefront's too
 * (a client-side navigation from the dashboard to a shop stays in it).
 */
export const STOREFRONT_MODE = 'storefront';

/**
 * Preact's compat layer in place of React, for the storefront build only (its first-load
 * budget, decisions 0009 and 0028). The code is written and typed against React's API;
 * preact/react-compat.mjs adds the React 19 hook React Router imports and Preact lacks.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./preact/react-compat.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => {
  const storefront = mode === STOREFRONT_MODE;
  const version = buildVersion(storefront);
  // CUVEE_STOREFRONT_RUNTIME=react builds the storefront on React itself: the comparison of
  // decision 0028 (docs/benchmarks/storefront.md).
  const preact = storefront && process.env.CUVEE_STOREFRONT_RUNTIME !== 'react';
  return {
    base: storefront ? '/storefront/' : '/',
    // The storefront build takes the public files from the back office's (the same dist).
    publicDir: storefront ? false : 'public',
    plugins: [
      designTokens(),
      react(),
      ...(storefront ? [] : [versionFile(version)]),
      inertZod(),
      ...(storefront
        ? []
        : [
            VitePWA({
              registerType: 'prompt',
              injectRegister: false,
              includeAssets: ['favicon.svg', 'icons/*.svg', 'seasons/*.svg'],
              manifest: {
                name: 'Cuvée',
                short_name: 'Cuvée',
                description: 'La plateforme de vente et de gestion des producteurs de vins et de bouche',
                lang: 'fr',
                start_url: '/dashboard',
                scope: '/',
                display: 'standalone',
                background_color: COLORS.bg,
                theme_color: COLORS.primary,
                icons: [
                  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
                  {
                    src: '/icons/icon-maskable.svg',
                    sizes: 'any',
                    type: 'image/svg+xml',
                    purpose: 'maskable',
                  },
                  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                ],
              },
              workbox: {
                // The offline shell: every navigation answers the cached index.html.
                navigateFallback: '/index.html',
                navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/(app-)?version\.json$/, /^\/uploads\//],
                globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
                cleanupOutdatedCaches: true,
                // The storefront's build has a page of its own, answered by the server.
                globIgnores: ['version.json', 'storefront/**'],
              },
            }),
          ]),
    ],
    resolve: { alias: preact ? PREACT_ALIASES : [] },
    define: {
      __APP_BUILD_VERSION__: JSON.stringify(version),
      __APP_VERSION_FILE__: JSON.stringify(`/${VERSION_FILE}`),
      __STOREFRONT_BUILD__: JSON.stringify(storefront),
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/v1': { target: API, changeOrigin: true },
        '/version.json': { target: API, changeOrigin: true },
      },
    },
    preview: { port: 4173 },
    // No vendor groups: a group gathers every module it matches (all of MUI, zod…) into one file
    // that the login page would then load. Lazy routes, lazy popups/snackbars/banners and deep
    // imports keep the login page under its 200 KB budget (bench/login-bundle.mjs). Only the
    // start-up steps are grouped (startStepOf), each into the modules every page loads.
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: startStepOf() }] } },
      },
      outDir: storefront ? 'dist/storefront' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: process.env.CUVEE_SOURCEMAP === '1',
      chunkSizeWarningLimit: 700,
      // Read by the server to preload a storefront page's chunks (apps/api/src/plugins/web.ts).
      manifest: true,
    },
  };
});
