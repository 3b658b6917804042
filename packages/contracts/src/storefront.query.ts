import { PRODUCT_STATUSES } from '@cuvee/domain';
import { z } from 'zod';

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

const one = <T extends z.ZodType>(s: T) =>
  z.union([s, z.object({ $ne: s }), z.object({ $in: z.array(s).max(20) })]);

/** The `filter` of the spec's product list query (§7), as JSON. */
export const ProductFilter = z
  .object({
    productType: one(z.enum(['bottle', 'accessory', 'prestation', 'box'])).optional(),
    status: one(z.enum(PRODUCT_STATUSES)).optional(),
    color: z.string().max(40).optional(),
    type: z.string().max(40).optional(),
    gamme: z.string().max(80).optional(),
    vintage: z.string().max(40).optional(),
    tabId: z.string().max(64).optional(),
  })
  .strict();
export type ProductFilter = z.infer<typeof ProductFilter>;

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
