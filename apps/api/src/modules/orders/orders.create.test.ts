import { documentTotals } from '@cuvee/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientActivities } from '../clients/index.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { users } from '../users/index.ts';
import { shopId, stockedWine } from './orders.fixtures.ts';
import { makeClient } from './orders.sales.fixtures.ts';
import { orderEvents, orderLines, orders } from './orders.table.ts';

// Entering orders, quotes and samples in the back office (issue 16): access per kind, the
// client's visibility, French refusals changing nothing, references and EN 16931 totals.

let t: TestApp;
let demo: string;
let owner: string;
let clientId: string;
let otherClientId: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  owner = await t.login('proprietaire@cuvee.demo');
  clientId = await makeClient(t.db, demo, 'Cave de la Saisie');
  otherClientId = await makeClient(t.db, await shopId(t.db, 'maison-seconde'), 'Cave Ailleurs');
  wine = await stockedWine(t.db, demo);
  // A collaborator who reads every order and enters quotes, but no order.
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.devis.seuls@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: iam.id,
    role: 'iam',
    authorizations: { seeAllOrder: true, seeAllClient: true, createOrder: false, createQuote: true },
  });
  const noQuote = await makeUser(t.db, { role: 'iam', email: 'iam.sans.devis@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: noQuote.id,
    role: 'iam',
    authorizations: { seeAllOrder: true, seeAllClient: true, createOrder: true, createQuote: false },
  });
});
afterAll(() => t?.close());

