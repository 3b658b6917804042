import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { req, shopIdOf } from '../clients/clients.fixtures.ts';
import { checkFacturX } from '../documents/documents.facturx.check.ts';
import { extractFacturX } from '../documents/documents.pdfa.ts';
import { documents } from '../documents/index.ts';
import { makeOrder } from './invoices.fixtures.ts';

// Issue 16's proof through the real path: an invoice and a credit note issued by the API, their
// PDFs made by the documents' job, the XML read back out of each PDF passes the official XSD and
// the EN 16931 Schematron, and its totals are the order's to the cent.

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
});
afterAll(() => t?.close());

/**
 * The PDF the job made for an invoice, and the XML embedded in it; `status`: 'completed' once
 * the issue flow mailed it to the order's buyer, 'generated' when nobody was mailed.
 */
async function facturXOf(invoiceId: string, status: 'generated' | 'completed') {
  await t.app.deps.jobs.settled();
  const [doc] = await t.db.select().from(documents).where(eq(documents.invoiceId, invoiceId));
  expect(doc?.status).toBe(status);
  const file = await t.app.inject({
    method: 'GET',
    url: `/v1/documents/${doc!.id}/file`,
    headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demoId },
  });
  expect(file.statusCode).toBe(200);
  return extractFacturX(file.rawPayload);
}

const amount = (xml: string, tag: string) => {
  const m = new RegExp(`<ram:${tag}[^>]*>([\\d.-]+)</ram:${tag}>`).exec(xml);
  return m ? Math.round(Number(m[1]) * 100) : null;
};

describe('Factur-X of issued invoices and credit notes', () => {
  it('an invoice of an order with two VAT rates, a discount and shipping passes both checkers, totals to the cent', async () => {
    const order = await makeOrder(t, demoId, {
      lines: [
        { quantity: 12, unitHt: 1083, vatRateBp: 2000, discountBp: 1000 },
        { quantity: 3, unitHt: 707, vatRateBp: 550 },
      ],
      shippingHt: 1490,
    });
    const issued = await req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
    expect(issued.status).toBe(200);
    const invoice = issued.body.invoice;
    expect(invoice).toMatchObject({ totalHT: order.totalHt, tva: order.tva, totalTTC: order.totalTtc });

    // The order's buyer (the client's account) receives the invoice once its PDF is made.
    const xml = await facturXOf(invoice.id, 'completed');
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(amount(xml, 'TaxBasisTotalAmount')).toBe(order.totalHt);
    expect(amount(xml, 'GrandTotalAmount')).toBe(order.totalTtc);
    expect(amount(xml, 'DuePayableAmount')).toBe(order.totalTtc);

    // Cancelled by a credit note: its own Factur-X (type 381) naming the invoice.
    const credit = await req(t, 'POST', `/v1/invoices/${invoice.id}/credit-note`, {
      jwt: owner,
      body: { reason: 'Commande annulée par le client' },
    });
    expect(credit.status).toBe(200);
    const note = credit.body.invoice;
    expect(note.totalTTC).toBe(order.totalTtc);
    const creditXml = await facturXOf(note.id, 'generated');
    expect(await checkFacturX(creditXml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    expect(creditXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(creditXml).toContain(invoice.number);
    expect(amount(creditXml, 'GrandTotalAmount')).toBe(order.totalTtc);
  }, 180_000);
});
