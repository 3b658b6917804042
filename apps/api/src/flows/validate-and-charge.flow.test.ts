import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedCardOrder, useCardApp } from '../modules/orders/orders.card.fixtures.ts';
import { orderPayments } from '../modules/orders/orders.table.ts';
import { call } from '../test/test-app.ts';
import type { TestCard } from '../testing/stripe-stand-in/index.ts';

// Validate and charge (issue 25, defects 1 and 11): the card order's charge is money of the
// payments ledger, so the invoice issued afterwards reads paid with nothing left to pay.

const app = useCardApp();

const cardOrder = (card: TestCard) => savedCardOrder(app, card);

describe('card → validation → invoice', () => {
  it('the invoice of a card order charged at validation is paid, nothing left to pay', async () => {
    const order = await cardOrder('pm_card_visa');
    const owner = await app.t.login('proprietaire@cuvee.demo');
    const validated = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: owner,
    });
    expect(validated.status).toBe(200);
    await app.t.settled();
    const after = await call(app.t.app, 'GET', `/v1/orders/${order.id}`, { jwt: owner });
    expect(after.body.order).toMatchObject({ status: 'validated', paymentStatus: 'paid' });
    // Stripe was asked once, under the order payment's id as its idempotency key.
    const [payment] = await app.t.db
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    const keys = app.stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .filter((r) => JSON.stringify(r.form).includes(after.body.order.reference))
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([payment!.id]));
    const issued = await call(app.t.app, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
    expect(issued.status).toBe(200);
    const invoice = await call(app.t.app, 'GET', `/v1/invoices/${issued.body.invoice.id}`, { jwt: owner });
    expect(invoice.body.invoice).toMatchObject({
      payable: order.totalTTC,
      paid: order.totalTTC,
      balance: 0,
      paymentStatus: 'paid',
    });
    // The receivables read it settled too: nothing owed on the order's invoice.
    const owed = await call(app.t.app, 'GET', `/v1/payments/by-order?orderId=${order.id}`, { jwt: owner });
    expect(owed.body.invoices).toEqual([
      expect.objectContaining({ id: issued.body.invoice.id, balance: 0, paymentStatus: 'paid' }),
    ]);
    const order2 = await call(app.t.app, 'GET', `/v1/orders/${order.id}`, { jwt: owner });
    expect(order2.body.order).toMatchObject({ status: 'invoiced', paymentStatus: 'paid' });
  });
});
