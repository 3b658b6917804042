import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, text } from '../clients/clients.fixtures.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import {
  clientByEmail,
  counts,
  invoiceRow,
  makeInvoice,
  makeOrder,
  shopIdOf,
} from './receivables.fixtures.ts';
import { today } from './receivables.view.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let pro: { id: string; name: string };
let particulier: { id: string; name: string };
const ids = {} as Record<'proLate' | 'proSoon' | 'partLate' | 'noEmail' | 'order', string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t.db, 'domaine-demo');
  pro = await clientByEmail(t.db, demoId, 'pro@cuvee.demo');
  particulier = await clientByEmail(t.db, demoId, 'client@cuvee.demo');
  // pro: 100 € overdue (20 paid), 50 € not yet due; particulier: 30 € overdue; one paid, one credit.
  const order = await makeOrder(t.db, demoId, pro.id, 10_000);
  ids.proLate = (
    await makeInvoice(t.db, demoId, {
      clientId: pro.id,
      orderId: order.id,
      payable: 10_000,
      dueDate: '2026-02-01',
    })
  ).id;
  ids.proSoon = (
    await makeInvoice(t.db, demoId, { clientId: pro.id, payable: 5_000, dueDate: '2099-01-01' })
  ).id;
  ids.partLate = (
    await makeInvoice(t.db, demoId, { clientId: particulier.id, payable: 3_000, dueDate: '2026-03-01' })
  ).id;
  ids.noEmail = (
    await makeInvoice(t.db, demoId, {
      clientId: null,
      buyerName: 'Passant sans e-mail',
      payable: 700,
      dueDate: '2026-03-05',
    })
  ).id;
  ids.order = order.id;
  const res = await req(t, 'POST', '/v1/payments', {
    jwt: owner,
    body: { invoiceId: ids.proLate, type: 'check', amount: 2_000, paidOn: '2026-02-10', reference: 'CHQ 1' },
  });
  expect(res.status).toBe(200);
});
afterAll(() => t?.close());

