import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoSeller } from '../orders/orders.placement.fixtures.ts';
import {
  newBuyer,
  paidInvoice,
  placement,
  programmeBody,
  type Seller,
  saveProgramme,
  wineLine,
} from './loyalty.fixtures.ts';

// Issue 29, Done when: a buyer earns points on an invoice paid, reaches a tier, takes an offered
// bottle in the cart; a credit note of that invoice removes exactly those points; the ledger
// shows each step. And two placements spending the same points: one is refused in French.

let t: TestApp;
let s: Seller;
let rewards: Awaited<ReturnType<typeof saveProgramme>>['rewards'];
beforeAll(async () => {
  t = await createTestApp();
  s = await demoSeller(t);
  rewards = (await saveProgramme(t, s.owner, programmeBody(s.wine))).rewards;
});
afterAll(() => t?.close());

const mine = async (jwt: string) => (await call(t.app, 'GET', `/v1/account/loyalty/${s.demo}`, { jwt })).body;
const bottle = () => rewards.find((r) => r.kind === 'products')!;
const price = (jwt: string, lines: unknown[], promotions: string[]) =>
  call(t.app, 'POST', '/v1/orders/get-cart-price', {
    jwt,
    body: { orders: [{ sellerId: s.demo, products: lines, promotions }] },
  });

describe('earning, spending and taking back points', () => {
  it('walks the whole of it, and the ledger shows each step', async () => {
    const buyer = await newBuyer(t, 'Martin');
    expect((await mine(buyer.jwt)).account).toMatchObject({ balance: 0, tier: { name: 'Bronze' } });
    // An order placed earns nothing: only an invoice paid does.
    const { invoice, clientId } = await paidInvoice(t, s, buyer.jwt, 6);
    let view = await mine(buyer.jwt);
    // 1 point per euro HT paid, rounded down once.
    const invoiceHt = (await call(t.app, 'GET', `/v1/invoices/${invoice.id}`, { jwt: s.owner })).body.invoice
      .totalHT;
    const earned = Math.floor(invoiceHt / 100);
    expect(earned).toBeGreaterThanOrEqual(50);
    expect(view.account).toMatchObject({ balance: earned, earned, tier: { name: 'Argent' } });
    expect(view.entries[0]).toMatchObject({
      cause: 'invoicePaid',
      points: earned,
      label: `Facture ${invoice.number} payée`,
    });

    // The cart prices the offered bottle at 0 €, its excise still in the line.
    const offered = wineLine(s.wine, 1, true);
    const priced = await price(buyer.jwt, [offered], [bottle().id]);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.orders[0].lines[0]).toMatchObject({ isFromFidelity: true, totalTTC: 0, totalHT: 0 });
    expect(priced.body.orders[0].lines[0].excise).toBeGreaterThan(0);
    // Two offered bottles are more than the reward gives.
    const two = await price(buyer.jwt, [wineLine(s.wine, 2, true)], [bottle().id]);
    expect(two.status).toBe(422);
    expect(two.body.message).toBe('Vous pouvez choisir au plus 1 produit(s) offert(s) avec cette récompense');

    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: buyer.jwt,
      body: placement(s, [wineLine(s.wine, 1), offered], [bottle().id]),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    view = await mine(buyer.jwt);
    expect(view.account).toMatchObject({ balance: earned - 40, spent: 40, tier: { name: 'Argent' } });
    expect(view.entries[0]).toMatchObject({ cause: 'rewardUsed', points: -40 });
    expect(view.entries[0].label).toContain('Une bouteille offerte');
    // The offered line is on the order at 0 €, named as offered.
    const order = await call(t.app, 'GET', `/v1/orders/${placed.body.orders[0].id}`, { jwt: s.owner });
    const free = order.body.order.lines.find((l: { label: string }) => l.label.includes('offert (fidélité)'));
    expect(free).toMatchObject({ quantity: 1 });
    expect(free.totalTtc ?? free.totalTTC).toBe(0);

    // A whole credit note of the paid invoice takes back exactly what it earned.
    const note = await call(t.app, 'POST', `/v1/invoices/${invoice.id}/credit-note`, {
      jwt: s.owner,
      body: { reason: 'Retour du carton' },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    view = await mine(buyer.jwt);
    expect(view.entries[0]).toMatchObject({ cause: 'creditNote', points: -earned });
    expect(view.account).toMatchObject({ balance: -40, earned: 0, tier: { name: 'Bronze' } });
    expect(view.entries.map((e: { cause: string }) => e.cause)).toEqual([
      'creditNote',
      'rewardUsed',
      'invoicePaid',
    ]);

    // The owner reads the same ledger on the client's page.
    const owners = await call(t.app, 'GET', `/v1/loyalty/clients/${clientId}`, { jwt: s.owner });
    expect(owners.status).toBe(200);
    expect(owners.body).toMatchObject({ active: true, total: 3, account: { balance: -40 } });
  });

  it('two placements spending the same points: one order, one French 409', async () => {
    const buyer = await newBuyer(t, 'Durand');
    await paidInvoice(t, s, buyer.jwt, 4);
    const { account } = await mine(buyer.jwt);
    // Enough for one bottle (40 points), not for two.
    expect(account.balance).toBeLessThan(80);
    expect(account.balance).toBeGreaterThanOrEqual(50);
    const body = () => placement(s, [wineLine(s.wine, 1), wineLine(s.wine, 1, true)], [bottle().id]);
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/v1/orders', { jwt: buyer.jwt, body: body() }),
      call(t.app, 'POST', '/v1/orders', { jwt: buyer.jwt, body: body() }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toMatch(
      /^Vous n'avez pas assez de points de fidélité pour « Une bouteille offerte »/,
    );
    const after = await mine(buyer.jwt);
    expect(after.account.balance).toBe(account.balance - 40);
    expect(after.entries.filter((e: { cause: string }) => e.cause === 'rewardUsed')).toHaveLength(1);
  });

  it('a discount reward comes off the order; without the points or the tier it is refused', async () => {
    const buyer = await newBuyer(t, 'Petit');
    const discount = rewards.find((r) => r.kind === 'discount')!;
    const poor = await price(buyer.jwt, [wineLine(s.wine, 1)], [discount.id]);
    expect(poor.status).toBe(409);
    expect(poor.body.message).toBe(
      "Vous n'avez pas assez de points de fidélité pour « Remise de 5 € » : il en faut 30, vous en avez 0",
    );
    const noTier = await price(buyer.jwt, [wineLine(s.wine, 1, true)], [bottle().id]);
    expect(noTier.status).toBe(409);
    expect(noTier.body.message).toBe(
      '« Une bouteille offerte » est réservée aux clients du palier Argent et au-delà',
    );
    await paidInvoice(t, s, buyer.jwt, 6);
    const plain = await price(buyer.jwt, [wineLine(s.wine, 2)], []);
    const off = await price(buyer.jwt, [wineLine(s.wine, 2)], [discount.id]);
    expect(off.status).toBe(200);
    expect(plain.body.orders[0].price.totalTTC - off.body.orders[0].price.totalTTC).toBe(500);
    expect(off.body.orders[0].price.promoAmount - plain.body.orders[0].price.promoAmount).toBe(500);
    // A line claimed as offered with a discount reward is not offered.
    const claim = await price(buyer.jwt, [wineLine(s.wine, 1, true)], [discount.id]);
    expect(claim.status).toBe(422);
  });
});
