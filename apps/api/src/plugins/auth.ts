import fastifyJwt from '@fastify/jwt';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { masterAccounts } from '../db/schema.ts';
import { type SessionRef, sessionStillOpen, sessions } from '../modules/auth/index.ts';
import { loadSessionPrincipal, type PrincipalUser } from '../modules/users/index.ts';

/**
 * What the JWT carries: a user session (sub) or a master-account session (mid only), and the
 * session's row (sid, decision 0023).
 */
export type JwtPayload = { sub?: string; mid?: string; sid: string; tv: number; typ: 'user' | 'master' };

export type Principal =
  | { kind: 'user'; user: PrincipalUser; masterAccountId: string | null; session: SessionRef }
  | { kind: 'master'; masterAccountId: string; session: SessionRef };

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
    // A token without a session (signed before sessions were recorded) is over.
    if (typeof payload.sid !== 'string') {
      request.authError = SESSION_EXPIRED;
      return;
    }
    if (payload.typ === 'master' && payload.mid) {
      const [master] = await db
        .select({
          id: masterAccounts.id,
          tokenVersion: masterAccounts.tokenVersion,
          startedAt: sessions.startedAt,
        })
        .from(masterAccounts)
        .innerJoin(sessions, eq(sessions.masterAccountId, masterAccounts.id))
        .where(
          and(
            eq(masterAccounts.id, payload.mid),
            eq(sessions.id, payload.sid),
            isNull(sessions.revokedAt),
            sessionStillOpen,
          ),
        );
      if (master && master.tokenVersion === payload.tv)
        request.principal = {
          kind: 'master',
          masterAccountId: master.id,
          session: { id: payload.sid, startedAt: master.startedAt },
        };
      else request.authError = SESSION_EXPIRED;
      return;
    }
    const open = payload.sub ? await loadSessionPrincipal(db, payload.sub, payload.sid) : null;
    if (!open || open.user.tokenVersion !== payload.tv) {
      request.authError = SESSION_EXPIRED;
      return;
    }
    request.principal = {
      kind: 'user',
      user: open.user,
      masterAccountId: payload.mid ?? null,
      session: { id: payload.sid, startedAt: open.startedAt },
    };
  });
}

export const authentication = fp(authPlugin, { name: 'authentication', dependencies: [] });
