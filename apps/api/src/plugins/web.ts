import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoute } from '@cuvee/domain/permissions/routes';
import { servedByShopApp, servedByStorefront } from '@cuvee/domain/permissions/storefront-build';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ageCookieHeader,
  ageGateAnswer,
  needsServerAgeGate,
  requestLanguage,
} from '../flows/age-gate.flow.ts';
import { esc, renderMeta } from '../flows/page-meta.flow.ts';
import { pagePreload, scriptJson } from '../flows/page-preload.flow.ts';

/** The folder of the storefront's own build in the web app's dist (vite.config.ts, decision 0028). */
export const STOREFRONT_BUILD = 'storefront';
/** The shop app's server rendering, built by the storefront mode's `--ssr` pass (decision 0036). */
const SHOP_SSR = path.join('storefront-ssr', 'entry-server.js');

type RenderInput = {
  url: string;
  answers: Record<string, unknown>;
  language: 'fr' | 'en';
  ageConfirmed: boolean;
};
type ShopRenderer = { render(input: RenderInput): Promise<{ html: string }> };

/**
 * A stylesheet of the build written into the page (no request before the first paint of a
 * server-rendered page), with a disabled link to its file: a disabled stylesheet is not
 * fetched, and the link tells Vite's chunk loader the file is already in the page.
 */
export function inlineStylesheets(page: string, webDist: string): string {
  return page.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/storefront\/assets\/[^"]+\.css)">/g,
    (link, file: string) => {
      const source = path.join(webDist, file);
      if (!existsSync(source)) return link;
      const css = readFileSync(source, 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style data-href="${esc(file)}">${css}</style><link rel="stylesheet" href="${esc(file)}" disabled>`;
    },
  );
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The page the service worker precaches and answers every navigation with, offline. */
const OFFLINE_SHELL = '/index.html';

/**
 * The page of a shop-app route: the template of the shop app's build with the server's
 * rendering of the page, its meta, its data for hydration and its language.
 */
function shopPage(
  template: string,
  parts: { html: string; head: string[]; data: Record<string, unknown>; language: string },
): string {
  return template
    .replace('<html lang="fr">', `<html lang="${parts.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('<!--head-->', () => parts.head.join('\n    '))
    .replace(
      '<div id="root"><!--page--></div>',
      () =>
        `<div id="root">${parts.html}</div>\n    <script id="cuvee-preload" type="application/json">${scriptJson(parts.data)}</script>`,
    );
}

/**
 * Serves the built web app (decisions 0028, 0036): the shop app's pages rendered on the server
 * from their loader's data (a 404 for an unknown shop or product), the visitor app's and the
 * back office's pages as their build wrote them (client-side routes), the static files.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const backOffice = read(path.join(webDist, 'index.html'));
  if (!backOffice) return null;
  const visitor = read(path.join(webDist, STOREFRONT_BUILD, 'index.html'));
  const shopTemplate = read(path.join(webDist, STOREFRONT_BUILD, 'shop.html'));
  const ssrFile = path.join(webDist, SHOP_SSR);
  const renderer: ShopRenderer | null =
    shopTemplate && existsSync(ssrFile)
      ? ((await import(pathToFileURL(ssrFile).href)) as ShopRenderer)
      : null;
  const shopHtml = shopTemplate ? inlineStylesheets(shopTemplate, webDist) : null;
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
      `${STOREFRONT_BUILD}/*.html`,
      `${STOREFRONT_BUILD}/.vite/**`,
      'storefront-ssr/**',
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
  const { db, config } = app.deps;

  /** A shop-app page: its loader, then its rendering; null where the shop app is not built. */
  async function renderShopPage(request: FastifyRequest, pathname: string, search: string) {
    if (!renderer || !shopHtml) return null;
    const loaded = await pagePreload(db, pathname, search, config.publicUrl);
    const language = requestLanguage(search ? `?${search}` : '', request.headers);
    const data = loaded?.answers ?? {};
    const { html } = await renderer.render({
      url: `${pathname}${search ? `?${search}` : ''}`,
      answers: data,
      language,
      ageConfirmed: !needsServerAgeGate(request.headers.cookie),
    });
    const head: string[] = [];
    if (loaded?.meta) head.push(renderMeta(loaded.meta));
    else head.push('<title>Cuvée</title>');
    if (loaded?.image)
      head.push(`<link rel="preload" as="image" fetchpriority="high" href="${esc(loaded.image)}">`);
    return {
      page: shopPage(shopHtml, { html, head, data, language }),
      // Spec §2: an unknown shop or product answers 404, its page the shop app's not-found page.
      status: loaded?.missing ? 404 : 200,
    };
  }

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
    const route = pathname === OFFLINE_SHELL ? undefined : matchRoute(pathname);
    const shop = route && servedByShopApp(route.id) ? await renderShopPage(request, pathname, search) : null;
    const html = shop?.page ?? (route && visitor && servedByStorefront(route.id) ? visitor : backOffice);
    if (shop) reply.status(shop.status);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // The not-found handler that serves pages is outside @fastify/compress's hooks.
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  };
}
