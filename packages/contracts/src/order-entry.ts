import { EXCISE_CATEGORIES, PRODUCT_STATUSES, PRODUCT_TYPES, UNITIES } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';

/*
 * The product picker of an entry in the back office (an order, a quote, a bill or a sample;
 * issue 24): what entering a line needs of the shop's products, and nothing of the catalogue
 * besides — the name, the vintages, each format with its unit price for the client's typology
 * and its stock. Open to whoever may enter a document (createOrder, createQuote or billOrder),
 * who may not see the catalogue's screens (seeAllProduct).
 */

const IDS_INVALID = "La liste des produits n'est pas valide";

export const EntryProductsQuery = z.object({
  /** The client the document is for: prices of its typology (else the shop's public one). */
  clientId: Uuid.optional(),
  search: z.string().trim().max(100).optional(),
  /** Given products (a draft's lines being changed), comma-separated; the search is then ignored. */
  ids: z
    .string()
    .max(50 * 37, IDS_INVALID)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid(IDS_INVALID)).min(1, IDS_INVALID).max(50, IDS_INVALID))
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type EntryProductsQuery = z.input<typeof EntryProductsQuery>;

/** A format as an entry line sells it. */
export const EntryFormat = z.object({
  id: z.string(),
  /** The name the shop gives it, else its volume ('75 cl'). */
  label: z.string(),
  unity: z.enum(UNITIES),
  unityValue: z.number(),
  /** The client's unit price for one, in cents, VAT excluded and included (its typology's rules). */
  unitHtCents: z.number(),
  unitTtcCents: z.number(),
  /** The product's VAT rate in basis points (0 in a shop without VAT). */
  vatRateBp: z.number(),
  /** Whether the client's typology is offered this format on the storefront. */
  offered: z.boolean(),
  /** Units available across the warehouses (physical less reserved); null when no stock is kept for it. */
  available: z.number().nullable(),
});
export type EntryFormat = z.infer<typeof EntryFormat>;

export const EntryProduct = z.object({
  id: z.string(),
  name: z.string(),
  precision: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  /**
   * What the duties inside its price are computed from (issue 25): the excise category of its
   * drink type and, per vintage, its strength and legal block, for the form's estimate.
   */
  exciseCategory: z.enum(EXCISE_CATEGORIES).nullable().optional(),
  vintages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      alcohol: z.number().nullable().optional(),
      legal: z
        .object({
          typeDA: z.enum(['DA2', 'DSU', 'NULL']).optional(),
          da: z.number().optional(),
          css: z.number().optional(),
        })
        .optional(),
    }),
  ),
  formats: z.array(EntryFormat),
});
export type EntryProduct = z.infer<typeof EntryProduct>;

export const EntryProductsResponse = z.object({
  success: z.literal(true),
  /** The typology the prices are for (its name), null when the shop has none for this client. */
  typology: z.string().nullable(),
  total: z.number(),
  products: z.array(EntryProduct),
  /** The VAT rate of the delivery in basis points: the shop's standard rate, 0 without VAT. */
  shippingVatRateBp: z.number().int().optional(),
});
export type EntryProductsResponse = z.infer<typeof EntryProductsResponse>;

export const orderEntryRoutes = {
  products: defineRoute({
    method: 'GET',
    path: '/v1/orders/entry/products',
    access: 'orders.entry.read',
    summary:
      "The products an entry picks from (createOrder, createQuote or billOrder): names, vintages, formats priced for the client's typology, stock; paginated, searched by name",
    tags: ['orders'],
    query: EntryProductsQuery,
    response: EntryProductsResponse,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
};
