import {
  TOUR_CLIENTS_PAGE,
  TOUR_PRODUCTS_MAX,
  TOUR_PUBLIC_PRICES,
  type TourDayResponse,
  type TourProduct,
} from '@cuvee/contracts';
import { formatLabel, isFormatVisible, relationTo, resolveTypology, shippingVatRateBp } from '@cuvee/domain';
import { asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { type ClientActor, clients, visibleTo } from '../clients/index.ts';
import { productFormats, products } from '../products/index.ts';
import { agentTypologiesIn, shops } from '../shops/index.ts';
import { formatStockSql } from '../stock/index.ts';
import { listedUnit } from './orders.entry.ts';
import type { SalesActor } from './orders.list.ts';
import { productHead } from './orders.picker.ts';
import { orders } from './orders.table.ts';

/*
 * The agent's day for tour mode (issue 28, decision 0152): one download per page of clients —
 * the clients the caller follows (an agent: their own, visibleTo), each with its last three
 * orders, and on the first page the catalogue priced for every typology of the shop, as the
 * entry prices a line (listedUnit), with each format's stock. Bounded: 200 clients a page,
 * 500 products.
 */

const LAST_ORDERS = 3;

export async function tourDay(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  offset: number,
): Promise<Omit<TourDayResponse, 'success'>> {
  const shopId = actor.shop.id;
  const s = scoped(tx, actor);
  const [shop] = await tx
    .select({ typologies: shops.typologies, settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId));
  // An agent reads the prices of their sector's typologies only (decision 0156): the day holds
  // no other, and a client of another typology is priced on the device at the public prices,
  // the server's price telling the difference when the order is sent (decision 0154).
  const typologies =
    relationTo(actor.user, shopId) === 'agent'
      ? sectorOnly(shop!.typologies, await agentTypologiesIn(tx, actor, actor.user.id))
      : shop!.typologies;

  const page = await s
    .select({
      id: clients.id,
      displayName: clients.displayName,
      city: clients.city,
      typology: clients.typology,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(clients)
    .where(visibleTo(clientActor))
    .orderBy(asc(clients.sortKey), asc(clients.id))
    .limit(TOUR_CLIENTS_PAGE)
    .offset(offset);
  const ids = page.map((c) => c.id);
  const recent = ids.length ? await lastOrders(tx, s, ids) : [];

  const total = page[0]?.total ?? 0;
  const next = offset + page.length;
  return {
    shopId,
    generatedAt: new Date().toISOString(),
    totalClients: total,
    nextOffset: page.length > 0 && next < total ? next : null,
    clients: page.map((c) => {
      const key = resolveTypology(typologies, c.typology);
      return {
        id: c.id,
        displayName: c.displayName,
        city: c.city,
        priceKey: key ?? TOUR_PUBLIC_PRICES,
        typologyName: key ? (typologies[key]?.name ?? null) : null,
        lastOrders: recent
          .filter((o) => o.clientId === c.id)
          .map((o) => ({
            id: o.id,
            reference: o.reference,
            status: o.status,
            createdAt: new Date(o.createdAt).toISOString(),
            totalTtcCents: o.totalTtc,
          })),
      };
    }),
    catalogue: offset === 0 ? await tourCatalogue(actor, tx, { ...shop!, typologies }) : null,
  };
}

function sectorOnly<T>(all: Record<string, T>, theirs: string[]): Record<string, T> {
  const keep = new Set(theirs);
  return Object.fromEntries(Object.entries(all).filter(([key]) => keep.has(key)));
}

/** Each client's last orders (kind order), newest first: one statement ranking them per client. */
async function lastOrders(tx: TenantTx, s: ReturnType<typeof scoped>, clientIds: string[]) {
  const ranked = s
    .select({
      id: orders.id,
      clientId: orders.clientId,
      reference: orders.reference,
      status: orders.status,
      createdAt: orders.createdAt,
      totalTtc: orders.totalTtc,
      rank: sql<number>`row_number() over (partition by ${orders.clientId} order by ${orders.createdAt} desc, ${orders.id})`.as(
        'rank',
      ),
    })
    .from(orders)
    .where(inArray(orders.clientId, clientIds), eq(orders.kind, 'order'))
    .as('ranked');
  return tx.select().from(ranked).where(lte(ranked.rank, LAST_ORDERS)).orderBy(desc(ranked.createdAt));
}

type ShopPricing = {
  typologies: Parameters<typeof listedUnit>[1];
  settings: { hasTVA?: boolean; vatRate?: Record<'standard' | 'medium' | 'reduced', number> } | null;
};

async function tourCatalogue(actor: SalesActor, tx: TenantTx, shop: ShopPricing) {
  const s = scoped(tx, actor);
  const hasTva = shop.settings?.hasTVA ?? true;
  const rates = shop.settings?.vatRate ?? { standard: 20, medium: 10, reduced: 5.5 };
  const conds = [
    ne(products.status, 'closed'),
    sql`exists (select 1 from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id")`,
  ];
  if (relationTo(actor.user, actor.shop.id) === 'agent') conds.push(ne(products.productType, 'prestation'));
  const rows = await s
    .selectAll(products, ...conds)
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
    .limit(TOUR_PRODUCTS_MAX + 1);
  const listed = rows.slice(0, TOUR_PRODUCTS_MAX);
  const formats = listed.length
    ? await s
        .select({
          row: productFormats,
          available: formatStockSql(sql`"product_formats"."shop_id"`, sql`"product_formats"."id"`),
        })
        .from(productFormats)
        .where(
          inArray(
            productFormats.productId,
            listed.map((p) => p.id),
          ),
        )
        .orderBy(asc(productFormats.productId), asc(productFormats.position), asc(productFormats.id))
    : [];
  const keys = [...Object.keys(shop.typologies), TOUR_PUBLIC_PRICES];
  const result: TourProduct[] = listed.map((p) => {
    const vatRate = hasTva ? rates[p.vatType] : 0;
    return {
      ...productHead(p),
      formats: formats
        .filter((f) => f.row.productId === p.id)
        .map(({ row: f, available }) => ({
          id: f.id,
          label: formatLabel(f),
          unity: f.unity,
          unityValue: f.unityValue,
          vatRateBp: Math.round(vatRate * 100),
          available: available === null ? null : Number(available),
          prices: Object.fromEntries(
            keys.map((key) => {
              const typologyKey = key === TOUR_PUBLIC_PRICES ? null : key;
              const unit = listedUnit(f, shop.typologies, typologyKey, vatRate);
              return [
                key,
                { unitHtCents: unit.ht, unitTtcCents: unit.ttc, offered: isFormatVisible(f, typologyKey) },
              ];
            }),
          ),
        })),
    };
  });
  return {
    products: result,
    shippingVatRateBp: shippingVatRateBp({ hasTVA: hasTva, vatRate: rates }),
    truncated: rows.length > TOUR_PRODUCTS_MAX,
  };
}
