import { documentTotals, lineNet } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { clients } from '../clients/index.ts';
import { generateDocumentQueue } from '../documents/index.ts';
import { anyWine } from '../orders/orders.fixtures.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { invoices } from './invoices.table.ts';

/** Test data of the invoices' tests: validated orders written straight, as the orders module would. */

let seq = 0;

export type OrderSpec = {
  status?: 'validated' | 'pending' | 'draft';
  clientEmail?: string;
  /** Lines: quantity, unit HT, VAT rate (bp). */
  lines?: { quantity: number; unitHt: number; vatRateBp: number; discountBp?: number }[];
  shippingHt?: number;
  paymentDelay?: string;
};

export async function makeOrder(t: TestApp, shopId: string, spec: OrderSpec = {}) {
  const wine = await anyWine(t.db, shopId);
  const [client] = await t.db
    .select()
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.email, spec.clientEmail ?? 'pro@cuvee.demo')));
  const specLines = spec.lines ?? [
    { quantity: 6, unitHt: 1250, vatRateBp: 2000 },
    { quantity: 3, unitHt: 833, vatRateBp: 2000, discountBp: 1000 },
  ];
  const nets = specLines.map((l) => lineNet(l.quantity, l.unitHt, l.discountBp ?? 0));
  const shipping = spec.shippingHt ?? 0;
  const totals = documentTotals([
    ...specLines.map((l, i) => ({ netCents: nets[i]!, vatRateBp: l.vatRateBp })),
    ...(shipping ? [{ netCents: shipping, vatRateBp: 2000 }] : []),
  ]);
  seq += 1;
  const ref = `C-T${process.pid % 1000}${String(seq).padStart(5, '0')}${Math.floor(Math.random() * 1000)}`;
  const [order] = await t.db
    .insert(orders)
    .values({
      shopId,
      clientId: client?.id ?? null,
      kind: 'order',
      reference: ref,
      status: spec.status ?? 'validated',
      paymentType: 'transfer',
      paymentDelay: (spec.paymentDelay ?? 'days30') as never,
      idempotencyKey: `test-${ref}`,
      channel: 'backoffice',
      totalHt: totals.totalHt,
      tva: totals.tva,
      totalTtc: totals.totalTtc,
      shippingCents: shipping,
      price: {},
      shipping: {
        modeId: null,
        kind: 'carrier',
        name: 'Colissimo',
        collectionPoint: null,
        priceCents: shipping,
        parcels: 1,
        franco: false,
        instructions: null,
      },
      billingAddress: {
        name: 'Cave Test',
        street: '1 rue du Test',
        zipcode: '75001',
        city: 'Paris',
        country: 'FR',
      },
    })
    .returning();
  await t.db.insert(orderLines).values(
    specLines.map((l, i) => ({
      shopId,
      orderId: order!.id,
      position: i + 1,
      productId: wine.product.id,
      formatId: wine.format.id,
      label: `${wine.product.name} ${i + 1}`,
      quantity: l.quantity,
      unitHt: l.unitHt,
      unitTtc: l.unitHt,
      vatRateBp: l.vatRateBp,
      totalHt: nets[i]!,
      totalTtc: nets[i]!,
      discountBp: l.discountBp ?? 0,
    })),
  );
  return order!;
}

export async function invoiceCounts(t: TestApp) {
  const n = async (q: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  return {
    invoices: await n(sql`select count(*)::int as n from ${invoices}`),
    counters: await n(sql`select coalesce(sum(next), 0)::int as n from sales_counters`),
    events: await n(sql`select count(*)::int as n from order_events`),
    documents: await n(sql`select count(*)::int as n from documents`),
  };
}

export async function orderStatus(t: TestApp, id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

/**
 * The PDF job's queue must exist before a transaction sends to it (on PGlite, pg-boss looking
 * a missing queue up waits for the connection the transaction holds). The documents module
 * registers the real worker; until it is there, the tests register one that does nothing.
 */
export function noDocumentJobs(t: TestApp) {
  t.app.deps.jobs.register(generateDocumentQueue, async () => {});
}
