import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { PARIS } from '../orders/orders.fixtures.ts';
import type { demoSeller } from '../orders/orders.placement.fixtures.ts';
import { today } from '../receivables/receivables.view.ts';

/*
 * The loyalty tests' world, built through the owners' routes only: Domaine Démo's programme
 * saved by its owner, a new buyer registered on its storefront, an order placed, validated,
 * invoiced and paid.
 */

export type Seller = Awaited<ReturnType<typeof demoSeller>>;

export const programmeBody = (wine: Seller['wine'], over: Record<string, unknown> = {}) => ({
  active: true,
  pointsPerEuro: 1,
  expiryMonths: 12,
  tiers: [
    { name: 'Bronze', threshold: 0, advantages: 'Les nouveautés en avant-première' },
    { name: 'Argent', threshold: 50, advantages: 'Une bouteille offerte' },
    { name: 'Or', threshold: 500, advantages: 'Invitation aux vendanges' },
  ],
  rewards: [
    {
      name: 'Une bouteille offerte',
      kind: 'products',
      pointsRequired: 40,
      products: [{ productId: wine.product.id, formatId: wine.format.id }],
      maxChoice: 1,
      tierName: 'Argent',
    },
    { name: 'Remise de 5 €', kind: 'discount', pointsRequired: 30, discountCents: 500 },
  ],
  ...over,
});

export async function saveProgramme(t: TestApp, owner: string, body: unknown) {
  const res = await call(t.app, 'PUT', '/v1/loyalty/programme', { jwt: owner, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.programme as {
    rewards: Array<{ id: string; name: string; kind: string }>;
    tiers: Array<{ id: string; name: string }>;
  };
}

export async function newBuyer(t: TestApp, name: string) {
  const email = `${name}.${randomUUID().slice(0, 8)}@exemple.fr`;
  const done = await registerValidated(t, 'buyer', {
    email,
    password: 'Secret1',
    firstname: 'Fidèle',
    lastname: name,
    shopCode: 'DEMO2026',
    acceptTerms: true,
  });
  return { email, jwt: done.jwt as string };
}

export const wineLine = (wine: Seller['wine'], quantity: number, offered = false) => ({
  idTmp: `${wine.product.id}:${wine.format.id}${offered ? ':fidelite' : ''}`,
  productId: wine.product.id,
  formatId: wine.format.id,
  vintageId: wine.vintageId,
  quantity,
  isFromFidelity: offered,
});

export function placement(s: Seller, lines: unknown[], promotions: string[] = []) {
  return {
    idempotencyKey: randomUUID(),
    orders: [{ sellerId: s.demo, lines, deliveryModeId: s.home, paymentType: 'transfer', promotions }],
    deliveryAddress: PARIS,
    acceptTerms: true,
    certifyAdult: true,
  };
}

/** A storefront order of `quantity` bottles placed by the buyer, validated, invoiced and paid in full. */
export async function paidInvoice(t: TestApp, s: Seller, buyer: string, quantity: number) {
  const placed = await call(t.app, 'POST', '/v1/orders', {
    jwt: buyer,
    body: placement(s, [wineLine(s.wine, quantity)]),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = placed.body.orders[0] as { id: string };
  const validated = await call(t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, { jwt: s.owner });
  expect(validated.status, JSON.stringify(validated.body)).toBe(200);
  const issued = await call(t.app, 'POST', '/v1/invoices', { jwt: s.owner, body: { orderId: order.id } });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const invoice = issued.body.invoice as { id: string; number: string; payable: number; totalHt: number };
  const paid = await call(t.app, 'POST', '/v1/payments', {
    jwt: s.owner,
    body: {
      invoiceId: invoice.id,
      type: 'transfer',
      amount: invoice.payable,
      paidOn: today(),
      reference: 'VIR-1',
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const detail = await call(t.app, 'GET', `/v1/orders/${order.id}`, { jwt: s.owner });
  await t.settled();
  return { order, invoice, clientId: detail.body.order.client.id as string };
}
