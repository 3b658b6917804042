import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: the config runs in Node before any workspace package is bundled.
import { APP_VERSION } from '../../packages/domain/src/constants.ts';
import { backOfficeNavigations } from '../../packages/domain/src/permissions/storefront-build.ts';
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

const moduleOf = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The start of the back office and of the visitor app (src/main.tsx and every module it imports,
 * statically) in one file: otherwise a first visit asks for a hundred small shared chunks (their
 * split follows which lazy pages share them). In the storefront's build, what the shop app's
 * entry also imports stays out: the shop page loads none of the visitor app's modules.
 */
function startGroup(storefront: boolean): Rolldown.CodeSplittingNameFunction {
  let start: Set<string> | null = null;
  return (id, ctx) => {
    if (!start) {
      const closure = (root: string) => {
        const found = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const next = stack.pop()!;
          if (found.has(next)) continue;
          found.add(next);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
        return found;
      };
      const shop = storefront ? closure(moduleOf('src/shop-app/entry-client.tsx')) : new Set<string>();
      start = new Set([...closure(moduleOf('src/main.tsx'))].filter((module) => !shop.has(module)));
      start.delete(moduleOf('src/main.tsx'));
    }
    return start.has(id) ? 'start' : null;
  };
}

/**
 * The storefront's own build (`vite build --mode storefront`, decisions 0028, 0036), on Preact's
 * compat layer, into dist/storefront (served under /storefront/): the shop app (shop.html, the
 * pages a visitor lands on, rendered on the server by the same mode's `--ssr` build) and the
 * visitor app (index.html: the sign-in and registration pages). The default build is the back
 * office on React 19, with Fast Refresh in the dev server.
 */
export const STOREFRONT_MODE = 'storefront';

/**
 * Preact's compat layer in place of React, for the storefront build only (its first-load
 * budget, decisions 0009, 0028 and 0036). The code is written and typed against React's API;
 * preact/react-compat.mjs adds the React 19 hook React Router imports and Preact lacks.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./preact/react-compat.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ mode, isSsrBuild }) => {
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
                // The offline shell: a back-office page's navigation answers the cached index.html.
                // A shop-app page (shop, product, legal notice, e-label) always goes to the server
                // (issue 24: the shell answering them made pages that reloaded for ever).
                navigateFallback: '/index.html',
                navigateFallbackAllowlist: backOfficeNavigations(),
                navigateFallbackDenylist: [/^\/v1(\/|$)/, /^\/(app-)?version\.json$/, /^\/uploads\//],
                globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
                cleanupOutdatedCaches: true,
                // The storefront's build has a page of its own, answered by the server.
                globIgnores: ['version.json', 'storefront/**', 'storefront-ssr/**'],
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
    // One group: the start of the back office and of the visitor app (startGroup).
    build: isSsrBuild
      ? {
          // The shop app's server rendering (issue 12, decision 0036): one module the API imports,
          // every dependency in it (the API's own node_modules hold no Preact).
          outDir: 'dist/storefront-ssr',
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
        }
      : {
          outDir: storefront ? 'dist/storefront' : 'dist',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: process.env.CUVEE_SOURCEMAP === '1',
          chunkSizeWarningLimit: 700,
          // The storefront's build has two pages: the shop app's (server-rendered, hydrated) and
          // the visitor app's (sign-in and registration, decision 0028).
          rolldownOptions: {
            input: storefront ? { index: moduleOf('index.html'), shop: moduleOf('shop.html') } : undefined,
            // Only the modules named: a shared module's place stays Rolldown's to decide.
            output: {
              codeSplitting: {
                groups: [{ name: startGroup(storefront), includeDependenciesRecursively: false }],
              },
            },
          },
        },
    ssr: isSsrBuild ? { noExternal: true } : undefined,
  };
});
