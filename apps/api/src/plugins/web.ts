import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoute } from '@cuvee/domain/permissions/routes';
import { servedByStorefront } from '@cuvee/domain/permissions/storefront-build';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ageCookieHeader,
  ageGateAnswer,
  needsServerAgeGate,
  requestLanguage,
  serverAgeGate,
} from '../flows/age-gate.flow.ts';
import { esc, renderMeta } from '../flows/page-meta.flow.ts';
import { pagePreload, scriptJson } from '../flows/page-preload.flow.ts';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The modules a storefront page loads after the app has started: its layout and area chunks. */
const STOREFRONT_MODULES = ['src/app/layouts/shops.layout.tsx', 'src/app/areas/storefront.area.tsx'];

/** The modules of `keys` and every module they import (statically), as manifest keys. */
function withImports(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    withImports(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKeys = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((key) => `/${manifest[key]?.file}`);
const stylesOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set([...keys].flatMap((key) => (manifest[key]?.css ?? []).map((css) => `/${css}`)));

/** The entry's modules and those of its start-up steps (main.tsx's dynamic imports), as manifest keys. */
function startSets(manifest: Manifest): { entry: Set<string>; startUp: Set<string> } {
  const entries = entryKeys(manifest);
  return {
    entry: withImports(manifest, entries),
    startUp: withImports(
      manifest,
      entries.flatMap((key) => manifest[key]?.dynamicImports ?? []),
    ),
  };
}

/**
 * What every page loads as the app starts: the modules the entry imports in its start-up steps
 * (main.tsx imports them one step at a time, each in a task of its own) with their imports,
 * minus the entry's own, and the stylesheets of all of them. The page asks for the modules at
 * once (no download waits for the entry to run) and carries the stylesheets in itself.
 */
export function appStart(manifest: Manifest): { modules: string[]; styles: string[] } {
  const { entry, startUp } = startSets(manifest);
  const modules = [...startUp].filter((key) => !entry.has(key));
  return { modules: filesOf(manifest, modules), styles: [...stylesOf(manifest, [...entry, ...startUp])] };
}

/**
 * The files of the storefront's chunks and of what they import, minus what the app's start
 * loads (read from Vite's build manifest): the page asks for them at once instead of after the
 * app has started (decisions 0009–0012: first load of the shop page).
 */
export function storefrontChunks(manifest: Manifest): string[] {
  const { entry, startUp } = startSets(manifest);
  const wanted = withImports(manifest, STOREFRONT_MODULES);
  return filesOf(
    manifest,
    [...wanted].filter((key) => !entry.has(key) && !startUp.has(key)),
  );
}

/**
 * The stylesheets of the storefront's chunks (header, age gate, cards): written into the page's
 * head, so that the server's age gate is styled before any script and the app's first render
 * finds its styles there.
 */
export function storefrontStyles(manifest: Manifest): string[] {
  // The app's start-up stylesheets are in every page already (appStart, registerWebApp).
  const everyPage = new Set(appStart(manifest).styles);
  return [...stylesOf(manifest, withImports(manifest, STOREFRONT_MODULES))].filter(
    (file) => !everyPage.has(file),
  );
}

/**
 * A stylesheet of the build written into the page (no request before the first paint), with a
 * disabled link to its file: a disabled stylesheet is not fetched, and the link tells Vite's
 * chunk loader that the file is already in the page (it looks for `link[href][rel=stylesheet]`).
 */
export function inlineStylesheet(webDist: string, file: string): string {
  const source = path.join(webDist, file);
  // A build without the file (never ours): the plain link, as Vite wrote it.
  if (!existsSync(source)) return `<link rel="stylesheet" crossorigin href="${esc(file)}">`;
  const css = readFileSync(source, 'utf8').replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${esc(file)}">${css}</style><link rel="stylesheet" href="${esc(file)}" disabled>`;
}

/**
 * A build's manifest, its files named from the web root: the storefront's build lives in
 * dist/storefront (decision 0028), its manifest names them from there.
 */
function readManifest(webDist: string, folder = ''): Manifest {
  const file = path.join(webDist, folder, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (!folder) return manifest;
  const inFolder = (name: string) => `${folder}/${name}`;
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [
      key,
      { ...chunk, file: inFolder(chunk.file), css: chunk.css?.map(inFolder) },
    ]),
  );
}

/** The folder of the storefront's own build in the web app's dist (vite.config.ts, decision 0028). */
export const STOREFRONT_BUILD = 'storefront';

/** A build's page and what the server adds to it (decisions 0009–0012). */
type WebBuild = {
  index: string;
  start: { modules: string[]; styles: string[] };
  storefrontModules: string[];
  storefrontStyleTags: string;
};

function readBuild(webDist: string, folder = ''): WebBuild | null {
  const indexFile = path.join(webDist, folder, 'index.html');
  if (!existsSync(indexFile)) return null;
  const manifest = readManifest(webDist, folder);
  const start = appStart(manifest);
  // The stylesheets of the app's start (chat button, navigation bar) are written into every
  // page: no stylesheet request holds back a first paint.
  const index = readFileSync(indexFile, 'utf8')
    .replace(
      /<link rel="stylesheet"(?: crossorigin)? href="(\/(?:storefront\/)?assets\/[^"]+\.css)">/g,
      (link, file: string) => (start.styles.includes(file) ? '' : link),
    )
    .replace('</head>', () =>
      start.styles.length > 0
        ? `    ${start.styles.map((file) => inlineStylesheet(webDist, file)).join('\n    ')}\n  </head>`
        : '</head>',
    );
  return {
    index,
    start,
    storefrontModules: storefrontChunks(manifest),
    storefrontStyleTags: storefrontStyles(manifest)
      .map((file) => inlineStylesheet(webDist, file))
      .join('\n    '),
  };
}

