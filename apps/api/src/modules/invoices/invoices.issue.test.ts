import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { shops } from '../shops/index.ts';
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

const issue = (body: object, jwt = owner) => req(t, 'POST', '/v1/invoices', { jwt, body });

describe('POST /v1/invoices', () => {
  it('invoices a validated order: its totals to the cent, a number, the order invoiced', async () => {
    const order = await makeOrder(t, demoId, { shippingHt: 1500 });
    const res = await issue({ orderId: order.id, issueDate: '2026-03-02' });
    expect(res.status).toBe(200);
    const inv = res.body.invoice;
    expect(inv.number).toMatch(/^F-2026-\d{5}$/);
    expect(res.body.message).toBe(`La facture ${inv.number} a été émise`);
    expect({ ht: inv.totalHT, tva: inv.tva, ttc: inv.totalTTC }).toEqual({
      ht: order.totalHt,
      tva: order.tva,
      ttc: order.totalTtc,
    });
    expect(inv).toMatchObject({
      kind: 'invoice',
      payable: order.totalTtc,
      paymentStatus: expect.any(String),
    });
    expect(await orderStatus(t, order.id)).toBe('invoiced');
    const detail = await req(t, 'GET', `/v1/invoices/${inv.id}`, { jwt: owner });
    expect(detail.status).toBe(200);
    expect(detail.body.invoice.lines.map((l: { family: string }) => l.family)).toEqual([
      'product',
      'product',
      'shipping',
    ]);
    const docs = (await t.db.execute(
      sql`select kind, file_name from documents where invoice_id = ${inv.id}`,
    )) as unknown as { rows: { kind: string; file_name: string }[] };
    expect(docs.rows).toEqual([{ kind: 'invoice', file_name: `Facture ${inv.number}.pdf` }]);
    const events = (await t.db.execute(
      sql`select action, to_status from order_events where order_id = ${order.id} and action = 'invoiced'`,
    )) as unknown as { rows: unknown[] };
    expect(events.rows).toEqual([{ action: 'invoiced', to_status: 'invoiced' }]);
  });

  it('issues a deposit first, then the invoice deducts it; the order stays validated between', async () => {
    const order = await makeOrder(t, demoId, {
      lines: [
        { quantity: 10, unitHt: 1000, vatRateBp: 2000 },
        { quantity: 1, unitHt: 10000, vatRateBp: 550 },
      ],
    });
    const dep = await issue({
      orderId: order.id,
      kind: 'deposit',
      depositPercent: 30,
      issueDate: '2026-03-03',
    });
    expect(dep.status).toBe(200);
    expect(dep.body.invoice.kind).toBe('deposit');
    expect(dep.body.invoice.totalTTC).toBe(Math.round(order.totalTtc * 0.3));
    expect(await orderStatus(t, order.id)).toBe('validated');
    const tooMuch = await issue({ orderId: order.id, kind: 'deposit', depositCents: order.totalTtc });
    expect(tooMuch.status).toBe(422);
    expect(text(tooMuch.body.message)).toContain("L'acompte dépasse");
    const final = await issue({ orderId: order.id, issueDate: '2026-03-03' });
    expect(final.status).toBe(200);
    expect(final.body.invoice.totalTTC).toBe(order.totalTtc);
    expect(final.body.invoice.payable).toBe(order.totalTtc - dep.body.invoice.totalTTC);
    const list = await req(t, 'GET', `/v1/invoices?kind=deposit&orderId=${order.id}`, { jwt: owner });
    expect(list.body.invoices.map((i: { id: string }) => i.id)).toEqual([dep.body.invoice.id]);
  });

  it('refuses a pending order, an order invoiced twice, with the counts unchanged (409 French)', async () => {
    const pending = await makeOrder(t, demoId, { status: 'pending' });
    const done = await makeOrder(t, demoId);
    expect((await issue({ orderId: done.id, issueDate: '2026-03-04' })).status).toBe(200);
    const before = await invoiceCounts(t);
    const a = await issue({ orderId: pending.id });
    expect(a.status).toBe(409);
    expect(text(a.body.message)).toBe('Action impossible : la commande est « en attente »');
    const b = await issue({ orderId: done.id });
    expect(b.status).toBe(409);
    expect(text(b.body.message)).toContain('déjà facturée');
    expect(await invoiceCounts(t)).toEqual(before);
  });

  it('refuses an issue date before the last invoice of the series (422), giving its number back', async () => {
    const order = await makeOrder(t, demoId);
    const before = await invoiceCounts(t);
    const res = await issue({ orderId: order.id, issueDate: '2026-01-15' });
    expect(res.status).toBe(422);
    expect(text(res.body.message)).toContain("La date d'émission ne peut pas précéder");
    expect(await invoiceCounts(t)).toEqual(before);
    expect(await orderStatus(t, order.id)).toBe('validated');
  });

  it('refuses 401, 403 (buyer, collaborator without billOrder), 404 other shop, 400 French', async () => {
    const order = await makeOrder(t, demoId);
    const before = await invoiceCounts(t);
    expect((await req(t, 'POST', '/v1/invoices', { body: { orderId: order.id } })).status).toBe(401);
    expect((await issue({ orderId: order.id }, await t.login('client@cuvee.demo'))).status).toBe(403);
    const reader = await memberWith(t, demoId, 'iam.factures@cuvee.test', 'iam', { seeAllOrder: true });
    expect((await issue({ orderId: order.id }, reader.jwt)).status).toBe(403);
    const other = await issue({ orderId: order.id }, await t.login('maison.seconde@cuvee.demo'));
    expect(other.status).toBe(404);
    const bad = await issue({ orderId: 'pas-un-id' });
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toMatch(/identifiant/i);
    const noAmount = await issue({ orderId: order.id, kind: 'deposit' });
    expect(noAmount.status).toBe(400);
    expect(text(noAmount.body.message)).toBe("Indiquez le pourcentage ou le montant de l'acompte");
    expect(await invoiceCounts(t)).toEqual(before);
    expect(await orderStatus(t, order.id)).toBe('validated');
  });

  it('restarts the numbers with the fiscal year (logStartMonth)', async () => {
    const other = await shopIdOf(t, 'maison-seconde');
    await t.db.execute(
      sql`update ${shops} set settings = settings || '{"logStartMonth": 9, "logStartDay": 1}'::jsonb where id = ${other}`,
    );
    const jwt = await t.login('maison.seconde@cuvee.demo');
    const a = await makeOrder(t, other, { clientEmail: 'nobody@x.fr' });
    const b = await makeOrder(t, other, { clientEmail: 'nobody@x.fr' });
    const c = await makeOrder(t, other, { clientEmail: 'nobody@x.fr' });
    expect((await issue({ orderId: a.id, issueDate: '2026-08-30' }, jwt)).body.invoice.number).toBe(
      'F-2025-00001',
    );
    expect((await issue({ orderId: b.id, issueDate: '2026-08-31' }, jwt)).body.invoice.number).toBe(
      'F-2025-00002',
    );
    expect((await issue({ orderId: c.id, issueDate: '2026-09-01' }, jwt)).body.invoice.number).toBe(
      'F-2026-00001',
    );
  });
});
