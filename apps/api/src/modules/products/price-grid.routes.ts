import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireShopPermission } from '../../plugins/auth.ts';
import { getShopById } from '../shops/index.ts';
import { readPriceGrid, updatePriceGrid } from './price-grid.service.ts';

const cents = z
  .number()
  .int({ error: 'Le prix doit être un nombre entier de centimes' })
  .min(0)
  .max(100_000_000);
const Row = z.object({
  formatId: z.string(),
  productId: z.string(),
  productName: z.string(),
  precision: z.string().nullable(),
  status: z.string(),
  /** Which of the shop's VAT rates the product pays (the grid's default prices use it). */
  vatType: z.enum(['standard', 'medium', 'reduced']),
  nameInShop: z.string().nullable(),
  unity: z.string(),
  unityValue: z.number(),
  price: z.number(),
  typologies: z.record(
    z.string(),
    z.object({ visible: z.boolean().optional(), price: z.number().nullable().optional() }),
  ),
});

/** /dashboard/tarifs: every format's price per client typology, read and changed in bulk. */
export const priceGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/dashboard/price-grid',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: "Price grid of the caller's shop: formats × typologies (seeAllPrice)",
        security: bearer,
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: {
          200: z.object({ success: z.literal(true), total: z.number(), rows: z.array(Row) }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { shopId } = requireShopPermission(request, 'seeAllPrice');
      return { success: true as const, ...(await readPriceGrid(db, shopId, request.query)) };
    },
  );

  app.put(
    '/v1/dashboard/price-grid',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: 'Change typology prices and visibility of many formats at once (createProduct)',
        security: bearer,
        body: z.object({
          changes: z
            .array(
              z.object({
                formatId: z.uuid(),
                typology: z.string().min(1).max(40),
                price: cents.nullable().optional(),
                visible: z.boolean().optional(),
              }),
            )
            .min(1)
            .max(500),
        }),
        response: {
          200: z.object({ success: z.literal(true), updated: z.number(), message: z.string() }),
          ...errors(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { shopId } = requireShopPermission(request, 'createProduct');
      const updated = await updatePriceGrid(db, await getShopById(db, shopId), request.body.changes);
      return { success: true as const, updated, message: 'La grille tarifaire a été enregistrée' };
    },
  );
};
