import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { schemaErrors, schematronReport } from '../documents/documents.facturx.check.ts';
import { extractFacturX } from '../documents/documents.pdfa.ts';
import type { stockedWine } from '../orders/orders.fixtures.ts';
import { demoSeller, shopCart } from '../orders/orders.placement.fixtures.ts';

/*
 * Issue 25, defects 7 and 8, done when: every kind of invoice the demo and the journeys make —
 * a consumer's web order, a professional's web order, a back-office order, a deposit and its
 * final invoice, a credit note — is issued through the API, its PDF made by the job, and the
 * XML read back out of the PDF passes the Factur-X XSD and the EN 16931 Schematron with no error
 * and no warning about the delivery block. Each also says what a reader checks by hand.
 */

const BILLING = {
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPP',
  bankName: 'BNP Paribas Nîmes',
  accountHolder: 'SCEA Domaine Démo',
  legalForm: 'SCEA',
  shareCapitalCents: 1_500_000,
  rcs: 'RCS Nîmes 123 456 789',
  paymentTerms: 'Paiement à 30 jours par virement',
};
const MENTION = 'SCEA au capital de 15 000 €, RCS Nîmes 123 456 789';

let t: TestApp;
let owner: string;
let demo: string;
let home: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-facturx-journeys-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  ({ owner, demo, wine, home } = await demoSeller(t, BILLING));
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A buyer's order placed from the storefront, by transfer, delivered home, then validated. */
async function webOrder(email: string, quantity: number) {
  const jwt = await t.login(email);
  const res = await call(t.app, 'POST', '/v1/orders', {
    jwt,
    body: shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = res.body.orders[0] as { id: string; reference: string };
  await validate(order.id);
  return order;
}

async function validate(orderId: string) {
  const res = await req(t, 'POST', `/v1/orders/${orderId}/actions/validate`, { jwt: owner, shop: demo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.settled();
}

async function issue(body: Record<string, unknown>) {
  const res = await req(t, 'POST', '/v1/invoices', { jwt: owner, shop: demo, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.settled();
  return res.body.invoice as { id: string; number: string; issueDate: string };
}

/** The invoice's PDF as the owner downloads it, its text and the Factur-X XML inside it. */
async function documentOf(invoiceId: string) {
  const list = await req(t, 'GET', `/v1/documents?invoiceId=${invoiceId}`, { jwt: owner, shop: demo });
  const doc = (list.body.documents as { id: string; status: string }[]).find((d) =>
    ['generated', 'completed'].includes(d.status),
  );
  expect(doc, JSON.stringify(list.body)).toBeDefined();
  const file = await t.app.inject({
    method: 'GET',
    url: `/v1/documents/${doc!.id}/file`,
    headers: { authorization: `Bearer ${owner}`, 'x-shop-id': demo },
  });
  expect(file.statusCode).toBe(200);
  const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
  return { text, xml: await extractFacturX(file.rawPayload) };
}

/**
 * Both checkers: no XSD error, no Schematron error, and no warning at all — an empty delivery
 * block was one (PEPPOL-EN16931-R008, empty element), a missing delivery day another (BR-FX-EN-04).
 */
async function expectValid(xml: string) {
  expect(await schemaErrors(xml)).toEqual([]);
  expect(await schematronReport(xml)).toEqual({ errors: [], warnings: [] });
}

const count = (text: string, part: string) => text.split(part).length - 1;
const cents = (v: string) => Math.round(Number(v) * 100);

/** Every XML line: its net unit price × its quantity is its total (no line discount here). */
function expectLinesAgree(xml: string) {
  const lines = [
    ...xml.matchAll(
      /<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g,
    ),
  ];
  expect(lines.length).toBeGreaterThan(0);
  for (const [, l] of lines) {
    const unit = /<ram:NetPriceProductTradePrice><ram:ChargeAmount>([\d.-]+)</.exec(l!)![1]!;
    const qty = Number(/<ram:BilledQuantity[^>]*>([\d.]+)</.exec(l!)![1]);
    const total = /<ram:LineTotalAmount>([\d.-]+)</.exec(l!)![1]!;
    expect(Math.round(Number(unit) * qty * 100), `${qty} × ${unit}`).toBe(cents(total));
  }
}

/** The seller's SIRET (14 digits) goes under 0009, a SIREN (9) under 0002. */
function expectLegalIdSchemes(xml: string) {
  const ids = [
    ...xml.matchAll(/<ram:SpecifiedLegalOrganization><ram:ID schemeID="(\d{4})">(\d+)<\/ram:ID>/g),
  ];
  expect(ids.length).toBeGreaterThan(0);
  for (const [, scheme, id] of ids) expect(scheme, id).toBe(id!.length === 14 ? '0009' : '0002');
}

describe('every invoice the journeys make passes both checkers', { timeout: 300_000 }, () => {
  let consumer: { id: string; number: string };

  it("a consumer's web order (VAT included): ship-to and delivery day, lines that add up, the bank and legal mentions", async () => {
    const order = await webOrder('client@cuvee.demo', 7);
    const invoice = await issue({ orderId: order.id });
    consumer = invoice;
    const { text, xml } = await documentOf(invoice.id);
    await expectValid(xml);
    expect(xml).toMatch(
      /<ram:ShipToTradeParty><ram:Name>[^<]+<\/ram:Name><ram:PostalTradeAddress><ram:PostcodeCode>75011<\/ram:PostcodeCode><ram:LineOne>8 rue Oberkampf<\/ram:LineOne>/,
    );
    expect(xml).toContain(
      `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${invoice.issueDate.replaceAll('-', '')}</udt:DateTimeString>`,
    );
    expectLinesAgree(xml);
    expectLegalIdSchemes(xml);
    // Defect 7: paid by transfer, the invoice gives the shop's account and its legal mentions.
    expect(text).toContain('IBAN : FR76 3000 4000 0312 3456 7890 143 — BIC : BNPAFRPP');
    expect(text).toContain(MENTION);
    expect(xml).toContain('<ram:IBANID>FR7630004000031234567890143</ram:IBANID>');
    expect(xml).toContain('<ram:BICID>BNPAFRPP</ram:BICID>');
    expect(xml).toContain(`<ram:Description>${MENTION}</ram:Description>`);
    // The legal sentences, clean: one discount mention, no 40 € for a consumer, no '..'.
    expect(text).not.toContain('..');
    expect(count(text, "Pas d'escompte pour paiement anticipé.")).toBe(1);
    expect(count(text, 'frais de recouvrement de 40 €')).toBe(0);
  });

  it("a professional's web order: a deposit, then the final invoice citing it", async () => {
    const order = await webOrder('pro@cuvee.demo', 6);
    const deposit = await issue({ orderId: order.id, kind: 'deposit', depositPercent: 30 });
    const dep = await documentOf(deposit.id);
    await expectValid(dep.xml);
    expect(dep.xml).toContain('<ram:TypeCode>386</ram:TypeCode>');
    const final = await issue({ orderId: order.id });
    const { text, xml } = await documentOf(final.id);
    await expectValid(xml);
    expectLinesAgree(xml);
    expectLegalIdSchemes(xml);
    // Defect 8: the final invoice cites its deposit invoice (BT-25, BT-26) and on its face.
    expect(xml).toContain(
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${deposit.number}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${deposit.issueDate.replaceAll('-', '')}</qdt:DateTimeString>`,
    );
    expect(text).toContain(
      `facture d'acompte ${deposit.number} du ${deposit.issueDate.split('-').reverse().join('/')}`,
    );
    expect(text).not.toContain('..');
    expect(count(text, "Pas d'escompte pour paiement anticipé.")).toBe(1);
  });

  it('a back-office order for a professional client: its invoice, the 40 € sentence once', async () => {
    const clients = await req(t, 'GET', '/v1/clients?q=pro@cuvee.demo', { jwt: owner, shop: demo });
    const clientId = clients.body.clients[0].id as string;
    const created = await req(t, 'POST', '/v1/orders/manage', {
      jwt: owner,
      shop: demo,
      body: {
        kind: 'order',
        clientId,
        lines: [
          {
            productId: wine.product.id,
            formatId: wine.format.id,
            vintage: wine.line.vintage,
            quantity: 5,
            discountBp: 0,
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await validate(created.body.order.id);
    const invoice = await issue({ orderId: created.body.order.id });
    const { text, xml } = await documentOf(invoice.id);
    await expectValid(xml);
    expectLinesAgree(xml);
    expectLegalIdSchemes(xml);
    expect(text).not.toContain('..');
    expect(count(text, 'frais de recouvrement de 40 €')).toBe(1);
    expect(count(xml, 'frais de recouvrement de 40 €')).toBe(1);
    expect(count(text, "Pas d'escompte pour paiement anticipé.")).toBe(1);
  });

  it("a credit note of the consumer's invoice", async () => {
    const res = await req(t, 'POST', `/v1/invoices/${consumer.id}/credit-note`, {
      jwt: owner,
      shop: demo,
      body: { reason: 'Retour de la commande' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.settled();
    const { xml } = await documentOf(res.body.invoice.id);
    await expectValid(xml);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${consumer.number}</ram:IssuerAssignedID>`);
    expectLegalIdSchemes(xml);
  });
});
