import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, text } from '../clients/clients.fixtures.ts';
import { notifications } from '../notifications/index.ts';
import { orders } from '../orders/orders.table.ts';
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
let secondeId: string;
let client: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t.db, 'domaine-demo');
  secondeId = await shopIdOf(t.db, 'maison-seconde');
  client = await clientByEmail(t.db, demoId, 'pro@cuvee.demo');
});
afterAll(() => t?.close());

/** formatEuros separates with narrow no-break spaces; the tests write plain ones. */
const nb = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const pay = (invoiceId: string, amount: number, over: Record<string, unknown> = {}) => ({
  invoiceId,
  type: 'transfer',
  amount,
  paidOn: today(),
  reference: 'VIR-42',
  ...over,
});

describe('POST /v1/payments', () => {
  it('moves an invoice pending → partial → paid, the order paid, with timeline and notification', async () => {
    const order = await makeOrder(t.db, demoId, client.id, 12_000);
    const inv = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      orderId: order.id,
      payable: 12_000,
      dueDate: '2030-01-01',
    });
    const iam = await memberWith(t, demoId, 'compta.pay@cuvee.test', 'iam', { seeAllPayment: true });
    const first = await req(t, 'POST', '/v1/payments', { jwt: iam.jwt, body: pay(inv.id, 5_000) });
    expect(first.status).toBe(200);
    expect(nb(first.body.message)).toBe('Le règlement de 50,00 € a été enregistré');
    expect(first.body.invoice).toMatchObject({ paid: 5_000, balance: 7_000, paymentStatus: 'partial' });
    expect((await invoiceRow(t.db, inv.id)).paymentStatus).toBe('partial');
    const [o1] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o1!.paymentStatus).toBe('partial');
    const second = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 7_000, { type: 'check' }),
    });
    expect(second.status).toBe(200);
    expect(second.body.invoice).toMatchObject({ paid: 12_000, balance: 0, paymentStatus: 'paid' });
    expect(second.body.payment).toMatchObject({ type: 'check', amount: 7_000, client: { id: client.id } });
    const [o2] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(o2!.paymentStatus).toBe('paid');
    const timeline = await req(t, 'GET', `/v1/clients/${client.id}/activities`, { jwt: owner });
    const kinds = timeline.body.activities.map((a: { kind: string }) => a.kind);
    expect(kinds.filter((k: string) => k === 'payment').length).toBeGreaterThanOrEqual(2);
    // The owner hears of the collaborator's payment, not of their own.
    const notes = await t.db.select().from(notifications).where(eq(notifications.subjectId, inv.id));
    expect(notes.map((n) => n.type)).toEqual(['paymentReceived']);
    expect(nb(notes[0]!.content)).toContain('Règlement de 50,00 € (Virement bancaire) reçu sur la facture');
  });

  it('refuses more than the balance (422) and a cancelled invoice (409), changing nothing', async () => {
    const inv = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 10_000,
      dueDate: '2030-01-01',
    });
    await req(t, 'POST', '/v1/payments', { jwt: owner, body: pay(inv.id, 4_000) });
    const before = await counts(t.db);
    const over = await req(t, 'POST', '/v1/payments', { jwt: owner, body: pay(inv.id, 6_001) });
    expect(over.status).toBe(422);
    expect(nb(over.body.message)).toBe(
      `Le montant dépasse le reste dû de la facture ${inv.number} (60,00 €)`,
    );
    const cancelled = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 1_000,
      dueDate: '2030-01-01',
    });
    await t.db.execute(`update invoices set payment_status = 'cancelled' where id = '${cancelled.id}'`);
    const refused = await req(t, 'POST', '/v1/payments', { jwt: owner, body: pay(cancelled.id, 100) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cette facture est annulée par un avoir : elle ne se règle plus');
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses bad input with French messages (400) and changes nothing', async () => {
    const inv = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 10_000,
      dueDate: '2030-01-01',
    });
    const before = await counts(t.db);
    const zero = await req(t, 'POST', '/v1/payments', { jwt: owner, body: pay(inv.id, 0) });
    expect(zero.status).toBe(400);
    expect(text(zero.body.message)).toContain('Le montant doit être supérieur à 0');
    const type = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 10, { type: 'bitcoin' }),
    });
    expect(type.status).toBe(400);
    expect(text(type.body.message)).toContain('Ce moyen de paiement est inconnu');
    const future = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 10, { paidOn: '2099-01-01' }),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La date du règlement ne peut pas être dans le futur');
    const noCredit = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 10, { type: 'creditNote' }),
    });
    expect(noCredit.status).toBe(400);
    expect(text(noCredit.body.message)).toContain("Choisissez l'avoir à utiliser");
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses 401, 403 (buyer, collaborator without seeAllPayment) and another shop', async () => {
    const inv = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 10_000,
      dueDate: '2030-01-01',
    });
    const before = await counts(t.db);
    expect((await req(t, 'POST', '/v1/payments', { body: pay(inv.id, 100) })).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect(
      (await req(t, 'POST', '/v1/payments', { jwt: buyer, body: pay(inv.id, 100), shop: demoId })).status,
    ).toBe(403);
    const reader = await memberWith(t, demoId, 'sans.reglements@cuvee.test', 'iam', { seeAllOrder: true });
    expect((await req(t, 'POST', '/v1/payments', { jwt: reader.jwt, body: pay(inv.id, 100) })).status).toBe(
      403,
    );
    expect((await req(t, 'GET', '/v1/payments', { jwt: reader.jwt })).status).toBe(403);
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const other = await req(t, 'POST', '/v1/payments', { jwt: seconde, body: pay(inv.id, 100) });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Facture introuvable');
    expect(
      (await req(t, 'POST', '/v1/payments', { jwt: seconde, body: pay(inv.id, 100), shop: demoId })).status,
    ).toBe(403);
    expect(secondeId).not.toBe(demoId);
    expect(await counts(t.db)).toEqual(before);
  });

  it('uses a credit note of the same client, then a deletion puts both balances back', async () => {
    const inv = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 10_000,
      dueDate: '2030-01-01',
    });
    const credit = await makeInvoice(t.db, demoId, {
      clientId: client.id,
      payable: 3_000,
      dueDate: '2030-01-01',
      kind: 'credit',
    });
    const tooMuch = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 3_001, { type: 'creditNote', creditNoteId: credit.id }),
    });
    expect(tooMuch.status).toBe(422);
    expect(nb(tooMuch.body.message)).toBe(`Il ne reste que 30,00 € à utiliser sur l'avoir ${credit.number}`);
    const used = await req(t, 'POST', '/v1/payments', {
      jwt: owner,
      body: pay(inv.id, 2_000, { type: 'creditNote', creditNoteId: credit.id }),
    });
    expect(used.status).toBe(200);
    expect(used.body.payment.creditNote).toEqual({ id: credit.id, number: credit.number });
    const creditOf = async () =>
      (await req(t, 'GET', `/v1/payments/credits?clientId=${client.id}`, { jwt: owner })).body.credits.find(
        (c: { id: string }) => c.id === credit.id,
      );
    expect(await creditOf()).toMatchObject({
      amount: 3_000,
      used: 2_000,
      left: 1_000,
      creditStatus: 'partial',
    });
    // Decision 0090: no deletion any more; a reversal keeps the payment listed as reversed.
    const deleted = await req(t, 'DELETE', `/v1/payments/${used.body.payment.id}`, { jwt: owner });
    expect(deleted.status).toBe(404);
    const removed = await req(t, 'POST', `/v1/payments/${used.body.payment.id}/reverse`, {
      jwt: owner,
      body: { reason: 'Saisi deux fois' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.invoice).toMatchObject({ paid: 0, balance: 10_000, paymentStatus: 'pending' });
    expect(removed.body.payment).toMatchObject({ amount: 2_000, reversalReason: 'Saisi deux fois' });
    expect(removed.body.payment.reversedAt).toEqual(expect.any(String));
    expect(await creditOf()).toMatchObject({ used: 0, left: 3_000, creditStatus: 'full' });
    const again = await req(t, 'POST', `/v1/payments/${used.body.payment.id}/reverse`, {
      jwt: owner,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce règlement est déjà contrepassé');
  });
});
