import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needsServerAgeGate, requestLanguage, serverAgeGate } from '../flows/age-gate.flow.ts';
import { esc, pageMeta, renderMeta } from '../flows/page-meta.flow.ts';
import { pagePreload, scriptJson } from '../flows/page-preload.flow.ts';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The modules a storefront page loads after the entry: its layout and area chunks. */
const STOREFRONT_MODULES = ['src/app/layouts/shops.layout.tsx', 'src/app/areas/storefront.area.tsx'];

/**
 * The files of the storefront's chunks and of what they import, minus what the entry already
 * loads (read from Vite's build manifest): the page asks for them at once instead of after the
 * entry has run (spec issue 4: first load of the shop page).
 */
export function storefrontChunks(manifest: Manifest): string[] {
  const walk = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      walk(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = walk(entries, new Set());
  const wanted = walk(STOREFRONT_MODULES, new Set());
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]?.file}`);
}

/**
 * The stylesheets of the storefront's chunks (header, age gate, cards): written into the page's
 * head, so that the server's age gate is styled before any script and the app's first render
 * finds its styles there.
 */
export function storefrontStyles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (keys: string[]) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      for (const css of manifest[key].css ?? []) files.add(`/${css}`);
      walk(manifest[key].imports ?? []);
    }
  };
  // The entry's own stylesheets are in every page already (see registerWebApp).
  walk(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryFiles = new Set(files);
  files.clear();
  walk(STOREFRONT_MODULES);
  return [...files].filter((file) => !entryFiles.has(file));
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

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * Serves the built web app. Unknown non-API GETs get index.html (client-side routes); a
 * shop or product URL gets it with its title, description, Open Graph and JSON-LD filled in,
 * its chunks and largest picture preloaded, and the answers of its first requests.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The API answers /version.json itself (from the same file, never cached).
    globIgnore: ['version.json', 'index.html', '.vite/**'],
    setHeaders(res, file) {
      const name = path.basename(file);
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/^(sw\.js|registerSW\.js|workbox-.*\.js|manifest\.webmanifest)$/.test(name))
        res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  // The entry's own stylesheets (chat button, navigation bar) are written into every page too:
  // no stylesheet request holds back a first paint.
  const index = readFileSync(indexFile, 'utf8').replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (_link, file: string) => inlineStylesheet(webDist, file),
  );
  const manifest = readManifest(webDist);
  const chunkLinks = [
    ...storefrontStyles(manifest).map((file) => inlineStylesheet(webDist, file)),
    ...storefrontChunks(manifest).map((file) => `<link rel="modulepreload" crossorigin href="${esc(file)}">`),
  ].join('\n    ');
  const { db, config } = app.deps;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', search = ''] = request.url.split('?');
    const pathname = decodeURI(rawPath);
    let html = index;
    const [meta, preload] = await Promise.all([
      pageMeta(db, pathname, config.publicUrl).catch((err) => {
        request.log.warn({ err }, 'page meta');
        return null;
      }),
      pagePreload(app, pathname, search).catch((err) => {
        request.log.warn({ err }, 'page preload');
        return null;
      }),
    ]);
    const head: string[] = [];
    if (meta) {
      html = html.replace(/<title>[\s\S]*?<\/title>/, '');
      head.push(renderMeta(meta));
    }
    if (preload) {
      if (preload.image)
        head.push(`<link rel="preload" as="image" fetchpriority="high" href="${esc(preload.image)}">`);
      if (chunkLinks) head.push(chunkLinks);
      if (preload.firstPaint) {
        const firstPaint = preload.firstPaint;
        html = html.replace(/<!--first-paint-->[\s\S]*?<!--\/first-paint-->/, () => firstPaint);
      }
      // Spec §4 age gate, opened as the page is parsed (the app opens none while it is there).
      const gate = needsServerAgeGate(request.headers.cookie)
        ? serverAgeGate(requestLanguage(search ? `?${search}` : '', request.headers), preload.color)
        : '';
      html = html.replace(
        '</body>',
        `  ${gate}<script id="cuvee-preload" type="application/json">${scriptJson(preload.answers)}</script>\n  </body>`,
      );
    }
    if (head.length > 0) html = html.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // The not-found handler that serves pages is outside @fastify/compress's hooks.
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  };
}
