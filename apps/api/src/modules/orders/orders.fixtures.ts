import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryModes } from '../delivery/index.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { notifications } from '../notifications/index.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import { stockLines, warehouses } from '../stock/index.ts';
import { orderLines, orderPayments, orders } from './orders.table.ts';

/** What the orders' API tests buy and where they deliver (the demo's data, read once). */

export const PARIS = {
  firstname: 'Claire',
  lastname: 'Martin',
  street: '8 rue Oberkampf',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
  phone: '06 12 34 56 78',
};

export async function shopId(db: Db, urlShop: string): Promise<string> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop));
  return row!.id;
}

export async function modeId(db: Db, shop: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: deliveryModes.id })
    .from(deliveryModes)
    .where(and(eq(deliveryModes.shopId, shop), eq(deliveryModes.name, name)));
  return row!.id;
}

/** A still wine of the shop kept in stock in its default warehouse, with what is available. */
export async function stockedWine(db: Db, shop: string) {
  const [row] = await db
    .select({ product: products, format: productFormats, line: stockLines })
    .from(stockLines)
    .innerJoin(warehouses, eq(warehouses.id, stockLines.warehouseId))
    .innerJoin(products, eq(products.id, stockLines.productId))
    .innerJoin(productFormats, eq(productFormats.id, stockLines.formatId))
    .where(
      and(
        eq(stockLines.shopId, shop),
        eq(warehouses.isDefault, true),
        eq(products.productType, 'bottle'),
        // A still wine: its excise is the still wine's (4.19 €/hl in 2026).
        eq(products.type, 'wine'),
        eq(products.status, 'online'),
        gt(sql`${stockLines.physical} - ${stockLines.reserved}`, 20),
      ),
    )
    .orderBy(products.name)
    .limit(1);
  const vintage = row!.product.vintages.find((v) => v.name === row!.line.vintage);
  return { ...row!, vintageId: vintage?.id ?? null };
}

/** Any online bottle of a shop (Maison Seconde keeps no stock lines). */
export async function anyWine(db: Db, shop: string) {
  const [row] = await db
    .select({ product: products, format: productFormats })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(products.shopId, shop), eq(products.productType, 'bottle'), eq(products.status, 'online')))
    .orderBy(products.name)
    .limit(1);
  return { ...row!, vintageId: row!.product.vintages[0]?.id ?? null };
}

/** Units still available on a stock line. */
export async function available(db: Db, lineId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`${stockLines.physical} - ${stockLines.reserved}` })
    .from(stockLines)
    .where(eq(stockLines.id, lineId));
  return Number(row!.n);
}

/** The rows a refused placement must leave as they were. */
export async function footprint(db: Db) {
  const n = async (
    table:
      | typeof orders
      | typeof orderLines
      | typeof orderPayments
      | typeof notifications
      | typeof mailOutbox,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const [reserved] = await db
    .select({ n: sql<number>`coalesce(sum(${stockLines.reserved}), 0)::int` })
    .from(stockLines);
  return {
    orders: await n(orders),
    lines: await n(orderLines),
    payments: await n(orderPayments),
    notifications: await n(notifications),
    mails: await n(mailOutbox),
    reserved: Number(reserved!.n),
  };
}
