import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountingEntries, accountingEntryLines } from '../accounting/accounting.table.ts';
import { checkFacturX } from '../documents/documents.facturx.check.ts';
import { extractFacturX } from '../documents/documents.pdfa.ts';
import { documents } from '../documents/index.ts';
import { shopId } from '../orders/orders.fixtures.ts';
import { aStay, booking, eventWithSlots, placementOf } from '../orders/orders.reservations.fixtures.ts';

// The worked stay of domain-facts-wave3 §2 invoiced (issue 27, decision 0112): 5,28 € of tourist
// tax as its own line outside VAT (category E, a disbursement for the commune), the Factur-X still
// valid, and the tax booked on its third-party account, not in the sales.

let t: TestApp;
let owner: string;
let client: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  client = await t.login('client@cuvee.demo');
  demo = await shopId(t.db, 'domaine-demo');
});
afterAll(() => t?.close());

const amount = (xml: string, tag: string) => {
  const m = new RegExp(`<ram:${tag}[^>]*>([\\d.-]+)</ram:${tag}>`).exec(xml);
  return m ? Math.round(Number(m[1]) * 100) : null;
};

describe('the tourist tax on the invoice', () => {
  it('a stay for 2 adults and a 16-year-old: its own line of 5,28 €, a valid Factur-X, booked on 467100', async () => {
    const stay = await eventWithSlots(t, demo, aStay());
    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: client,
      body: placementOf([
        {
          sellerId: demo,
          reservations: [booking(stay.eventId, stay.slotIds[0]!, { adulte: 2, mineur: 1 })],
          paymentType: 'transfer',
        },
      ]),
    });
    expect(placed.status).toBe(200);
    const order = placed.body.orders[0];
    expect(order.totalTTC).toBe(26528);
    expect(
      (await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner, body: {} })).status,
    ).toBe(200);
    const issued = await call(t.app, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
    expect(issued.status).toBe(200);
    const invoice = issued.body.invoice;
    expect(invoice).toMatchObject({ totalHT: 23637 + 528, totalTTC: 26528 });

    await t.app.deps.jobs.settled();
    const [doc] = await t.db.select().from(documents).where(eq(documents.invoiceId, invoice.id));
    const file = await t.app.inject({
      method: 'GET',
      url: `/v1/documents/${doc!.id}/file`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(file.statusCode).toBe(200);
    const xml = await extractFacturX(file.rawPayload);
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    expect(xml).toContain('Taxe de séjour (6 nuitées)');
    // EN 16931 takes VAT on each rate's sum (one cent more than the order's per-line VAT here);
    // the rounding brings the amount due back to the order's total.
    expect(amount(xml, 'DuePayableAmount')).toBe(26528);

    const booked = await t.db
      .select({
        account: accountingEntryLines.account,
        debit: accountingEntryLines.debit,
        credit: accountingEntryLines.credit,
      })
      .from(accountingEntryLines)
      .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
      .where(
        and(
          eq(accountingEntries.sourceId, invoice.id),
          eq(accountingEntryLines.accountKey, 'sales.touristTax'),
        ),
      );
    expect(booked).toEqual([{ account: '467100', debit: 0, credit: 528 }]);
  }, 180_000);
});