/** The page the service worker precaches and answers every navigation with, offline. */
const OFFLINE_SHELL = '/index.html';

/** The visitor's pages get the storefront's build when there is one, other pages the back office's. */
function buildFor(pathname: string, backOffice: WebBuild, storefront: WebBuild | null): WebBuild {
  if (pathname === OFFLINE_SHELL) return backOffice;
  const entry = matchRoute(pathname);
  return storefront && entry && servedByStorefront(entry.id) ? storefront : backOffice;
}

/** The modules main.tsx asks for once the server's first paint is on screen. */
export function modulesAfterPaint(files: string[]): string {
  return `<script id="cuvee-modules" type="application/json">${scriptJson(files)}</script>`;
}

/**
 * Serves the built web app. Unknown non-API GETs get index.html (client-side routes); a
 * shop or product URL gets it with its title, description, Open Graph and JSON-LD filled in,
 * its chunks and largest picture preloaded, and the answers of its first requests.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const backOffice = readBuild(webDist);
  if (!backOffice) return null;
  const storefront = readBuild(webDist, STOREFRONT_BUILD);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The API answers /version.json itself (from the same file, never cached).
    globIgnore: [
      'version.json',
      'index.html',
      '.vite/**',
      `${STOREFRONT_BUILD}/index.html`,
      `${STOREFRONT_BUILD}/.vite/**`,
    ],
    setHeaders(res, file) {
      const name = path.basename(file);
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/^(sw\.js|registerSW\.js|workbox-.*\.js|manifest\.webmanifest)$/.test(name))
        res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const modulepreload = (file: string) => `<link rel="modulepreload" crossorigin href="${esc(file)}">`;
  const { db, config } = app.deps;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', search = ''] = request.url.split('?');
    const pathname = decodeURI(rawPath);
    // 'Oui' at the age gate without scripts: the cookie, and back to the page (spec §4).
    const answered = ageGateAnswer(pathname, search);
    if (answered)
      return reply
        .header('set-cookie', ageCookieHeader(request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .redirect(answered, 303);
    const { index, start, storefrontModules, storefrontStyleTags } = buildFor(
      pathname,
      backOffice,
      storefront,
    );
    // The app's start-up modules, asked for with the page: none waits for the entry to run.
    const startPreloads = start.modules.map(modulepreload).join('\n    ');
    let html = index;
    // /index.html is the service worker's offline shell (vite.config.ts): the plain page, never a shop's.
    const preload =
      pathname === OFFLINE_SHELL
        ? null
        : await pagePreload(db, pathname, search, config.publicUrl).catch((err) => {
            request.log.warn({ err }, 'page preload');
            return null;
          });
    const meta = preload?.meta ?? null;
    const head: string[] = [];
    if (meta) {
      html = html.replace(/<title>[\s\S]*?<\/title>/, '');
      head.push(renderMeta(meta));
    }
    if (preload) {
      if (preload.image)
        head.push(`<link rel="preload" as="image" fetchpriority="high" href="${esc(preload.image)}">`);
      if (storefrontStyleTags) head.push(storefrontStyleTags);
      const modules = [...start.modules, ...storefrontModules];
      // A page the server paints (a shop's banner, name and description): its picture and text
      // come first, the app's modules right after its first paint (main.tsx asks for the ones
      // listed in the page then), so that on a slow network no script download competes with
      // the banner (decisions 0009–0012: the shop page's LCP). Other pages ask for them with the page.
      const afterPaint = preload.firstPaint ? modulesAfterPaint(modules) : '';
      if (!preload.firstPaint && modules.length > 0) head.push(modules.map(modulepreload).join('\n    '));
      if (preload.firstPaint) {
        const firstPaint = preload.firstPaint;
        html = html.replace(/<!--first-paint-->[\s\S]*?<!--\/first-paint-->/, () => firstPaint);
      }
      // Spec §4 age gate, opened as the page is parsed (the app opens none while it is there).
      // An unknown shop has no gate: the page is the app's not-found page.
      const gate =
        needsServerAgeGate(request.headers.cookie) && preload.missing !== 'shop'
          ? serverAgeGate(requestLanguage(search ? `?${search}` : '', request.headers), preload.color, search)
          : '';
      html = html.replace(
        '</body>',
        () =>
          `  ${gate}<script id="cuvee-preload" type="application/json">${scriptJson(preload.answers)}</script>${afterPaint}\n  </body>`,
      );
    } else if (startPreloads) head.push(startPreloads);
    if (head.length > 0) html = html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
    // Spec §2: an unknown shop or product answers 404, its page still the app's not-found page.
    if (preload?.missing) reply.status(404);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // The not-found handler that serves pages is outside @fastify/compress's hooks.
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  };
}
