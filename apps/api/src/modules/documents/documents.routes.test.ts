import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, req, shopIdOf, text } from '../clients/clients.fixtures.ts';
import { invoices } from '../invoices/index.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { checkFacturX } from './documents.facturx.check.ts';
import { countRows, issuedInvoice, validatedOrder } from './documents.fixtures.ts';
import { extractFacturX } from './documents.pdfa.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let secondeId: string;
let orderId: string;
let reference: string;
let invoice: { id: string; number: string };
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-docs-')) });
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  secondeId = await shopIdOf(t, 'maison-seconde');
  ({ id: orderId, reference } = await validatedOrder(t, demoId));
  invoice = await issuedInvoice(t, demoId, owner);
}, 60_000);
afterAll(() => t?.close());

const ask = (jwt: string | undefined, body: unknown, shop = demoId) =>
  req(t, 'POST', '/v1/documents', { jwt, body, shop });

describe('documents', { timeout: 180_000 }, () => {
  it('refuses 401, 403 (buyer, member without seeAllOrder), another shop, bad input; nothing queued', async () => {
    const before = await countRows(t.db);
    const body = { kind: 'order', orderIds: [orderId] };
    expect((await ask(undefined, body)).status).toBe(401);
    expect((await ask(await t.login('client@cuvee.demo'), body)).status).toBe(403);
    const member = await memberWith(t, demoId, 'docs.sans.droit@cuvee.test', 'iam', { seeAllClient: true });
    expect((await ask(member.jwt, body)).status).toBe(403);
    const other = await ask(await t.login('maison.seconde@cuvee.demo'), body, secondeId);
    expect(other.status).toBe(404);
    const none = await ask(owner, { kind: 'order' });
    expect(none.status).toBe(400);
    const wrongKind = await ask(owner, { kind: 'invoice', orderIds: [orderId] });
    expect(wrongKind.status).toBe(400);
    expect(text(wrongKind.body.message)).toContain('factures');
    expect((await ask(owner, { kind: 'order', orderIds: ['nope'] })).status).toBe(400);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('makes an order confirmation in the job, lists it, serves the PDF, delivers it once', async () => {
    const res = await ask(owner, { kind: 'order', orderIds: [orderId], deliver: true });
    expect(res.status).toBe(200);
    expect(res.body.documents[0]).toMatchObject({
      kind: 'order',
      status: 'pending',
      fileName: `Bon de commande ${reference}.pdf`,
    });
    const id = res.body.documents[0].id;
    const early = await req(t, 'GET', `/v1/documents/${id}/file`, { jwt: owner, shop: demoId });
    expect([200, 409]).toContain(early.status);
    await t.app.deps.jobs.settled();
    const list = await req(t, 'GET', `/v1/documents?orderId=${orderId}`, { jwt: owner, shop: demoId });
    expect(list.status).toBe(200);
    expect(list.body.documents.find((d: { id: string }) => d.id === id)).toMatchObject({
      status: 'generated',
    });
    const file = await req(t, 'GET', `/v1/documents/${id}/file`, { jwt: owner, shop: demoId });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`Bon de commande ${reference}.pdf`);
    expect(file.raw.startsWith('%PDF-')).toBe(true);
    const downloads = await req(t, 'GET', '/v1/documents/to-download', { jwt: owner });
    expect(JSON.stringify(downloads.body).match(new RegExp(id, 'g'))?.length).toBe(1);
    const again = await req(t, 'GET', '/v1/documents/to-download', { jwt: owner });
    expect(JSON.stringify(again.body)).not.toContain(id);
    const otherShop = await req(t, 'GET', `/v1/documents/${id}/file`, {
      jwt: await t.login('maison.seconde@cuvee.demo'),
      shop: secondeId,
    });
    expect(otherShop.status).toBe(404);
  });

  it('makes an invoice a Factur-X PDF whose XML passes both checkers, and sends it by e-mail', async () => {
    const res = await ask(owner, { kind: 'invoice', invoiceIds: [invoice.id], deliver: false });
    expect(res.status).toBe(200);
    const id = res.body.documents[0].id;
    await t.app.deps.jobs.settled();
    const file = await t.app.inject({
      method: 'GET',
      url: `/v1/documents/${id}/file`,
      headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demoId },
    });
    expect(file.statusCode).toBe(200);
    const xml = await extractFacturX(file.rawPayload);
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ documentStatus: 'generated' });

    const bad = await req(t, 'POST', `/v1/documents/${id}/send`, {
      jwt: owner,
      shop: demoId,
      body: { recipients: ['pas-un-mail'] },
    });
    expect(bad.status).toBe(400);
    expect(text(bad.body.message)).toContain('Le mail est incorrect');
    const none = await req(t, 'POST', `/v1/documents/${id}/send`, {
      jwt: owner,
      shop: demoId,
      body: { recipients: [] },
    });
    expect(none.status).toBe(400);
    expect(text(none.body.message)).toContain('Veuillez renseigner au moins une adresse mail.');
    const sent = await req(t, 'POST', `/v1/documents/${id}/send`, {
      jwt: owner,
      shop: demoId,
      body: { recipients: ['compta@cave-test.fr'] },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.document.status).toBe('completed');
    await t.settled();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'compta@cave-test.fr')));
    expect(mail?.subject).toBe(`Facture ${invoice.number} — Domaine Démo`);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.sentAt).not.toBeNull();
  });

  it('answers 409 in French while a document is not generated', async () => {
    const res = await ask(owner, { kind: 'delivery', orderIds: [orderId], deliver: false });
    const id = res.body.documents[0].id;
    const early = await req(t, 'POST', `/v1/documents/${id}/send`, {
      jwt: owner,
      shop: demoId,
      body: { recipients: ['a@b.fr'] },
    });
    // The job may have run already on a fast machine; if not, the refusal is French.
    if (early.status !== 200) {
      expect(early.status).toBe(409);
      expect(early.body.message).toBe("Le document n'est pas encore généré");
    }
    await t.app.deps.jobs.settled();
  });
});
