import { actionOfRequest, type RouteContract } from '@cuvee/contracts';
import { type Action, type ActionRule, can, ruleOf, shopsWhereCan } from '@cuvee/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { forbidden, HttpError, notFound, unauthorized } from '../lib/http-error.ts';
import { shops } from '../modules/shops/shops.table.ts';
import type { PrincipalUser } from '../modules/users/index.ts';
import type { Principal } from './auth.ts';

/** A shop a request acts on, as the caller's membership names it. */
export type ShopRef = { readonly id: string; readonly name: string };

/**
 * Who calls and on what, resolved once per request by the access hook from the route's
 * contract (decision 0014). Handlers and services read it; none decides access again.
 */
export type RequestCtx = {
  readonly principal: Principal | null;
  readonly user: PrincipalUser | null;
  /** The shop acted on: the one named, else the caller's only shop where the action is allowed. */
  readonly shop: ShopRef | null;
  /** Every shop the action covers: [shop], or each allowed one of a manyShops action. */
  readonly shops: readonly ShopRef[];
  /** Whether the caller may do `action` (on `shopId`, by default the shop acted on). */
  can(action: Action, shopId?: string): boolean;
};
/** The context of an action for signed-in users: the user is there. */
export type UserCtx = RequestCtx & { readonly user: PrincipalUser };
/** The context of a shop action: a signed-in member, at least one shop. */
export type ShopCtx = UserCtx;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestCtx;
  }
  interface FastifyContextConfig {
    /** The route's contract: its action decides who may call it (plugins/access.ts). */
    contract?: RouteContract;
  }
}

export const SHOP_HEADER = 'x-shop-id';
const ShopId = z.uuid();
const BAD_SHOP_ID = "L'identifiant de la boutique n'est pas valide";
const SEVERAL_SHOPS =
  'Vous êtes membre de plusieurs boutiques : précisez laquelle (en-tête X-Shop-Id) pour cette action';
const NO_SHOP = "Votre compte n'est rattaché à aucune boutique";

type ShopRule = Extract<ActionRule, { who: 'shop' }>;

/** The shop the request names, or null; 'invalid' leaves the answer to validation (a 400). */
function namedShop(contract: RouteContract, request: FastifyRequest): string | null | 'invalid' {
  const locator = contract.shop;
  const fieldOf = (schema: z.ZodType | undefined, name: string) =>
    schema instanceof z.ZodObject ? (schema.shape[name] as z.ZodType | undefined) : undefined;
  if (locator && locator !== 'header') {
    const [source, schema, name] =
      'param' in locator
        ? [request.params, contract.params, locator.param]
        : [request.query, contract.query, locator.query];
    const raw = (source as Record<string, unknown> | undefined)?.[name];
    if (raw !== undefined && raw !== '') {
      const parsed = (fieldOf(schema, name) ?? ShopId).safeParse(raw);
      return parsed.success && typeof parsed.data === 'string' ? parsed.data : 'invalid';
    }
  }
  const header = request.headers[SHOP_HEADER];
  if (header === undefined || header === '') return null;
  const parsed = ShopId.safeParse(header);
  if (!parsed.success) throw new HttpError(400, BAD_SHOP_ID);
  return parsed.data;
}

async function accessPlugin(app: FastifyInstance) {
  const { db } = app.deps;
  app.decorateRequest('ctx', null as unknown as RequestCtx);

  /** The caller's memberships where the rule holds; a module rule reads the shops' modules. */
  async function allowedShops(user: PrincipalUser, action: Action, rule: ShopRule): Promise<ShopRef[]> {
    if (!rule.integration) return shopsWhereCan(user, action).map(({ id, name }) => ({ id, name }));
    const ids = user.shops.map((s) => s.id);
    if (ids.length === 0) return [];
    const facts = await db
      .select({ id: shops.id, integration: shops.integration })
      .from(shops)
      .where(inArray(shops.id, ids));
    const integrationOf = new Map(facts.map((f) => [f.id, f.integration]));
    return user.shops
      .filter((s) => can(user, action, { id: s.id, integration: integrationOf.get(s.id) ?? null }))
      .map(({ id, name }) => ({ id, name }));
  }

  // Runs before validation: a caller learns they must sign in (401) or may not (403) before
  // any word about their input (400), as the auth screens expect.
  app.addHook('preValidation', async (request) => {
    const contract = request.routeOptions.config.contract;
    const principal = request.principal;
    const user = principal?.kind === 'user' ? principal.user : null;
    const base = { principal, user, shop: null, shops: [] };
    const ctxWith = (shop: ShopRef | null, covered: readonly ShopRef[]): RequestCtx => ({
      ...base,
      shop,
      shops: covered,
      can: (action, shopId) => can(user, action, shopId ?? shop?.id),
    });
    request.ctx = ctxWith(null, []);
    if (!contract) return;
    // The route's action, or the one its request names (accessBy): decided here, once.
    const action = actionOfRequest(contract, {
      body: request.body,
      params: request.params,
      query: request.query,
    });
    const rule: ActionRule = ruleOf(action);
    if (rule.who === 'anyone') return;
    if (rule.who === 'session') {
      if (!principal) throw unauthorized(request.authError ?? undefined);
      return;
    }
    if (!user) throw unauthorized(request.authError ?? 'Veuillez vous connecter');
    if (rule.who === 'user') return;
    if (rule.who === 'roles') {
      if (!rule.roles.includes(user.role)) throw forbidden();
      return;
    }
    const allowed = await allowedShops(user, action, rule);
    const named = namedShop(contract, request);
    if (named === 'invalid') {
      // Validation answers the bad identifier, to a caller who may act somewhere.
      if (allowed.length === 0) throw forbidden();
      return;
    }
    if (named) {
      const shop = allowed.find((s) => s.id === named);
      if (!shop) {
        // A shop in the path is a resource: unknown, it is a 404 (known, a refusal).
        if (contract.shop && contract.shop !== 'header' && 'param' in contract.shop) {
          const [known] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, named));
          if (!known) throw notFound('Boutique introuvable');
        }
        throw forbidden(rule.otherShop);
      }
      request.ctx = ctxWith(shop, [shop]);
      return;
    }
    if (allowed.length === 0) {
      const staff = user.role === 'owner' || user.role === 'iam';
      throw forbidden(staff && user.shops.length === 0 ? NO_SHOP : undefined);
    }
    if (rule.manyShops) {
      request.ctx = ctxWith(allowed.length === 1 ? allowed[0]! : null, allowed);
      return;
    }
    // Never a first shop by default: one shop allowed, or the caller says which.
    if (allowed.length > 1) throw new HttpError(400, SEVERAL_SHOPS);
    request.ctx = ctxWith(allowed[0]!, allowed);
  });
}

export const access = fp(accessPlugin, { name: 'access', dependencies: ['authentication'] });
