import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { StoredNutrition } from './products.responses.ts';

/*
 * The EU e-label of a wine (Regulation 2021/2117), public and the same for every reader. Like
 * storefront.ts, it imports nothing but zod (decision 0017).
 */

export const ElabelNutrition = StoredNutrition;
export type ElabelNutrition = StoredNutrition;

export const Elabel = z.object({
  product: z.object({
    name: z.string(),
    precision: z.string().nullable(),
    color: z.string().nullable(),
    type: z.string().nullable(),
  }),
  producer: z.object({
    name: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    urlShop: z.string(),
  }),
  format: z.object({ unity: z.string(), unityValue: z.number(), ean: z.string().nullable() }),
  vintage: z
    .object({ name: z.string(), displayName: z.string().nullable(), alcohol: z.number().nullable() })
    .nullable(),
  lot: z.string().nullable(),
  ingredients: z.string().nullable(),
  allergens: z.array(z.object({ key: z.string(), fr: z.string(), en: z.string() })),
  nutrition: ElabelNutrition.nullable(),
});
export type Elabel = z.infer<typeof Elabel>;

export const elabelRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/elabel/:gtin',
    access: 'storefront.read',
    summary: 'E-label of a product by GTIN (GS1 Digital Link), optionally a vintage and a lot',
    tags: ['products'],
    params: z.object({ gtin: z.string().max(14) }),
    query: z.object({ vintage: z.string().max(40).optional(), lot: z.string().max(40).optional() }),
    response: z.object({ success: z.literal(true), elabel: Elabel }),
    errors: [404],
  }),
};
