import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCatcher } from '../../test/mail-catcher.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { checkFacturX } from '../documents/documents.facturx.check.ts';
import { extractFacturX } from '../documents/documents.pdfa.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import {
  BILLING,
  IBAN_GROUPED,
  mailOf as mailOfOrder,
  move as ownerMove,
  documentPdf as ownerPdf,
  attachedPdf as pdfAttached,
} from './orders.buyer-told.fixtures.ts';
import type { stockedWine } from './orders.fixtures.ts';
import { demoSeller, shopCart } from './orders.placement.fixtures.ts';

// Issue 24, problem 4: the buyer is told how to pay (the seller's IBAN or cheque payee, from
// its billing settings) on the confirmation, the order page and the mails, and hears of every
// move of their order (placed, validated, refused, shipped with its tracking, invoiced with the
// PDF), each mail queued with the move, on behalf of the shop. A real SMTP server on loopback
// receives what is sent, attachments included.

const mails = mailCatcher({ encoding: 'latin1' });
let t: TestApp;
let client: string;
let owner: string;
let demo: string;
let home: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp({
    smtpUrl: await mails.listen(),
    dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-buyer-told-')),
  });
  client = await t.login('client@cuvee.demo');
  ({ owner, demo, wine, home } = await demoSeller(t, BILLING));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mails?.close();
});

async function place(paymentType: 'transfer' | 'check') {
  const res = await call(t.app, 'POST', '/v1/orders', {
    jwt: client,
    body: shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity: 2, paymentType }),
  });
  expect(res.status).toBe(200);
  await t.settled();
  return res.body.orders[0] as { id: string; reference: string; paymentInstructions: unknown };
}
const mailOf = (orderId: string, event: string) => mailOfOrder(t, orderId, event);
const attachedPdf = (to: string, marker: string) => pdfAttached(mails.received, to, marker);
const documentPdf = (query: string) => ownerPdf(t, owner, demo, query);

const move = (orderId: string, action: string, body?: unknown) =>
  ownerMove(t, owner, demo, orderId, action, body);

