import { randomUUID } from 'node:crypto';
import type { OrderKind, OrderStatus } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { makeClientRecord } from '../clients/clients.record.fixtures.ts';
import { users } from '../users/index.ts';
import { anyWine, stockedWine } from './orders.fixtures.ts';
import { orderEvents, orderLines, orders } from './orders.table.ts';

/** What the back office's tests work on: clients and orders written straight in the database. */

export async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A client record, made through the clients module (issue 25). */
export const makeClient = (db: Db, shopId: string, company: string, agentId: string | null = null) =>
  makeClientRecord(db, shopId, company, agentId);

let n = 0;

type SalesOrderSpec = {
  shopId: string;
  clientId: string;
  kind?: OrderKind;
  status?: OrderStatus;
  agentId?: string | null;
  createdBy?: string | null;
  buyerId?: string | null;
  quantity?: number;
};

/** An order of `kind` for a client, 2 units of a stocked wine at 12 € HT, as the back office enters it. */
export async function makeSalesOrder(db: Db, o: SalesOrderSpec) {
  const wine = await stockedWine(db, o.shopId);
  return { order: await insertSalesOrder(db, o, { ...wine, vintage: wine.line.vintage }), wine };
}

/** The same in a shop that keeps no stock lines (Maison Seconde): one of its wines. */
export async function makeSalesOrderOfAnyWine(db: Db, o: SalesOrderSpec) {
  const wine = await anyWine(db, o.shopId);
  const vintage = wine.product.vintages[0]?.name ?? '';
  return { order: await insertSalesOrder(db, o, { ...wine, vintage }), wine };
}

async function insertSalesOrder(
  db: Db,
  o: SalesOrderSpec,
  wine: { product: { id: string; name: string }; format: { id: string }; vintage: string },
) {
  const kind = o.kind ?? 'order';
  const quantity = o.quantity ?? 2;
  const prefix = kind === 'quote' ? 'D' : kind === 'sample' ? 'E' : 'T';
  const unitHt = kind === 'sample' ? 0 : 1200;
  const totalHt = unitHt * quantity;
  const tva = Math.round(totalHt * 0.2);
  const [order] = await db
    .insert(orders)
    .values({
      shopId: o.shopId,
      clientId: o.clientId,
      buyerId: o.buyerId ?? null,
      kind,
      reference: `${prefix}-T${String(++n).padStart(5, '0')}${randomUUID().slice(0, 4)}`,
      status: o.status ?? 'draft',
      agentId: o.agentId ?? null,
      createdBy: o.createdBy ?? null,
      paymentType: kind === 'sample' ? 'sample' : 'transfer',
      idempotencyKey: randomUUID(),
      channel: 'backoffice',
      totalHt,
      tva,
      totalTtc: totalHt + tva,
      price: {},
      shipping: {
        modeId: null,
        kind: 'delivery',
        name: 'Transporteur',
        collectionPoint: null,
        priceCents: 0,
        parcels: 1,
        franco: false,
        instructions: null,
      },
    })
    .returning();
  await db.insert(orderLines).values({
    shopId: o.shopId,
    orderId: order!.id,
    position: 0,
    productId: wine.product.id,
    formatId: wine.format.id,
    vintage: wine.vintage,
    label: wine.product.name,
    quantity,
    unitHt,
    unitTtc: Math.round(unitHt * 1.2),
    vatRateBp: 2000,
    totalHt,
    totalTtc: totalHt + tva,
  });
  await db
    .insert(orderEvents)
    .values({ shopId: o.shopId, orderId: order!.id, action: 'created', toStatus: order!.status });
  return order!;
}
