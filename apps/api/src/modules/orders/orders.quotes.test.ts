import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { req, text } from '../clients/clients.fixtures.ts';
import { notifications } from '../notifications/index.ts';
import { productFormats, products } from '../products/index.ts';
import { available } from './orders.fixtures.ts';
import { quoteLinks } from './orders.quote-links.table.ts';
import { EMAIL, inDays, NOTE, type QuoteDesk, quoteDesk } from './orders.quotes.fixtures.ts';
import { orderEvents } from './orders.table.ts';

/*
 * Issue 24, problem 8: quotes looked unfinished. The entry priced at public prices until saved;
 * 'Envoyer' mailed nothing; an accepted quote left the Devis list. A quote is now priced for its
 * client while typed, mailed as a PDF with a link the client answers without an account (token
 * stored hashed, ends with the quote's last day), accepted into an order with its stock reserved
 * (the shop's owners told), and stays in the Devis list with its outcome.
 */

let desk: QuoteDesk;
let t: TestApp;
let demo: string;
let owner: string;
let other: string;
let clientId: string;
let carrierId: string;
let wine: QuoteDesk['wine'];

const line = (over: Record<string, unknown> = {}) => desk.line(over);
const enterQuote = (over: Record<string, unknown> = {}) => desk.enterQuote(over);
const sentQuote = (id: string, body: Record<string, unknown> = {}) => desk.sentQuote(id, body);
const answer = (token: string, what: 'accept' | 'refuse', body?: unknown) => desk.answer(token, what, body);
const view = (token: string) => desk.view(token);
const orderRow = (id: string) => desk.orderRow(id);

beforeAll(async () => {
  desk = await quoteDesk();
  ({ t, demo, owner, other, clientId, carrierId, wine } = desk);
});
afterAll(() => t?.close());

describe('the entry is priced for its client while it is typed', () => {
  it("answers the caviste's price list from the first line, as the saved quote holds it", async () => {
    // Les Galets Rouge: 12,90 € TTC to the public, 8,50 € HT to a caviste (the demo's price list).
    const [galets] = await t.db
      .select({
        productId: productFormats.productId,
        formatId: productFormats.id,
        price: productFormats.price,
      })
      .from(productFormats)
      .innerJoin(products, eq(products.id, productFormats.productId))
      .where(
        and(eq(products.shopId, demo), eq(products.name, 'Les Galets Rouge'), eq(productFormats.price, 1290)),
      );
    const lines = [
      { productId: galets!.productId, formatId: galets!.formatId, vintage: '2022', quantity: 1 },
    ];
    const res = await req(t, 'POST', '/v1/orders/manage/price', {
      jwt: owner,
      shop: demo,
      body: { kind: 'quote', clientId, lines, shippingCents: 1500 },
    });
    expect(res.status, text(res.body.message)).toBe(200);
    expect(res.body.typology).toBe('Caviste');
    expect(res.body.lines[0].unitHT).toBe(850);
    // Not the public price less VAT (10,75 €), what the form estimated before.
    expect(res.body.totalHT).toBe(850 + 1500);
    const saved = await req(t, 'GET', `/v1/orders/${(await enterQuote({ lines })).id}`, {
      jwt: owner,
      shop: demo,
    });
    expect(saved.body.order.lines[0].unitHT).toBe(850);
    expect(res.body.totalTTC).toBe(saved.body.order.totalTTC);
  });

  it("refuses another shop's client (404) and a member without the right (403), in French", async () => {
    const body = { kind: 'quote', clientId, lines: [line()] };
    const elsewhere = await req(t, 'POST', '/v1/orders/manage/price', { jwt: other, body });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Ce client n'existe pas");
    const buyer = await t.login('client@cuvee.demo');
    expect((await req(t, 'POST', '/v1/orders/manage/price', { jwt: buyer, body })).status).toBe(403);
  });
});

describe('the quote page', () => {
  it('names the delivery by its mode, keeps the fee apart, and tells where the sending stands', async () => {
    const quote = await enterQuote();
    const res = await req(t, 'GET', `/v1/orders/${quote.id}`, { jwt: owner, shop: demo });
    expect(res.body.order.reference).toMatch(/^D-\d{6}$/);
    expect(res.body.order.delivery.name).toBe('Livraison à domicile');
    // The mode it was entered with, so that 'Modifier' starts from it.
    expect(res.body.order.delivery.modeId).toBe(carrierId);
    expect(res.body.order.shipping).toBe(1500);
    expect(res.body.order.notes).toBe(NOTE);
    expect(res.body.order.quote).toMatchObject({ recipient: EMAIL, sentTo: [], answeredAt: null });
    expect(res.body.order.quoteOutcome).toBe('draft');
  });
});

