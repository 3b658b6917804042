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

/** An order of `kind` for a client, 2 units of a stocked wine at 12 € HT, as the back office enters it. */
export async function makeSalesOrder(
  db: Db,
  o: {
    shopId: string;
    clientId: string;
    kind?: OrderKind;
    status?: OrderStatus;
    agentId?: string | null;
    createdBy?: string | null;
    buyerId?: string | null;
    quantity?: number;
    /** A shop without stock lines (Maison Seconde): one of its wines. */
    anyWine?: boolean;
  },
) {
  const wine = o.anyWine ? await anyWine(db, o.shopId) : await stockedWine(db, o.shopId);
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
    vintage: 'line' in wine ? wine.line.vintage : (wine.product.vintages[0]?.name ?? null),
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
  return { order: order!, wine };
}
