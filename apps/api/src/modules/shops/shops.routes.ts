import { shopsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { agentTypologiesIn } from './shops.agents.ts';
import { shopBilling, updateShopBilling } from './shops.billing.ts';
import { actedShop, toShop, toShopCatalogue, updateShop } from './shops.service.ts';

/** The shop acted on (owner, iam; agents for the catalogue settings), named by the access hook. */
export async function shopsRoutes(app: FastifyInstance) {
  route(app, routes.me, async ({ ctx, tx }) => ({
    success: true as const,
    shop: toShop(await actedShop(ctx, tx)),
  }));

  route(app, routes.updateMe, async ({ ctx, tx, body }) => ({
    success: true as const,
    shop: toShop(await updateShop(ctx, tx, body)),
    message: 'Les paramètres de la boutique ont été enregistrés',
  }));

  // Agents load no shop at sign-in (only owner and iam do, through /v1/shops/me): the product
  // form asks this for the product's shop. Members of that shop only (decision 0011).
  // An agent reads the prices of their sector's typologies only (decision 0156).
  route(app, routes.catalogue, async ({ ctx, tx }) => {
    const shop = toShopCatalogue(await actedShop(ctx, tx));
    if (ctx.user.role !== 'agent') return { success: true as const, shop };
    const theirs = new Set(await agentTypologiesIn(tx, ctx, ctx.user.id));
    const typologies = Object.fromEntries(Object.entries(shop.typologies).filter(([key]) => theirs.has(key)));
    return { success: true as const, shop: { ...shop, typologies } };
  });

  // The 'billing' section (issue 24): the owner's, or a fully delegated iam's.
  route(app, routes.billing, async ({ ctx, tx }) => ({
    success: true as const,
    billing: await shopBilling(tx, ctx.shop!.id),
  }));
  route(app, routes.updateBilling, async ({ ctx, tx, body }) => ({
    success: true as const,
    billing: await updateShopBilling(ctx, tx, body),
    message: 'Les informations de facturation ont été enregistrées',
  }));
}
