import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * What no cache may keep (issue 23, finding 12): every answer to a caller who sent a token
 * (their JSON, their invoices' PDFs, their exports: what a shared computer's browser or a proxy
 * would otherwise hand the next person), every answer carrying a token (sign-in, refresh,
 * registration) and every file download gets `Cache-Control: no-store`, unless its route set
 * its own policy (the e-label's public one, version.json, the build's files and pages). A
 * visitor's public answers (storefront, directory) keep what they had.
 */

const TOKEN_ROUTES = /^\/v1\/auth\//;

function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.principal || request.headers.authorization !== undefined) return true;
  if (TOKEN_ROUTES.test(request.url)) return true;
  return /^\s*attachment/i.test(String(reply.getHeader('content-disposition') ?? ''));
}

export const cachePolicy = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && isPersonal(request, reply))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'cache-policy' },
);
