import { hasPermission, type Permission, type Role } from '@cuvee/domain';
import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { masterAccounts } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
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
declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'user': a signed-in user is required, checked before the body is validated. */
    auth?: 'user' | 'session';
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

  // Resolves the Bearer token once per request; routes decide whether a principal is required.
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

  // Anonymous callers learn they must sign in (401) before any word about their input (400).
  app.addHook('preValidation', async (request) => {
    const need = request.routeOptions.config.auth;
    if (need === 'user') requireUser(request);
    else if (need === 'session' && !request.principal) throw unauthorized(request.authError ?? undefined);
  });
}

export const authentication = fp(authPlugin, { name: 'authentication', dependencies: [] });

/** The signed-in user, or a 401 (a master-account session is not a user). */
export function requireUser(request: FastifyRequest): PrincipalUser {
  const p = request.principal;
  if (p?.kind === 'user') return p.user;
  throw unauthorized(request.authError ?? 'Veuillez vous connecter');
}

export function requireRole(request: FastifyRequest, roles: readonly Role[]): PrincipalUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * Owner and iam act on their first shop (spec §6); the permission is checked there.
 * Answers the shop id the caller may act on.
 */
export function requireShopPermission(
  request: FastifyRequest,
  ...permissions: Permission[]
): { user: PrincipalUser; shopId: string } {
  const user = requireRole(request, ['owner', 'iam']);
  const shopId = user.shops[0]?.id;
  if (!shopId) throw forbidden("Votre compte n'est rattaché à aucune boutique");
  for (const permission of permissions) {
    if (!hasPermission(user, shopId, permission)) throw forbidden();
  }
  return { user, shopId };
}