describe('receivables lists', () => {
  it('outstandings: per client due, overdue, oldest due date, sorted by amount due, with totals', async () => {
    const res = await req(t, 'GET', '/v1/payments/outstandings', { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({
      due: 8_000 + 5_000 + 3_000 + 700,
      overdue: 8_000 + 3_000 + 700,
      invoices: 4,
    });
    expect(res.body.clients[0]).toEqual({
      client: { id: pro.id, name: pro.name },
      invoices: 2,
      due: 13_000,
      overdue: 8_000,
      oldestDueDate: '2026-02-01',
      overdueInvoiceIds: [ids.proLate],
    });
    expect(res.body.clients.map((c: { due: number }) => c.due)).toEqual([13_000, 3_000, 700]);
    const one = await req(t, 'GET', `/v1/payments/outstandings?clientId=${pro.id}`, { jwt: owner });
    expect(one.body.openInvoices.map((i: { id: string }) => i.id)).toEqual([ids.proLate, ids.proSoon]);
  });

  it('unpaids: invoices past due with their balance and days late', async () => {
    const res = await req(t, 'GET', '/v1/payments/unpaids', { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.invoices[0]).toMatchObject({
      id: ids.proLate,
      balance: 8_000,
      paymentStatus: 'missing',
      reminderCount: 0,
      client: { id: pro.id },
    });
    expect(res.body.invoices[0].daysLate).toBeGreaterThan(200);
  });

  it("payments: filters by type, client and dates; an order's invoices and payments", async () => {
    const all = await req(t, 'GET', '/v1/payments?type=check', { jwt: owner });
    expect(all.body.payments).toHaveLength(1);
    expect(all.body.payments[0]).toMatchObject({
      amount: 2_000,
      reference: 'CHQ 1',
      client: { name: pro.name },
    });
    expect((await req(t, 'GET', '/v1/payments?type=cash', { jwt: owner })).body.total).toBe(0);
    expect((await req(t, 'GET', '/v1/payments?from=2026-03-01', { jwt: owner })).body.total).toBe(0);
    const ofOrder = await req(t, 'GET', `/v1/payments/by-order?orderId=${ids.order}`, { jwt: owner });
    expect(ofOrder.body.invoices).toHaveLength(1);
    expect(ofOrder.body.invoices[0]).toMatchObject({ paid: 2_000, balance: 8_000 });
    expect(ofOrder.body.payments.map((p: { amount: number }) => p.amount)).toEqual([2_000]);
    const bad = await req(t, 'GET', '/v1/payments?from=hier&limit=1000', { jwt: owner });
    expect(bad.status).toBe(400);
    const noOrder = await req(
      t,
      'GET',
      '/v1/payments/by-order?orderId=0190a000-0000-7000-8000-000000000000',
      {
        jwt: owner,
      },
    );
    expect(noOrder.status).toBe(404);
  });

  it('lists refuse 401, a buyer, a collaborator without seeAllPayment; another shop sees none', async () => {
    expect((await req(t, 'GET', '/v1/payments/outstandings')).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await req(t, 'GET', '/v1/payments/unpaids', { jwt: buyer, shop: demoId })).status).toBe(403);
    const reader = await memberWith(t, demoId, 'lecteur.ventes@cuvee.test', 'iam', { seeAllOrder: true });
    expect((await req(t, 'GET', '/v1/payments/credits', { jwt: reader.jwt })).status).toBe(403);
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const other = await req(t, 'GET', '/v1/payments/outstandings', { jwt: seconde });
    expect(other.status).toBe(200);
    expect(other.body.totals).toEqual({ due: 0, overdue: 0, invoices: 0 });
    expect((await req(t, 'GET', `/v1/payments/by-order?orderId=${ids.order}`, { jwt: seconde })).status).toBe(
      404,
    );
  });
});

describe('POST /v1/payments/reminders', () => {
  it('refuses 401, 403, another shop (404) and bad input (400), changing nothing', async () => {
    const before = await counts(t.db);
    expect(
      (await req(t, 'POST', '/v1/payments/reminders', { body: { invoiceIds: [ids.proLate] } })).status,
    ).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    const refused = await req(t, 'POST', '/v1/payments/reminders', {
      jwt: buyer,
      shop: demoId,
      body: { invoiceIds: [ids.proLate] },
    });
    expect(refused.status).toBe(403);
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const other = await req(t, 'POST', '/v1/payments/reminders', {
      jwt: seconde,
      body: { invoiceIds: [ids.proLate] },
    });
    expect(other.status).toBe(404);
    const empty = await req(t, 'POST', '/v1/payments/reminders', { jwt: owner, body: { invoiceIds: [] } });
    expect(empty.status).toBe(400);
    expect(text(empty.body.message)).toContain('Au moins 1 élément');
    await t.settled();
    expect(await counts(t.db)).toEqual(before);
  });

  it('mails each client their overdue invoices, skips who has no e-mail and what is not late', async () => {
    const res = await req(t, 'POST', '/v1/payments/reminders', {
      jwt: owner,
      body: { invoiceIds: [ids.proLate, ids.proSoon, ids.partLate, ids.noEmail] },
    });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(2);
    expect(res.body.message).toBe('2 relances envoyées, 2 ignorées');
    expect(res.body.skipped).toEqual(
      expect.arrayContaining([
        {
          client: 'Passant sans e-mail',
          invoices: [expect.any(String)],
          reason: "Ce client n'a pas d'adresse e-mail",
        },
        {
          client: pro.name,
          invoices: [expect.any(String)],
          reason: "La facture n'est pas en retard de paiement",
        },
      ]),
    );
    await t.settled();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'pro@cuvee.demo'));
    const mail = mails.at(-1)!;
    const late = await invoiceRow(t.db, ids.proLate);
    expect(mail.subject).toContain('relance');
    expect(mail.textBody).toContain(`Facture ${late.number}, échue le 01/02/2026`);
    expect(mail.textBody.replace(/[\u202f\u00a0]/g, ' ')).toContain('80,00 € restant dus');
    expect(late.reminderCount).toBe(1);
    expect((await invoiceRow(t.db, ids.proSoon)).reminderCount).toBe(0);
    const unpaid = await req(t, 'GET', '/v1/payments/unpaids', { jwt: owner });
    expect(unpaid.body.invoices[0]).toMatchObject({ id: ids.proLate, reminderCount: 1 });
    expect(today() > '2026-02-01').toBe(true);
  });
});
