import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageMeta, renderMeta } from '../flows/page-meta.flow.ts';

/**
 * Serves the built web app. Unknown non-API GETs get index.html (client-side routes); a
 * shop or product URL gets it with its title, description, Open Graph and JSON-LD filled in.
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
    globIgnore: ['version.json', 'index.html'],
    setHeaders(res, file) {
      const name = path.basename(file);
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/^(sw\.js|registerSW\.js|workbox-.*\.js|manifest\.webmanifest)$/.test(name))
        res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const index = readFileSync(indexFile, 'utf8');
  const { db, config } = app.deps;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURI(request.url.split('?')[0] ?? '/');
    let html = index;
    const meta = await pageMeta(db, pathname, config.publicUrl).catch((err) => {
      request.log.warn({ err }, 'page meta');
      return null;
    });
    if (meta)
      html = html
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace('</head>', `    ${renderMeta(meta)}\n  </head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}
