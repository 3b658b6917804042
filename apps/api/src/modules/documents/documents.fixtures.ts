import type { InvoiceSnapshot } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { invoices } from '../invoices/index.ts';
import { enterOrder } from '../orders/orders.entered.fixtures.ts';
import { b2bInvoice } from './documents.snapshots.fixtures.ts';
import { documents } from './documents.table.ts';

/*
 * Rows for the documents' API tests (decision 0048): an order of the shop with two lines and a
 * delivery, entered and validated by the shop (the orders module's paths); an invoice issued
 * from one (the invoices module's issue); or, where a test needs an invoice the owners cannot
 * make (in a shop registered a minute ago, with no catalogue, to a buyer's e-mail the test
 * chooses), one written as the system with a fixture's snapshot.
 */

/** A validated order of the shop's professional client: 12 + 2 bottles (10 % off) and delivery. */
export const validatedOrder = (t: TestApp, shopId: string) =>
  enterOrder(t, shopId, {
    lines: [
      { quantity: 12, unitHt: 1450, vatRateBp: 2000 },
      { quantity: 2, unitHt: 1100, vatRateBp: 2000, discountBp: 1000 },
    ],
    shippingHt: 1800,
  });

/** An invoice of a validated order, issued by the shop's owner `jwt` (its number, its order). */
export async function issuedInvoice(t: TestApp, shopId: string, jwt: string) {
  const order = await validatedOrder(t, shopId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/invoices',
    headers: { authorization: `Bearer ${jwt}`, 'x-shop-id': shopId },
    payload: { orderId: order.id },
  });
  if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body}`);
  const invoice = res.json().invoice as { id: string; number: string };
  return { id: invoice.id, number: invoice.number, order };
}

let seq = 900;
/** An invoice written as the system, its snapshot a fixture's (see above: only where needed). */
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
