import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopId, stockedWine } from './orders.fixtures.ts';
import { makeClient } from './orders.sales.fixtures.ts';
import { orderEvents, orderLines, orders } from './orders.table.ts';

// Changing a draft in the back office (issue 16, decision 0046): lines priced again, totals,
// one 'edited' event; refusals in French that change nothing, per kind's right, shop and state.

let t: TestApp;
let owner: string;
let clientId: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await shopId(t.db, 'domaine-demo');
  owner = await t.login('proprietaire@cuvee.demo');
  clientId = await makeClient(t.db, demo, 'Cave des Brouillons');
  wine = await stockedWine(t.db, demo);
  const quotesOnly = await makeUser(t.db, { role: 'iam', email: 'iam.devis.edition@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: quotesOnly.id,
    role: 'iam',
    authorizations: { seeAllOrder: true, seeAllClient: true, createOrder: false, createQuote: true },
  });
});
afterAll(() => t?.close());

const line = (over: Record<string, unknown> = {}) => ({
  productId: wine.product.id,
  formatId: wine.format.id,
  vintage: wine.line.vintage,
  quantity: 6,
  discountBp: 0,
  ...over,
});
const enter = async (kind: 'order' | 'quote') => {
  const res = await call(t.app, 'POST', '/v1/orders/manage', {
    jwt: owner,
    body: { kind, clientId, lines: [line()] },
  });
  expect(res.status).toBe(200);
  return res.body.order as { id: string; totalTTC: number; reference: string };
};
const state = async (id: string) => ({
  order: (await t.db.select().from(orders).where(eq(orders.id, id)))[0],
  lines: (await t.db.select({ n: count() }).from(orderLines).where(eq(orderLines.orderId, id)))[0]!.n,
  events: (await t.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id)))[0]!.n,
});

describe('editing a draft', () => {
  it('prices the new lines again, with the totals, and says so in the history', async () => {
    const draft = await enter('order');
    const res = await call(t.app, 'PUT', `/v1/orders/${draft.id}`, {
      jwt: owner,
      body: {
        kind: 'order',
        lines: [line({ quantity: 12, discountBp: 500 }), line({ quantity: 2 })],
        shipping: { label: 'Messagerie', priceCents: 1800 },
        paymentDelay: 'days30',
        notes: 'Deux cartons',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Les modifications ont été enregistrées');
    const order = res.body.order;
    expect(order.reference).toBe(draft.reference);
    expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([12, 2]);
    expect(order.lines[0].discountBp).toBe(500);
    expect(order.totalTTC).toBeGreaterThan(draft.totalTTC);
    expect(order.delivery.name).toBe('Messagerie');
    expect(order.paymentDelay).toBe('days30');
    expect(order.notes).toBe('Deux cartons');
    expect(order.history.map((e: { action: string }) => e.action)).toEqual(['created', 'edited']);
    expect(order.status).toBe('draft');
  });

  it('lets a quotes-only collaborator change a quote, not an order, decided by the kind named', async () => {
    const quotesOnly = await t.login('iam.devis.edition@cuvee.test');
    const quote = await enter('quote');
    const ok = await call(t.app, 'PUT', `/v1/orders/${quote.id}`, {
      jwt: quotesOnly,
      body: { kind: 'quote', lines: [line({ quantity: 24 })] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([24]);
    const order = await enter('order');
    const before = await state(order.id);
    const refused = await call(t.app, 'PUT', `/v1/orders/${order.id}`, {
      jwt: quotesOnly,
      body: { kind: 'order', lines: [line({ quantity: 24 })] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Vous n'avez pas les droits nécessaires pour cette action");
    // Naming a quote's kind for an order passes the quote's right, not the order's check.
    const lying = await call(t.app, 'PUT', `/v1/orders/${order.id}`, {
      jwt: quotesOnly,
      body: { kind: 'quote', lines: [line({ quantity: 24 })] },
    });
    expect(lying.status).toBe(409);
    expect(lying.body.message).toBe('Ce document est une commande, pas un devis : rechargez la page');
    expect(await state(order.id)).toEqual(before);
  });
});

describe('refusals change nothing', () => {
  it('answers 401, 403, 404 (another shop), 400 and 409 (no longer a draft) in French', async () => {
    const draft = await enter('order');
    const before = await state(draft.id);
    const url = `/v1/orders/${draft.id}`;
    const body = { kind: 'order', lines: [line({ quantity: 1 })] };
    expect((await call(t.app, 'PUT', url, { body })).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await call(t.app, 'PUT', url, { jwt: buyer, body })).status).toBe(403);
    const other = await t.login('maison.seconde@cuvee.demo');
    const elsewhere = await call(t.app, 'PUT', url, { jwt: other, body });
    expect(elsewhere.status).toBe(404);
    for (const bad of [
      { kind: 'order', lines: [] },
      { kind: 'order', lines: [line({ quantity: 0 })] },
      { lines: [line()] },
      { kind: 'facture', lines: [line()] },
      { kind: 'order', clientId, lines: [line()] },
    ]) {
      const res = await call(t.app, 'PUT', url, { jwt: owner, body: bad });
      expect(res.status).toBe(400);
    }
    expect(await state(draft.id)).toEqual(before);
    const asSample = await call(t.app, 'PUT', url, { jwt: owner, body: { ...body, kind: 'sample' } });
    expect(asSample.status).toBe(409);
    expect(asSample.body.message).toBe(
      'Ce document est une commande, pas un échantillon : rechargez la page',
    );
    expect(await state(draft.id)).toEqual(before);

    const validated = await call(t.app, 'POST', `/v1/orders/${draft.id}/actions/validate`, { jwt: owner });
    expect(validated.status).toBe(200);
    const after = await state(draft.id);
    const late = await call(t.app, 'PUT', url, { jwt: owner, body });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Action impossible : la commande est « validée »');
    expect(await state(draft.id)).toEqual(after);
  });
});
