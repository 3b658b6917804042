import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { TypologyPrice } from './products.routes.ts';
import { recordKey } from './validation/record-key.ts';

const cents = z
  .number()
  .int({ error: 'Le prix doit être un nombre entier de centimes' })
  .min(0)
  .max(100_000_000);

/** A line of the price grid: one format. */
export const PriceGridRow = z.object({
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
  typologies: z.record(z.string(), TypologyPrice),
});
export type PriceGridRow = z.infer<typeof PriceGridRow>;

export const PriceGridChange = z.object({
  formatId: z.uuid(),
  // A key of the format's typology prices: never a name every object inherits (decision 0022).
  typology: recordKey(z.string().min(1).max(40)),
  price: cents.nullable().optional(),
  visible: z.boolean().optional(),
});
export type PriceGridChange = z.infer<typeof PriceGridChange>;

/** /dashboard/tarifs: every format's price per client typology, read and changed in bulk. */
export const pricesRoutes = {
  grid: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/price-grid',
    access: 'prices.read',
    summary: "Price grid of the caller's shop: formats × typologies (seeAllPrice)",
    tags: ['products'],
    query: z.object({
      search: z.string().trim().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.object({ success: z.literal(true), total: z.number(), rows: z.array(PriceGridRow) }),
    errors: [400, 401, 403],
    shop: 'header',
  }),
  updateGrid: defineRoute({
    method: 'PUT',
    path: '/v1/dashboard/price-grid',
    access: 'prices.write',
    summary: 'Change typology prices and visibility of many formats at once (createProduct)',
    tags: ['products'],
    body: z.object({ changes: z.array(PriceGridChange).min(1).max(500) }),
    response: z.object({ success: z.literal(true), updated: z.number(), message: z.string() }),
    errors: [400, 401, 403, 404, 422],
    shop: 'header',
  }),
};
