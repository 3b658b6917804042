import type { InvoiceSnapshot } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { invoices } from '../invoices/index.ts';
import { orderLines, orders } from '../orders/index.ts';
import { anyWine, PARIS } from '../orders/orders.fixtures.ts';
import { b2bInvoice } from './documents.snapshots.fixtures.ts';
import { documents } from './documents.table.ts';

/*
 * Rows for the documents' API tests (decision 0048), written as the system: an order of the
 * shop with two lines, and an issued invoice whose snapshot is a fixture's (until the invoices
 * module's issuing is merged; the integrator adds a test through it).
 */

export async function insertOrder(db: Db, shopId: string, reference = `C-T${Date.now() % 1e6}`) {
  const wine = await anyWine(db, shopId);
  const id = uuidv7();
  await db.insert(orders).values({
    id,
    shopId,
    kind: 'order',
    reference,
    status: 'validated',
    paymentType: 'transfer',
    idempotencyKey: `doc-test-${id}`,
    channel: 'dashboard',
    totalHt: 12 * 1450 + 2 * 990 + 1500,
    tva: Math.round((12 * 1450 + 2 * 990 + 1500) * 0.2),
    totalTtc: 12 * 1450 + 2 * 990 + 1500 + Math.round((12 * 1450 + 2 * 990 + 1500) * 0.2),
    shippingCents: 1800,
    price: {},
    shipping: {
      modeId: null,
      kind: 'carrier',
      name: 'Transporteur',
      collectionPoint: null,
      priceCents: 1800,
      parcels: 1,
      franco: false,
      instructions: null,
    },
    deliveryAddress: PARIS,
    billingAddress: { ...PARIS, street: '1 place de la Bastille' },
  });
  const line = (position: number, quantity: number, unit: number, discountBp = 0) => ({
    shopId,
    orderId: id,
    position,
    productId: wine.product.id,
    formatId: wine.format.id,
    label: `${wine.product.name} — ligne ${position}`,
    quantity,
    unitHt: unit,
    unitTtc: Math.round(unit * 1.2),
    vatRateBp: 2000,
    exciseCents: 38 * quantity,
    totalHt: Math.round((quantity * unit * (10000 - discountBp)) / 10000),
    totalTtc: Math.round(((quantity * unit * (10000 - discountBp)) / 10000) * 1.2),
    discountBp,
  });
  await db.insert(orderLines).values([line(1, 12, 1450), line(2, 2, 1100, 1000)]);
  return id;
}

let seq = 900;
export async function insertInvoice(
  db: Db,
  shopId: string,
  over: Partial<InvoiceSnapshot> = {},
  orderId: string | null = null,
) {
  seq += 1;
  const number = `F-2026-${String(seq).padStart(5, '0')}`;
  const snapshot = b2bInvoice({ number, ...over });
  const id = uuidv7();
  await db.insert(invoices).values({
    id,
    shopId,
    kind: snapshot.kind,
    orderId,
    series: 'F',
    fiscalYear: 2026,
    seq,
    number,
    issueDate: snapshot.issueDate,
    dueDate: snapshot.dueDate,
    totalHt: snapshot.totals.totalHt,
    tva: snapshot.totals.tva,
    totalTtc: snapshot.totals.totalTtc,
    payable: snapshot.totals.payable,
    snapshot,
  });
  return { id, number };
}

export async function countRows(db: Db) {
  const n = async (table: typeof documents | typeof invoices) =>
    Number(
      (
        (await db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  return { documents: await n(documents) };
}
