import { z } from 'zod';
import { ProductFilter } from './storefront.ts';

/**
 * GET /v1/products as the API reads it: the JSON texts of `storefrontRoutes.products.query`
 * parsed and checked (the web sends them as text; its shop page's bundle keeps no transform,
 * decision 0017). Imported by the API only, from '@cuvee/contracts/storefront.query'.
 */

const jsonParam = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const ProductListQuery = z.object({
  filter: jsonParam(ProductFilter, "Le filtre n'est pas un JSON valide").optional(),
  shopIds: jsonParam(
    z.array(z.string().min(1).max(100)).min(1).max(10),
    "La liste des boutiques n'est pas valide",
  ),
  typology: z.string().max(40).optional(),
  origin: z.enum(['shop', 'dashboard']).default('shop'),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
