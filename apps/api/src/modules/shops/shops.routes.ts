import { PublicShopResponse, ShopCatalogueResponse, ShopResponse, UpdateShopBody } from '@cuvee/contracts';
import { canEditShopSettings, canReadShopCatalogue } from '@cuvee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireRole } from '../../plugins/auth.ts';
import {
  findShopPublic,
  getShopById,
  listShopDirectory,
  toShop,
  toShopCatalogue,
  updateShop,
} from './shops.service.ts';

export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/shops/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['shops'],
        summary: "The caller's shop (owner and iam)",
        security: bearer,
        response: { 200: ShopResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = requireRole(request, ['owner', 'iam']);
      const shopId = user.shops[0]?.id;
      if (!shopId) throw forbidden("Votre compte n'est rattaché à aucune boutique");
      return { success: true as const, shop: toShop(await getShopById(db, shopId)) };
    },
  );

  app.put(
    '/v1/shops/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['shops'],
        summary: "Update the caller's shop settings (owner, or iam with full delegation)",
        security: bearer,
        body: UpdateShopBody,
        response: { 200: ShopResponse.extend({ message: z.string() }), ...errors(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const user = requireRole(request, ['owner', 'iam']);
      const shopId = user.shops[0]?.id;
      if (!shopId || !canEditShopSettings(user, shopId)) throw forbidden();
      const row = await updateShop(db, shopId, request.body);
      return {
        success: true as const,
        shop: toShop(row),
        message: 'Les paramètres de la boutique ont été enregistrés',
      };
    },
  );

  // Agents load no shop at sign-in (only owner and iam do, through /v1/shops/me): the product
  // form asks this for the product's shop. Members of that shop only (decision 0011).
  app.get(
    '/v1/shops/:id/catalogue',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['shops'],
        summary: 'What the product form reads about a shop: typologies, VAT, tabs (its owner, iam or agents)',
        security: bearer,
        params: z.object({ id: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }) }),
        response: { 200: ShopCatalogueResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireRole(request, ['owner', 'iam', 'agent']);
      const row = await getShopById(db, request.params.id);
      if (!canReadShopCatalogue(user, row.id)) {
        throw forbidden("Vous n'avez pas accès aux réglages de cette boutique");
      }
      return { success: true as const, shop: toShopCatalogue(row) };
    },
  );

  app.get(
    '/v1/shops',
    {
      schema: {
        tags: ['shops'],
        summary: "The producers' directory: shops whose online shop is active",
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(24),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            total: z.number(),
            shops: z.array(
              z.object({
                id: z.string(),
                code: z.string(),
                urlShop: z.string(),
                name: z.string(),
                logo: z.string().nullable(),
                banner: z.string().nullable(),
                city: z.string().nullable(),
                description: z.string().nullable(),
                businessType: z.string(),
              }),
            ),
          }),
          ...errors(400),
        },
      },
    },
    async (request) => ({ success: true as const, ...(await listShopDirectory(db, request.query)) }),
  );

  app.get(
    '/v1/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'Public identity of a shop by id, public code or url name',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: PublicShopResponse, ...errors(404) },
      },
    },
    async (request) => {
      const row = await findShopPublic(db, request.params.id);
      if (!row) throw notFound('Boutique introuvable');
      const { id, code, urlShop, name, editedShop } = toShop(row);
      return { success: true as const, shop: { id, code, urlShop, name, editedShop } };
    },
  );
};
