import type { EntryProductsQuery, EntryProductsResponse } from '@cuvee/contracts';
import {
  type DrinkType,
  exciseCategoryOf,
  formatLabel,
  isFormatVisible,
  relationTo,
  resolveTypology,
  shippingVatRateBp,
} from '@cuvee/domain';
import { asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/search.ts';
import { type ClientActor, clients, notFoundClient, visibleTo } from '../clients/index.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import { formatStockSql } from '../stock/index.ts';
import { listedUnit } from './orders.entry.ts';
import type { SalesActor } from './orders.list.ts';

/*
 * The product picker of an entry (issue 24): whoever may enter an order, a quote or a bill picks
 * the lines' products here, without the catalogue's right (seeAllProduct) the catalogue's
 * routes ask. It answers only what a line needs: the name, the vintages, each format priced for
 * the client's typology as the entry will price it (listedUnit) and its stock. An agent is
 * never offered a prestation (spec §6), as in their catalogue. A page in the shop's own order.
 */

type Query = z.output<typeof EntryProductsQuery>;

/** What of a vintage's legal block decides its duties: suspension and the producer's own rates. */
export function dutiesLegal(
  legal: { typeDA?: 'DA2' | 'DSU' | 'NULL'; da?: number; css?: number } | undefined,
) {
  const { typeDA, da, css } = legal ?? {};
  return {
    ...(typeDA ? { typeDA } : {}),
    ...(da !== undefined ? { da } : {}),
    ...(css !== undefined ? { css } : {}),
  };
}

/** What a line needs of a product (name, kind, excise category, vintages and their duties): the picker's and the tour's day's. */
export function productHead(
  p: Pick<
    typeof products.$inferSelect,
    'id' | 'name' | 'precision' | 'productType' | 'status' | 'type' | 'vintages'
  >,
) {
  return {
    id: p.id,
    name: p.name,
    precision: p.precision,
    productType: p.productType,
    status: p.status,
    exciseCategory: exciseCategoryOf(p.type as DrinkType | null),
    vintages: p.vintages.map((v) => ({
      id: v.id,
      name: v.name,
      alcohol: v.alcohol ?? null,
      legal: dutiesLegal(v.legal),
    })),
  };
}

export async function entryProducts(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  q: Query,
): Promise<Omit<EntryProductsResponse, 'success'>> {
  const shopId = actor.shop.id;
  const s = scoped(tx, actor);
  let clientTypology: string | null = null;
  if (q.clientId) {
    const [client] = await s.selectAll(clients, eq(clients.id, q.clientId), visibleTo(clientActor));
    if (!client) throw notFoundClient();
    clientTypology = client.typology;
  }
  const [shop] = await tx
    .select({ typologies: shops.typologies, settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId));
  const typologies = shop!.typologies;
  const typologyKey = resolveTypology(typologies, clientTypology);
  const hasTva = shop!.settings?.hasTVA ?? true;
  const rates = shop!.settings?.vatRate ?? { standard: 20, medium: 10, reduced: 5.5 };
  const shippingRateBp = shippingVatRateBp({ hasTVA: hasTva, vatRate: rates });

  const conds: (SQL | undefined)[] = [
    sql`exists (select 1 from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id")`,
  ];
  if (relationTo(actor.user, shopId) === 'agent') conds.push(ne(products.productType, 'prestation'));
  if (q.ids) conds.push(inArray(products.id, q.ids));
  else {
    // An archived product is sold no more; a draft's line may still name one (by its id).
    conds.push(ne(products.status, 'closed'));
    if (q.search) conds.push(sql`${products.searchText} like ${containsPattern(q.search)}`);
  }
  const rows = await s
    .select({
      id: products.id,
      name: products.name,
      precision: products.precision,
      productType: products.productType,
      status: products.status,
      vatType: products.vatType,
      type: products.type,
      vintages: products.vintages,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(products)
    .where(...conds)
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
    .limit(q.ids ? q.ids.length : q.limit)
    .offset(q.ids ? 0 : q.offset);
  const typology = typologyKey ? (typologies[typologyKey]?.name ?? null) : null;
  if (rows.length === 0) {
    // A page past the end still says how many there are.
    const [counted] =
      q.offset > 0 && !q.ids
        ? await s
            .select({ n: count() })
            .from(products)
            .where(...conds)
        : [];
    return { typology, total: counted?.n ?? 0, products: [], shippingVatRateBp: shippingRateBp };
  }

  const formats = await s
    .select({
      row: productFormats,
      available: formatStockSql(sql`"product_formats"."shop_id"`, sql`"product_formats"."id"`),
    })
    .from(productFormats)
    .where(
      inArray(
        productFormats.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productFormats.productId), asc(productFormats.position), asc(productFormats.id));

  return {
    typology,
    total: rows[0]!.total,
    shippingVatRateBp: shippingRateBp,
    products: rows.map((p) => {
      const vatRate = hasTva ? rates[p.vatType] : 0;
      return {
        ...productHead(p),
        formats: formats
          .filter((f) => f.row.productId === p.id)
          .map(({ row: f, available }) => {
            const unit = listedUnit(f, typologies, typologyKey, vatRate);
            return {
              id: f.id,
              label: formatLabel(f),
              unity: f.unity,
              unityValue: f.unityValue,
              unitHtCents: unit.ht,
              unitTtcCents: unit.ttc,
              vatRateBp: Math.round(vatRate * 100),
              offered: isFormatVisible(f, typologyKey),
              available: available === null ? null : Number(available),
            };
          }),
      };
    }),
  };
}
