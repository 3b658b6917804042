import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { masterAccounts } from '../db/schema.ts';
import { loadPrincipalUser, type PrincipalUser } from '../modules/users/index.ts';

/** What the JWT carries: a user session (sub) or a master-account session (mid only). */
export type JwtPayload = { sub?: string; mid?: string; tv: number; typ: 'user' | 'master' };

export type Principal =
  | { kind: 'user'; user: PrincipalUser; masterAccountId: string | null }
  | { kind: 'master'; masterAccountId: string };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    authError: string | null;
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: JwtPayload;
    user: JwtPayload;
  }
}

export const SESSION_EXPIRED = 'Votre session a expiré, veuillez vous reconnecter';
export const TOKEN_TTL_SECONDS = 24 * 3600;

async function authPlugin(app: FastifyInstance) {
  await app.register(fastifyJwt, {
    secret: app.deps.config.jwtSecret,
    sign: { expiresIn: TOKEN_TTL_SECONDS },
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('authError', null);

  // Resolves the Bearer token once per request; the access hook (plugins/access.ts) decides
  // from the route's action whether a principal is required (decision 0014).
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    let payload: JwtPayload;
    try {
      payload = await request.jwtVerify<JwtPayload>();
    } catch {
      request.authError = SESSION_EXPIRED;
      return;
    }
    const { db } = app.deps;
    if (payload.typ === 'master' && payload.mid) {
      const [master] = await db
        .select({ id: masterAccounts.id, tokenVersion: masterAccounts.tokenVersion })
        .from(masterAccounts)
        .where(eq(masterAccounts.id, payload.mid));
      if (master && master.tokenVersion === payload.tv)
        request.principal = { kind: 'master', masterAccountId: master.id };
      else request.authError = SESSION_EXPIRED;
      return;
    }
    const user = payload.sub ? await loadPrincipalUser(db, payload.sub) : null;
    if (!user || user.tokenVersion !== payload.tv) {
      request.authError = SESSION_EXPIRED;
      return;
    }
    request.principal = { kind: 'user', user, masterAccountId: payload.mid ?? null };
  });
}

export const authentication = fp(authPlugin, { name: 'authentication', dependencies: [] });
