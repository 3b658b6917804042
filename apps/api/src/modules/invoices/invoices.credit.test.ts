import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { invoiceCounts, makeOrder, noDocumentJobs, orderStatus } from './invoices.fixtures.ts';

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

const invoiced = async () => {
  const order = await makeOrder(t, demoId, {
    lines: [
      { quantity: 12, unitHt: 1000, vatRateBp: 2000 },
      { quantity: 2, unitHt: 2500, vatRateBp: 550 },
    ],
  });
  const res = await req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
  return { order, invoice: res.body.invoice };
};
const credit = (id: string, body: object, jwt = owner) =>
  req(t, 'POST', `/v1/invoices/${id}/credit-note`, { jwt, body });

describe('POST /v1/invoices/:id/credit-note', () => {
  it('credits part, never beyond what is left, then the rest cancels invoice and order', async () => {
    const { order, invoice } = await invoiced();
    const part = await credit(invoice.id, { amountCents: 5000, reason: 'Casse' });
    expect(part.status).toBe(200);
    expect(part.body.invoice).toMatchObject({
      kind: 'credit',
      totalTTC: 5000,
      creditedInvoice: { id: invoice.id },
    });
    expect(part.body.invoice.number).toMatch(/^AV-\d{4}-\d{5}$/);
    expect(await orderStatus(t, order.id)).toBe('invoiced');
    const before = await invoiceCounts(t);
    const over = await credit(invoice.id, { amountCents: invoice.totalTTC, reason: 'Trop' });
    expect(over.status).toBe(422);
    expect(text(over.body.message)).toContain("L'avoir dépasse ce qui reste de la facture");
    expect(await invoiceCounts(t)).toEqual(before);
    const rest = await credit(invoice.id, { reason: 'Annulation' });
    expect(rest.status).toBe(200);
    expect(rest.body.invoice.totalTTC).toBe(invoice.totalTTC - 5000);
    expect(await orderStatus(t, order.id)).toBe('cancelled');
    const cancelled = await req(t, 'GET', `/v1/orders/${order.id}`, { jwt: owner });
    expect(cancelled.body.order.paymentStatus).toBe('cancelled');
    const detail = await req(t, 'GET', `/v1/invoices/${invoice.id}`, { jwt: owner });
    expect(detail.body.invoice.paymentStatus).toBe('cancelled');
    expect(detail.body.invoice.creditNotes).toHaveLength(2);
    const credits = await req(t, 'GET', '/v1/invoices?kind=credit', { jwt: owner });
    expect(credits.body.invoices.map((i: { id: string }) => i.id)).toContain(rest.body.invoice.id);
  });

  it('refuses crediting twice and crediting a credit note (409 French), counts unchanged', async () => {
    const { invoice } = await invoiced();
    const whole = await credit(invoice.id, { reason: 'Erreur de saisie' });
    expect(whole.status).toBe(200);
    const before = await invoiceCounts(t);
    const again = await credit(invoice.id, { reason: 'Encore' });
    expect(again.status).toBe(409);
    expect(text(again.body.message)).toBe('Cette facture est déjà annulée par un avoir');
    const ofCredit = await credit(whole.body.invoice.id, { reason: 'Avoir' });
    expect(ofCredit.status).toBe(409);
    expect(text(ofCredit.body.message)).toBe("Un avoir ne peut pas faire l'objet d'un avoir");
    expect(await invoiceCounts(t)).toEqual(before);
  });

  it('refuses 401, 403 (buyer, collaborator without billOrder), 404 other shop, 400 French', async () => {
    const { invoice } = await invoiced();
    const before = await invoiceCounts(t);
    expect(
      (await req(t, 'POST', `/v1/invoices/${invoice.id}/credit-note`, { body: { reason: 'x y' } })).status,
    ).toBe(401);
    expect((await credit(invoice.id, { reason: 'Retour' }, await t.login('client@cuvee.demo'))).status).toBe(
      403,
    );
    const reader = await memberWith(t, demoId, 'iam.avoirs@cuvee.test', 'iam', { seeAllOrder: true });
    expect((await credit(invoice.id, { reason: 'Retour' }, reader.jwt)).status).toBe(403);
    expect(
      (await credit(invoice.id, { reason: 'Retour' }, await t.login('maison.seconde@cuvee.demo'))).status,
    ).toBe(404);
    const bad = await credit(invoice.id, { amountCents: -5, reason: 'R' });
    expect(bad.status).toBe(400);
    expect(await invoiceCounts(t)).toEqual(before);
  });

  it('an issued invoice cannot change: the trigger refuses its frozen columns', async () => {
    const { invoice } = await invoiced();
    const err = await t.db
      .execute(sql`update invoices set total_ttc = total_ttc + 1 where id = ${invoice.id}`)
      .then(
        () => null,
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    expect(err).toMatch(/never changes/);
    await t.db.execute(sql`update invoices set reminder_count = 1 where id = ${invoice.id}`);
  });

  it('ventilates the period: accounts × rates, credit notes negative, totals to the cent, CSV', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const v = await req(t, 'GET', `/v1/invoices/ventilation?from=${today}&to=${today}`, { jwt: owner });
    expect(v.status).toBe(200);
    const rows = (await t.db.execute(
      sql`select coalesce(sum(case when kind = 'credit' then -total_ht else total_ht end), 0)::int as ht,
        coalesce(sum(case when kind = 'credit' then -tva else tva end), 0)::int as tva
        from invoices where shop_id = ${demoId} and issue_date = ${today}`,
    )) as unknown as { rows: { ht: number; tva: number }[] };
    expect({ ht: v.body.totals.ht, tva: v.body.totals.tva }).toEqual(rows.rows[0]);
    const sum = v.body.sales.reduce((s: number, r: { htCents: number }) => s + r.htCents, 0);
    expect(sum).toBe(v.body.totals.ht);
    expect(v.body.sales.map((r: { account: string }) => r.account)).toContain('7070');
    const csv = await req(t, 'GET', `/v1/invoices/ventilation.csv?from=${today}&to=${today}`, {
      jwt: owner,
    });
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Compte;Libellé;Taux de TVA;Montant HT;TVA');
    const bad = await req(t, 'GET', '/v1/invoices/ventilation?from=2026-02-01&to=2026-01-01', { jwt: owner });
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toBe('La date de début doit précéder la date de fin');
  });
});
