import type { ShopOrder, ShopOrderDetail } from '@cuvee/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { detailOf, itemCount, ORDER_NOT_FOUND, toBuyerOrder } from './orders.read.ts';
import { orders } from './orders.table.ts';

/*
 * The shop's orders as its staff read them (spec §6 seeAllOrder, decision 0040): in the
 * request's tenant transaction, scoped to the shop; each with its buyer. Validating, shipping
 * and invoicing them are the sales back office's (issue 16).
 */

function shopRows(tx: TenantTx, scope: TenantScope, ...conds: SQL[]) {
  return tx
    .select({
      order: orders,
      shopName: shops.name,
      urlShop: shops.urlShop,
      items: itemCount,
      buyer: {
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
        email: users.email,
      },
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(scoped(tx, scope).owns(orders), ...conds));
}

type Buyer = {
  id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
};
const buyerOf = (b: Buyer) => ({
  id: b.id,
  name: [b.firstname, b.lastname].filter(Boolean).join(' ').trim() || b.username || b.email,
  email: b.email,
});

export async function listShopOrders(
  tx: TenantTx,
  scope: TenantScope,
  page: { limit: number; offset: number },
) {
  const s = scoped(tx, scope);
  const [rows, [total]] = await Promise.all([
    shopRows(tx, scope).orderBy(desc(orders.placedAt), desc(orders.id)).limit(page.limit).offset(page.offset),
    s.select({ n: count() }).from(orders).where(),
  ]);
  const list: ShopOrder[] = rows.map((r) => ({ ...toBuyerOrder(r), buyer: buyerOf(r.buyer) }));
  return { orders: list, total: total?.n ?? 0 };
}

export async function shopOrder(tx: TenantTx, scope: TenantScope, id: string): Promise<ShopOrderDetail> {
  const [row] = await shopRows(tx, scope, eq(orders.id, id));
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return { ...(await detailOf(tx, row)), buyer: buyerOf(row.buyer) };
}