const URL = '/v1/orders/manage';
const rows = async () => ({
  orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(orderLines))[0]!.n,
  events: (await t.db.select({ n: count() }).from(orderEvents))[0]!.n,
});
const line = (over: Record<string, unknown> = {}) => ({
  productId: wine.product.id,
  formatId: wine.format.id,
  vintage: wine.line.vintage,
  quantity: 6,
  discountBp: 0,
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({ kind: 'order', clientId, lines: [line()], ...over });

describe('refusals change nothing', () => {
  it('answers 401, 403, 404 and 400 in French', async () => {
    const before = await rows();
    expect((await call(t.app, 'POST', URL, { body: body() })).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await call(t.app, 'POST', URL, { jwt: buyer, body: body() })).status).toBe(403);
    const quotesOnly = await t.login('iam.devis.seuls@cuvee.test');
    const refused = await call(t.app, 'POST', URL, { jwt: quotesOnly, body: body() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Vous n'avez pas les droits nécessaires pour cette action");
    const sample = await call(t.app, 'POST', URL, { jwt: quotesOnly, body: body({ kind: 'sample' }) });
    expect(sample.status).toBe(403);
    const noQuote = await t.login('iam.sans.devis@cuvee.test');
    expect((await call(t.app, 'POST', URL, { jwt: noQuote, body: body({ kind: 'quote' }) })).status).toBe(
      403,
    );
    const elsewhere = await call(t.app, 'POST', URL, { jwt: owner, body: body({ clientId: otherClientId }) });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("Ce client n'existe pas");
    const other = await t.login('maison.seconde@cuvee.demo');
    expect((await call(t.app, 'POST', URL, { jwt: other, body: body() })).status).toBe(404);
    for (const bad of [
      body({ lines: [] }),
      body({ lines: [line({ quantity: 0 })] }),
      body({ lines: [line({ discountBp: 12000 })] }),
    ]) {
      const res = await call(t.app, 'POST', URL, { jwt: owner, body: bad });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/Doit|au moins|au plus|élément/);
    }
    const unknown = await call(t.app, 'POST', URL, {
      jwt: owner,
      body: body({ lines: [line({ formatId: wine.product.id })] }),
    });
    expect(unknown.status).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('entering documents', () => {
  it('enters an order priced from the typology, totals as documentTotals, then validates it', async () => {
    const res = await call(t.app, 'POST', URL, {
      jwt: owner,
      body: body({
        lines: [line(), line({ quantity: 3, discountBp: 1000, unitHtCents: 999 })],
        shipping: { label: 'Transporteur', priceCents: 1500 },
        notes: 'Livrer le matin',
      }),
    });
    expect(res.status).toBe(200);
    const order = res.body.order;
    expect(order.reference).toMatch(/^C-\d{6}$/);
    expect(order.status).toBe('draft');
    expect(order.kind).toBe('order');
    expect(order.channel).toBe('backoffice');
    expect(order.paymentType).toBe('transfer');
    expect(order.lines).toHaveLength(2);
    expect(order.lines[1].unitHT).toBe(999);
    expect(order.lines[1].totalHT).toBe(Math.round(3 * 999 * 0.9));
    expect(order.lines[1].discountBp).toBe(1000);
    // A still wine: the excise inside its price is shown per line, as on a placed order; no CSS
    // below 18 % vol.
    for (const l of order.lines as { excise: number; css: number }[]) {
      expect(l.excise).toBeGreaterThan(0);
      expect(l.css).toBe(0);
    }
    // Duties follow the volume, not the price: 3 bottles at a discount owe half of 6.
    expect(Math.abs(order.lines[1].excise * 2 - order.lines[0].excise)).toBeLessThanOrEqual(1);
    const totals = documentTotals([
      ...order.lines.map((l: { totalHT: number; vatRate: number }) => ({
        netCents: l.totalHT,
        vatRateBp: 2000,
      })),
      { netCents: 1500, vatRateBp: 2000 },
    ]);
    expect([order.totalHT, order.tva, order.totalTTC]).toEqual([totals.totalHt, totals.tva, totals.totalTtc]);
    expect(order.history.map((e: { action: string }) => e.action)).toContain('created');
    const activity = await t.db
      .select()
      .from(clientActivities)
      .where(eq(clientActivities.subjectId, order.id));
    expect(activity).toHaveLength(1);
    const validated = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: owner });
    expect(validated.status).toBe(200);
    expect(validated.body.order.status).toBe('validated');
  });

  it('enters a quote D-… valid 30 days, which becomes an order once accepted', async () => {
    const res = await call(t.app, 'POST', URL, { jwt: owner, body: body({ kind: 'quote' }) });
    expect(res.status).toBe(200);
    const quote = res.body.order;
    expect(quote.reference).toMatch(/^D-\d{6}$/);
    expect(quote.validUntil).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const again = await call(t.app, 'POST', URL, { jwt: owner, body: body({ kind: 'quote' }) });
    expect(Number(again.body.order.reference.slice(2))).toBe(Number(quote.reference.slice(2)) + 1);
    const accepted = await call(t.app, 'POST', `/v1/orders/${quote.id}/actions/accept`, { jwt: owner });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order.kind).toBe('order');
    expect(accepted.body.order.reference).toMatch(/^C-/);
    expect(accepted.body.order.quoteReference).toBe(quote.reference);
  });

  it('enters a free sample E-…', async () => {
    const res = await call(t.app, 'POST', URL, {
      jwt: owner,
      body: body({ kind: 'sample', lines: [line({ quantity: 2, unitHtCents: 1000 })] }),
    });
    expect(res.status).toBe(200);
    const sample = res.body.order;
    expect(sample.reference).toMatch(/^E-\d{6}$/);
    expect(sample.paymentType).toBe('sample');
    expect([sample.totalHT, sample.tva, sample.totalTTC]).toEqual([0, 0, 0]);
    expect(sample.lines[0].excise).toBe(0);
  });

  it('lets a quotes-only collaborator enter a quote', async () => {
    const quotesOnly = await t.login('iam.devis.seuls@cuvee.test');
    const res = await call(t.app, 'POST', URL, { jwt: quotesOnly, body: body({ kind: 'quote' }) });
    expect(res.status).toBe(200);
  });

  it('tells the owners of an order a collaborator entered (newOrder), not of their own', async () => {
    const ownerId = (
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'proprietaire@cuvee.demo'))
    )[0]!.id;
    const newOrders = async () =>
      t.db
        .select({ content: notifications.content })
        .from(notifications)
        .where(and(eq(notifications.userId, ownerId), eq(notifications.type, 'newOrder')));
    const before = (await newOrders()).length;
    const own = await call(t.app, 'POST', URL, { jwt: owner, body: body() });
    expect(own.status).toBe(200);
    expect(await newOrders()).toHaveLength(before);

    const ordersOnly = await t.login('iam.sans.devis@cuvee.test');
    const res = await call(t.app, 'POST', URL, { jwt: ordersOnly, body: body() });
    expect(res.status).toBe(200);
    const told = await newOrders();
    expect(told).toHaveLength(before + 1);
    const { reference } = (res.body as { order: { reference: string } }).order;
    expect(told.map((n) => n.content)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Nouvelle commande ${reference} saisie par .+ pour Cave de la Saisie : `),
      ),
    );
  });
});