describe("'Envoyer'", () => {
  it('mails the PDF and a link to the client; the token is stored only hashed', async () => {
    const quote = await enterQuote();
    const { res, mail, token } = await sentQuote(quote.id, { note: 'Au plaisir de vous livrer' });
    expect(res.body.message).toBe(`Le devis ${quote.reference} a été envoyé à ${EMAIL}`);
    expect(mail.subject).toBe(`Devis ${quote.reference} — Domaine Démo`);
    expect(mail.textBody).toContain('Au plaisir de vous livrer');
    expect(mail.textBody).not.toContain(NOTE);
    expect(mail.documentIds).toHaveLength(1);
    expect(mail.status).not.toBe('error');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const links = await t.db.select().from(quoteLinks).where(eq(quoteLinks.orderId, quote.id));
    expect(links).toHaveLength(1);
    expect(JSON.stringify(links)).not.toContain(token);
    const detail = await req(t, 'GET', `/v1/orders/${quote.id}`, { jwt: owner, shop: demo });
    expect(detail.body.order.status).toBe('pending');
    expect(detail.body.order.quoteOutcome).toBe('sent');
    expect(detail.body.order.quote.sentTo).toEqual([EMAIL]);
    // Its PDF left with the mail: the order's documents say it was sent.
    const docs = await req(t, 'GET', `/v1/documents?orderId=${quote.id}`, { jwt: owner, shop: demo });
    const pdf = (docs.body.documents as { kind: string; status: string }[]).find((d) => d.kind === 'quote');
    expect(pdf?.status).toBe('completed');
  });

  it("is refused for another shop's quote (404) and changes nothing", async () => {
    const quote = await enterQuote();
    const res = await req(t, 'POST', `/v1/orders/${quote.id}/send`, { jwt: other, body: {} });
    expect(res.status).toBe(404);
    expect((await orderRow(quote.id)).status).toBe('draft');
  });

  it('sent again, the earlier link ends (410) and the new one answers', async () => {
    const quote = await enterQuote();
    const first = await sentQuote(quote.id);
    const second = await sentQuote(quote.id);
    const old = await view(first.token);
    expect(old.status).toBe(410);
    expect(old.body.message).toMatch(/envoyé à nouveau/);
    expect((await view(second.token)).status).toBe(200);
  });
});

describe('the client answers from the link, without an account', () => {
  it('reads the quote and its PDF, never the internal note', async () => {
    const quote = await enterQuote();
    const { token } = await sentQuote(quote.id);
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body.quote).toMatchObject({
      reference: quote.reference,
      client: 'Cave du Devis',
      outcome: 'sent',
      delivery: { name: 'Livraison à domicile', feeHT: 1500 },
      totalTTC: quote.totalTTC,
      pdfReady: true,
    });
    expect(res.raw).not.toContain(NOTE);
    const pdf = await t.app.inject({ method: 'GET', url: `/v1/quotes/answer/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an unknown link answers 404 in French', async () => {
    const res = await view('pas-un-vrai-lien-de-devis-0000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Ce lien de devis n'existe pas/);
    expect((await answer('inconnu', 'accept')).status).toBe(404);
  });

  it('accepting makes the order, reserves its stock and tells the owners; again answers the same', async () => {
    const quote = await enterQuote();
    const { token } = await sentQuote(quote.id);
    const free = await available(t.db, wine.line.id);
    const notified = (await t.db.select({ n: count() }).from(notifications))[0]!.n;
    const res = await answer(token, 'accept');
    expect(res.status, text(res.body.message)).toBe(200);
    expect(res.body.quote.outcome).toBe('accepted');
    const reference = res.body.quote.orderReference as string;
    expect(reference).toMatch(/^C-\d{6}$/);
    expect(res.body.message).toContain(reference);
    const row = await orderRow(quote.id);
    expect(row).toMatchObject({
      kind: 'order',
      status: 'pending',
      reference,
      quoteReference: quote.reference,
    });
    expect(await available(t.db, wine.line.id)).toBe(free - 6);
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, quote.id))
      .orderBy(desc(notifications.createdAt));
    expect(told!.content).toContain(`Devis ${quote.reference} accepté par Cave du Devis`);
    expect((await t.db.select({ n: count() }).from(notifications))[0]!.n).toBeGreaterThan(notified);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, quote.id));

    const again = await answer(token, 'accept');
    expect(again.status).toBe(200);
    expect(again.body.quote.orderReference).toBe(reference);
    expect(await available(t.db, wine.line.id)).toBe(free - 6);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, quote.id))).toHaveLength(
      events.length,
    );
    const refused = await answer(token, 'refuse', { reason: 'Trop tard' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/déjà été accepté/);
    expect((await orderRow(quote.id)).status).toBe('pending');
  });

  it('refusing keeps the reason; accepting afterwards is a 409 in French', async () => {
    const quote = await enterQuote();
    const { token } = await sentQuote(quote.id);
    const res = await answer(token, 'refuse', { reason: 'Budget dépassé cette année' });
    expect(res.status).toBe(200);
    expect(res.body.quote).toMatchObject({ outcome: 'refused', refusalReason: 'Budget dépassé cette année' });
    expect((await answer(token, 'refuse')).status).toBe(200);
    const late = await answer(token, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Ce devis a été refusé : il ne peut plus être accepté. Demandez un nouveau devis à Domaine Démo',
    );
    expect(await orderRow(quote.id)).toMatchObject({ kind: 'quote', status: 'refused' });
    const detail = await req(t, 'GET', `/v1/orders/${quote.id}`, { jwt: owner, shop: demo });
    expect(detail.body.order.quote).toMatchObject({
      answeredBy: 'client',
      refusalReason: 'Budget dépassé cette année',
    });
  });

  it('a quote past its last day answers 410 in French and cannot be accepted', async () => {
    const quote = await enterQuote({ validUntil: inDays(-2) });
    const { token } = await sentQuote(quote.id);
    const res = await view(token);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/^Ce devis a expiré le \d{2}\/\d{2}\/\d{4} : demandez-en un nouveau/);
    expect((await answer(token, 'accept')).status).toBe(410);
    expect(await orderRow(quote.id)).toMatchObject({ kind: 'quote', status: 'pending' });
  });
});
