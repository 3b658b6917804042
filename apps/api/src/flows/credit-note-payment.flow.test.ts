import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { req, shopIdOf, text } from '../modules/clients/clients.fixtures.ts';
import { makeOrder, noDocumentJobs } from '../modules/invoices/invoices.fixtures.ts';
import { today } from '../modules/receivables/receivables.view.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Defect 3 of issue 25: a partial credit note lowers its invoice's balance once, as an
// allocation of the ledger; offered again as a 'creditNote' payment on the same invoice it is
// refused (nothing of it is left), and nothing changes.

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  noDocumentJobs(t);
});
afterAll(() => t?.close());

const invoiceOf = async (id: string) =>
  (await req(t, 'GET', `/v1/invoices/${id}`, { jwt: owner })).body.invoice;

describe('a partial credit note', () => {
  it('lowers the balance once and cannot be used again on the same invoice', async () => {
    const order = await makeOrder(t, demoId, { lines: [{ quantity: 10, unitHt: 1000, vatRateBp: 2000 }] });
    const issued = await req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
    expect(issued.status).toBe(200);
    const invoice = issued.body.invoice;
    expect(invoice.payable).toBe(12_000);
    const note = await req(t, 'POST', `/v1/invoices/${invoice.id}/credit-note`, {
      jwt: owner,
      body: { amountCents: 3_000, reason: 'Casse' },
    });
    expect(note.status).toBe(200);
    const credited = await invoiceOf(invoice.id);
    expect(credited).toMatchObject({ balance: 9_000, credited: 3_000, paymentStatus: 'pending' });

    const again = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: {
        invoiceId: invoice.id,
        type: 'creditNote',
        creditNoteId: note.body.invoice.id,
        amount: 3_000,
        paidOn: today(),
      },
    });
    expect(again.status).toBe(422);
    expect(text(again.body.message).replace(/[\u202f\u00a0]/g, ' ')).toBe(
      `Il ne reste que 0,00 € à utiliser sur l'avoir ${note.body.invoice.number}`,
    );
    expect(await invoiceOf(invoice.id)).toMatchObject({ balance: 9_000, paid: 0, credited: 3_000 });
    const payments = await req(t, 'GET', `/v1/payments/by-order?orderId=${order.id}`, { jwt: owner });
    expect(payments.status).toBe(200);
    expect(payments.body.payments).toEqual([]);
    // The whole of the note went into this invoice's balance: nothing of it is left to use.
    expect((await invoiceOf(note.body.invoice.id)).creditStatus).toBe('empty');
  });
});
