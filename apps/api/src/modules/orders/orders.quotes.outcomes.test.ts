import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { req, text } from '../clients/clients.fixtures.ts';
import { available } from './orders.fixtures.ts';
import { NOTE, type QuoteDesk, quoteDesk } from './orders.quotes.fixtures.ts';

/*
 * Issue 24, problem 8, continued: after the answer. The Devis list keeps every quote with its
 * outcome, the back office accepts the same way, the client never reads the internal note nor a
 * draft, the client's timeline labels its amounts, and the public link is rate-limited.
 */

let desk: QuoteDesk;
let t: TestApp;
let demo: string;
let owner: string;
let clientId: string;
let wine: QuoteDesk['wine'];

const enterQuote = (over: Record<string, unknown> = {}) => desk.enterQuote(over);
const sentQuote = (id: string, body: Record<string, unknown> = {}) => desk.sentQuote(id, body);
const answer = (token: string, what: 'accept' | 'refuse', body?: unknown) => desk.answer(token, what, body);

beforeAll(async () => {
  desk = await quoteDesk();
  ({ t, demo, owner, clientId, wine } = desk);
});
afterAll(() => t?.close());

describe('the Devis list keeps every quote with its outcome', () => {
  it('lists the accepted quote (now an order) and the refused one, filtered by outcome', async () => {
    const accepted = await enterQuote();
    await answer((await sentQuote(accepted.id)).token, 'accept');
    const refused = await enterQuote();
    await answer((await sentQuote(refused.id)).token, 'refuse');
    const list = async (outcome?: string) =>
      (
        await req(t, 'GET', `/v1/orders?kind=quote&limit=100${outcome ? `&outcome=${outcome}` : ''}`, {
          jwt: owner,
          shop: demo,
        })
      ).body.orders as { id: string; quoteOutcome: string; quoteReference: string | null; kind: string }[];
    const all = await list();
    expect(all.find((o) => o.id === accepted.id)).toMatchObject({
      kind: 'order',
      quoteOutcome: 'accepted',
      quoteReference: accepted.reference,
    });
    expect(all.find((o) => o.id === refused.id)?.quoteOutcome).toBe('refused');
    const onlyAccepted = await list('accepted');
    expect(onlyAccepted.map((o) => o.id)).toContain(accepted.id);
    expect(onlyAccepted.every((o) => o.quoteOutcome === 'accepted')).toBe(true);
    expect((await list('refused')).map((o) => o.id)).toEqual(expect.arrayContaining([refused.id]));
    expect((await list('refused')).map((o) => o.id)).not.toContain(accepted.id);
  });
});

describe('the back office accepts the same way', () => {
  it('reserves the stock when the shop accepts a quote', async () => {
    const quote = await enterQuote();
    const free = await available(t.db, wine.line.id);
    const res = await req(t, 'POST', `/v1/orders/${quote.id}/actions/accept`, {
      jwt: owner,
      shop: demo,
      body: {},
    });
    expect(res.status, text(res.body.message)).toBe(200);
    expect(res.body.order.quoteOutcome).toBe('accepted');
    expect(await available(t.db, wine.line.id)).toBe(free - 6);
  });
});

describe('the client never reads the internal note', () => {
  it("an accepted quote for a client with an account shows no note on the buyer's order", async () => {
    const buyerClient = (await req(t, 'GET', '/v1/clients?q=client%40cuvee.demo', { jwt: owner, shop: demo }))
      .body.clients[0].id as string;
    const quote = await enterQuote({ clientId: buyerClient });
    await req(t, 'POST', `/v1/orders/${quote.id}/actions/accept`, { jwt: owner, shop: demo, body: {} });
    const buyer = await t.login('client@cuvee.demo');
    const mine = await req(t, 'GET', `/v1/orders/mine/${quote.id}`, { jwt: buyer });
    expect(mine.status).toBe(200);
    expect(mine.body.order.notes).toBeNull();
    expect(mine.raw).not.toContain(NOTE);
  });
});

describe("the buyer never reads the shop's drafts", () => {
  it('a quote being written is neither listed nor opened; sent, it is', async () => {
    const buyerClient = (await req(t, 'GET', '/v1/clients?q=client%40cuvee.demo', { jwt: owner, shop: demo }))
      .body.clients[0].id as string;
    const quote = await enterQuote({ clientId: buyerClient });
    const buyer = await t.login('client@cuvee.demo');
    const listed = async () =>
      (
        (await req(t, 'GET', '/v1/orders/mine?limit=100', { jwt: buyer })).body.orders as { id: string }[]
      ).some((o) => o.id === quote.id);
    expect(await listed()).toBe(false);
    const draft = await req(t, 'GET', `/v1/orders/mine/${quote.id}`, { jwt: buyer });
    expect(draft.status).toBe(404);
    expect(draft.body.message).toMatch(/commande/i);
    const sent = await req(t, 'POST', `/v1/orders/${quote.id}/send`, { jwt: owner, shop: demo, body: {} });
    expect(sent.status, text(sent.body.message)).toBe(200);
    expect(await listed()).toBe(true);
    expect((await req(t, 'GET', `/v1/orders/mine/${quote.id}`, { jwt: buyer })).status).toBe(200);
  });
});

describe("the client's timeline labels its amounts", () => {
  it('an invoice and its credit note read TTC', async () => {
    const order = await enterQuote({ kind: 'order', validUntil: undefined, notes: undefined });
    const validated = await req(t, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: owner,
      shop: demo,
      body: {},
    });
    expect(validated.status, text(validated.body.message)).toBe(200);
    const issued = await req(t, 'POST', '/v1/invoices', {
      jwt: owner,
      shop: demo,
      body: { orderId: order.id },
    });
    expect(issued.status, text(issued.body.message)).toBe(200);
    const credited = await req(t, 'POST', `/v1/invoices/${issued.body.invoice.id}/credit-note`, {
      jwt: owner,
      shop: demo,
      body: { reason: 'Casse au transport' },
    });
    expect(credited.status, text(credited.body.message)).toBe(200);
    const timeline = await req(t, 'GET', `/v1/clients/${clientId}/activities`, { jwt: owner, shop: demo });
    const bodies = (timeline.body.activities as { kind: string; body: string }[])
      .filter((a) => a.kind === 'invoice' || a.kind === 'credit')
      .map((a) => text(a.body));
    expect(bodies.find((b) => b.includes(issued.body.invoice.number) && b.startsWith('Facture'))).toMatch(
      /: \d+,\d{2} € TTC \(commande /,
    );
    expect(bodies.find((b) => b.startsWith('Avoir'))).toMatch(/: \d+,\d{2} € TTC$/);
  });
});

describe('the public link is rate-limited as sign-in is', () => {
  it('answers 429 in French past the limit', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/v1/quotes/answer/x' })).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
