import { VAT_TYPES } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';

const cents = z
  .number()
  .int({ error: 'Le prix doit être un nombre entier de centimes' })
  .min(0)
  .max(100_000_000);
const tags = ['products'];

/** One line of the price grid: a format, its public price, per typology visibility and price. */
export const PriceGridRow = z.object({
  formatId: z.string(),
  productId: z.string(),
  productName: z.string(),
  precision: z.string().nullable(),
  status: z.string(),
  /** Which of the shop's VAT rates the product pays (the grid's default prices use it). */
  vatType: z.enum(VAT_TYPES),
  nameInShop: z.string().nullable(),
  unity: z.string(),
  unityValue: z.number(),
  price: z.number(),
  typologies: z.record(
    z.string(),
    z.object({ visible: z.boolean().optional(), price: z.number().nullable().optional() }),
  ),
});
export const PriceGridQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const PriceGridResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  rows: z.array(PriceGridRow),
});
export const PriceGridBody = z.object({
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
});
export const PriceGridSaved = z.object({
  success: z.literal(true),
  updated: z.number(),
  message: z.string(),
});

/** /dashboard/prices: every format's price per client typology, read and changed in bulk. */
export const priceGridRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/price-grid',
    access: 'prices.read',
    summary: "Price grid of the caller's shop: formats × typologies (seeAllPrice)",
    tags,
    query: PriceGridQuery,
    response: PriceGridResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/dashboard/price-grid',
    access: 'prices.write',
    summary: 'Change typology prices and visibility of many formats at once (createProduct)',
    tags,
    body: PriceGridBody,
    response: PriceGridSaved,
    errors: [400, 401, 403, 404, 422],
    shop: 'header',
  }),
};