describe('the buyer is told how to pay and what happens', { timeout: 240_000 }, () => {
  let order: { id: string; reference: string };

  it('placing by transfer: the confirmation, the order page and the mail give the IBAN, BIC, holder and reference', async () => {
    const placed = await place('transfer');
    order = placed;
    const told = {
      kind: 'transfer',
      iban: IBAN_GROUPED,
      bic: 'BNPAFRPP',
      bankName: 'BNP Paribas Nîmes',
      accountHolder: 'SCEA Domaine Démo',
      reference: placed.reference,
    };
    expect(placed.paymentInstructions).toEqual(told);
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`, { jwt: client });
    expect(mine.body.order.paymentInstructions).toEqual(told);

    const mail = await mailOf(placed.id, 'placed');
    expect(mail).toMatchObject({
      toAddress: 'client@cuvee.demo',
      subject: `Votre commande ${placed.reference} chez Domaine Démo est enregistrée`,
      replyTo: 'contact@domaine-demo.fr',
      shopId: demo,
      status: 'sent',
    });
    expect(mail!.textBody).toContain('Bonjour Julie,');
    expect(mail!.textBody).toContain(`2 × ${wine.product.name}`);
    expect(mail!.textBody).toContain('Total TTC');
    expect(mail!.textBody).toContain(`IBAN : ${IBAN_GROUPED} — BIC : BNPAFRPP`);
    expect(mail!.textBody).toContain('Titulaire du compte : SCEA Domaine Démo');
    expect(mail!.textBody).toContain(`Référence à indiquer : ${placed.reference}`);
    expect(mail!.textBody).toContain(`/dashboard/orders/${placed.id}`);
    expect(mail!.textBody).not.toMatch(/— la boutique|chez la boutique/i);
    expect(mail!.htmlBody).toContain(IBAN_GROUPED);
    expect(mails.received.some((m) => m.to.includes('client@cuvee.demo'))).toBe(true);
  });

  it('a cheque order tells the payee, the address and the reference', async () => {
    const placed = await place('check');
    expect(placed.paymentInstructions).toEqual({
      kind: 'check',
      payee: 'SCEA Domaine Démo',
      address: '12 chemin des Vignes\n30000 Nîmes',
      reference: placed.reference,
    });
    const mail = await mailOf(placed.id, 'placed');
    expect(mail!.textBody).toContain("Chèque à l'ordre de SCEA Domaine Démo");
    expect(mail!.textBody).toContain('À envoyer à : 12 chemin des Vignes, 30000 Nîmes');
    // Refused with a reason: the buyer's mail says it, and that nothing is to pay.
    const refused = await move(placed.id, 'refuse', { reason: 'Ce millésime est épuisé' });
    expect(refused.status).toBe(200);
    const no = await mailOf(placed.id, 'refused');
    expect(no).toMatchObject({
      toAddress: 'client@cuvee.demo',
      subject: `Votre commande ${placed.reference} chez Domaine Démo n'a pas pu être acceptée`,
      replyTo: 'contact@domaine-demo.fr',
    });
    expect(no!.textBody).toContain('Motif : Ce millésime est épuisé');
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${placed.id}`, { jwt: client });
    expect(mine.body.order.status).toBe('refused');
  });

  it('validating mails the buyer, once, with how to pay', async () => {
    const res = await move(order.id, 'validate');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await mailOf(order.id, 'validated');
    expect(mail).toMatchObject({
      toAddress: 'client@cuvee.demo',
      subject: `Votre commande ${order.reference} chez Domaine Démo est validée`,
      status: 'sent',
    });
    expect(mail!.textBody).toContain(`IBAN : ${IBAN_GROUPED}`);
    const all = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'client@cuvee.demo'),
          eq(mailOutbox.idempotencyKey, `${order.id}:validated`),
        ),
      );
    expect(all).toHaveLength(1);
  });

  it('a deposit invoice prints how to pay and the legal mentions; its Factur-X names the account (58)', async () => {
    const res = await req(t, 'POST', '/v1/invoices', {
      jwt: owner,
      shop: demo,
      body: { orderId: order.id, kind: 'deposit', depositPercent: 30 },
    });
    expect(res.status).toBe(200);
    const number = res.body.invoice.number as string;
    await t.settled();
    const pdf = await documentPdf(`invoiceId=${res.body.invoice.id}`);
    const text = await pdfText(pdf);
    expect(text).toContain("Facture d'acompte");
    expect(text).toContain(`IBAN : ${IBAN_GROUPED} — BIC : BNPAFRPP`);
    expect(text).toContain(`Référence à indiquer : ${number}`);
    expect(text).toContain('SCEA au capital de 15 000 €, RCS Nîmes 123 456 789');
    const xml = await extractFacturX(pdf);
    expect(xml).toContain('<ram:TypeCode>386</ram:TypeCode>');
    expect(xml).toContain(
      '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:Information>Virement bancaire</ram:Information><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>FR7630004000031234567890143</ram:IBANID>',
    );
    expect(xml).toContain(`<ram:PaymentReference>${number}</ram:PaymentReference>`);
    expect(xml).toContain(
      '<ram:Description>SCEA au capital de 15 000 €, RCS Nîmes 123 456 789</ram:Description>',
    );
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    // A deposit asks for part of the order: the buyer is not mailed an 'invoiced' order yet.
    expect(await mailOf(order.id, 'invoiced')).toBeUndefined();
  });

  it('shipping mails the tracking number and the carrier’s page; the order page shows them', async () => {
    const res = await req(t, 'POST', `/v1/orders/${order.id}/delivery/ship`, {
      jwt: owner,
      shop: demo,
      body: { trackingRef: '6A12345678901', carrier: 'colissimo', parcels: 1 },
    });
    expect(res.status).toBe(200);
    await t.settled();
    const mail = await mailOf(order.id, 'shipped');
    expect(mail).toMatchObject({
      toAddress: 'client@cuvee.demo',
      subject: `Votre commande ${order.reference} chez Domaine Démo a été expédiée`,
    });
    expect(mail!.textBody).toContain('expédiée par Colissimo');
    expect(mail!.textBody).toContain('Numéro de suivi : 6A12345678901');
    expect(mail!.textBody).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    const mine = await call(t.app, 'GET', `/v1/orders/mine/${order.id}`, { jwt: client });
    expect(mine.body.order.shipment).toMatchObject({
      trackingRef: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
  });

  it('invoicing mails the invoice PDF attached, with the IBAN in its text and its Factur-X; the buyer downloads it, another buyer gets 404', async () => {
    const res = await req(t, 'POST', '/v1/invoices', { jwt: owner, shop: demo, body: { orderId: order.id } });
    expect(res.status).toBe(200);
    const number = res.body.invoice.number as string;
    await t.settled();
    const mail = await mailOf(order.id, 'invoiced');
    expect(mail).toMatchObject({
      toAddress: 'client@cuvee.demo',
      subject: `Facture ${number} de votre commande ${order.reference} chez Domaine Démo`,
      status: 'sent',
    });
    expect(mail!.documentIds).toHaveLength(1);
    expect(mail!.textBody).toContain(`Référence à indiquer : ${number}`);

    const pdf = attachedPdf('client@cuvee.demo', `filename="Facture ${number}.pdf"`);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf!);
    expect(text).toContain('Moyen de paiement : Virement bancaire');
    expect(text).toContain(`IBAN : ${IBAN_GROUPED} — BIC : BNPAFRPP`);
    expect(text).toContain('Titulaire du compte : SCEA Domaine Démo');
    expect(text).toContain('Conditions de paiement : Paiement à 30 jours par virement');
    expect(text).toContain('SCEA au capital de 15 000 €, RCS Nîmes 123 456 789');
    const xml = await extractFacturX(pdf!);
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>FR7630004000031234567890143</ram:IBANID>');
    expect(xml).toContain('<ram:BICID>BNPAFRPP</ram:BICID>');
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });

    const mine = await call(t.app, 'GET', `/v1/orders/mine/${order.id}`, { jwt: client });
    const listed = mine.body.order.invoices as { id: string; kind: string; number: string; ready: boolean }[];
    expect(listed.map((i) => i.kind)).toEqual(['deposit', 'invoice']);
    const invoice = listed.find((i) => i.kind === 'invoice');
    expect(invoice).toMatchObject({ kind: 'invoice', number, ready: true });
    const url = `/v1/orders/mine/${order.id}/invoices/${invoice!.id}/file`;
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${client}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`Facture ${number}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await t.login('pro@cuvee.demo');
    const theirs = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other}` } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Facture introuvable');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('a quote prints how to pay, the payment terms and the legal mentions', async () => {
    const found = await req(t, 'GET', '/v1/clients?q=pro%40cuvee.demo', { jwt: owner, shop: demo });
    const clientId = found.body.clients[0].id as string;
    const quote = await req(t, 'POST', '/v1/orders/manage', {
      jwt: owner,
      shop: demo,
      body: {
        kind: 'quote',
        clientId,
        paymentType: 'transfer',
        lines: [
          { productId: wine.product.id, formatId: wine.format.id, vintage: wine.line.vintage, quantity: 6 },
        ],
      },
    });
    expect(quote.status).toBe(200);
    const asked = await req(t, 'POST', '/v1/documents', {
      jwt: owner,
      shop: demo,
      body: { kind: 'quote', orderIds: [quote.body.order.id], deliver: false },
    });
    expect(asked.status).toBe(200);
    await t.settled();
    const text = await pdfText(await documentPdf(`orderId=${quote.body.order.id}`));
    expect(text).toContain('Devis');
    expect(text).toContain('Moyen de paiement : Virement bancaire');
    expect(text).toContain(`IBAN : ${IBAN_GROUPED} — BIC : BNPAFRPP`);
    expect(text).toContain(`Référence à indiquer : ${quote.body.order.reference}`);
    expect(text).toContain('Conditions de paiement : Paiement à 30 jours par virement');
    expect(text).toContain('SCEA au capital de 15 000 €, RCS Nîmes 123 456 789');
  });

  it('mails each move of the order once, under its key', async () => {
    const rows = await t.db
      .select({ key: mailOutbox.idempotencyKey })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'client@cuvee.demo'))
      .orderBy(desc(mailOutbox.createdAt));
    const keys = rows.map((r) => r.key).filter((k) => k?.startsWith(order.id));
    expect(keys.sort()).toEqual(
      ['invoiced', 'placed', 'shipped', 'validated'].map((e) => `${order.id}:${e}`).sort(),
    );
  });
});
