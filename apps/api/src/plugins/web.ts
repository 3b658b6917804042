import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; unknown non-API GETs get index.html (client-side routes). */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasBuild = existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  return (url: string) => {
    if (!hasBuild || url.startsWith('/v1/') || url === '/v1') return false;
    return true;
  };
}
