import { frenchMessage } from '@cuvee/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../modules/mail/mail.table.ts';
import { booking, eventWithSlots, placementOf } from '../modules/orders/orders.reservations.fixtures.ts';
import { orderPayments } from '../modules/orders/orders.table.ts';
import { bookingsOfOrder } from '../modules/tourism/index.ts';
import { aTasting, shopIdOf, systemOf, userIdOf } from '../modules/tourism/tourism.test.support.ts';
import { STRIPE_TEST_KEYS, type StripeTestApp, stripeTestApp } from '../test/stripe-test-app.ts';
import { call } from '../test/test-app.ts';
import { signedEvent, type TestCard } from '../testing/stripe-stand-in/index.ts';
import { GROUP_CARD } from './group-card-payment.flow.ts';

// A payment group pays its share by card from its link (issue 27, decision 0136), against the
// Stripe stand-in: paid once whatever is clicked twice or replayed by Stripe, marked paid as a
// recorded transfer (the last one confirms the booking, its mail queued), the money the order's
// card payment that the ledger puts on its invoice.

let app: StripeTestApp;
let client: string;
let owner: string;
let demo: string;
let tasting: { eventId: string; slotIds: string[] };
beforeAll(async () => {
  app = await stripeTestApp();
  client = await app.t.login('client@cuvee.demo');
  owner = await app.t.login('proprietaire@cuvee.demo');
  demo = await shopIdOf(app.t, 'domaine-demo');
  tasting = await eventWithSlots(app.t, demo, aTasting({ minAmountCents: 0 }));
});
afterAll(() => app?.close());

type Group = { id: string; name: string; amountCents: number; link: string };

/** 3 adults at 15 € split 2:1 among two groups (30 € and 15 €), by transfer; its booking and groups. */
async function groupBooking(slot = 0) {
  const { t } = app;
  const res = await call(t.app, 'POST', '/v1/orders', {
    jwt: client,
    body: placementOf([
      {
        sellerId: demo,
        paymentType: 'transfer',
        reservations: [
          booking(
            tasting.eventId,
            tasting.slotIds[slot]!,
            { adulte: 3 },
            {
              groups: [
                { name: 'Famille Martin', share: 2 },
                { name: 'Famille Durand', share: 1 },
              ],
            },
          ),
        ],
      },
    ]),
  });
  expect(res.status).toBe(200);
  await t.settled();
  const order = res.body.orders[0] as { id: string; totalTTC: number };
  const { tx, scope } = systemOf(t, demo, await userIdOf(t, 'proprietaire@cuvee.demo'));
  const held = (await bookingsOfOrder(tx, scope, order.id))[0]!;
  const mine = await call(t.app, 'GET', `/v1/me/reservations/${held.id}`, { jwt: client });
  const groups = mine.body.reservation.groups as Group[];
  return { order, bookingId: held.id, groups };
}

const api = (g: Group) => `/v1${g.link}`;
const page = async (g: Group) => (await call(app.t.app, 'GET', api(g))).body.group;
const start = (g: Group) => call(app.t.app, 'POST', `${api(g)}/card`);
const pay = (g: Group) => call(app.t.app, 'POST', `${api(g)}/card/pay`);

/** 'Payer par carte', the card typed in Stripe's form. */
async function saveCard(g: Group, card: TestCard = 'pm_card_visa') {
  const started = await start(g);
  expect(started.status).toBe(200);
  await app.stripe.confirmSetupIntent(started.body.card.clientSecret, card, STRIPE_TEST_KEYS.publishableKey);
}

const intentsOf = (g: Group) =>
  app.stripe
    .objects('payment_intent')
    .filter((pi) => (pi.metadata as Record<string, string>).order_ref === `booking-group:${g.id}`);
const cardMoney = (orderId: string) =>
  app.t.db
    .select({
      amount: orderPayments.amount,
      type: orderPayments.type,
      intent: orderPayments.providerPaymentIntent,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'paid')));
const bookingStatus = async (orderId: string) => {
  const { tx, scope } = systemOf(app.t, demo, await userIdOf(app.t, 'proprietaire@cuvee.demo'));
  return (await bookingsOfOrder(tx, scope, orderId))[0]!.status;
};

describe('a group pays its share by card', () => {
  it('once though clicked twice; the last group confirms the booking, the visitor is told, the invoice reads paid', async () => {
    const { order, bookingId, groups } = await groupBooking(0);
    const [martin, durand] = groups as [Group, Group];
    expect(await page(martin)).toMatchObject({
      amountCents: 3000,
      paid: false,
      paidBy: null,
      cardAvailable: true,
    });

    await saveCard(martin);
    const [one, two] = await Promise.all([pay(martin), pay(martin)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.message, two.body.message].sort()).toEqual(
      [GROUP_CARD.alreadyPaid, GROUP_CARD.paid].sort(),
    );
    expect(one.body.group).toMatchObject({ paid: true, paidBy: 'card', cardAvailable: false });
    // One charge at Stripe, one card payment of the order: 30 €.
    expect(intentsOf(martin).map((pi) => [pi.amount, pi.status])).toEqual([[3000, 'succeeded']]);
    expect(await cardMoney(order.id)).toEqual([
      { amount: 3000, type: 'cb', intent: intentsOf(martin)[0]!.id },
    ]);
    expect(await bookingStatus(order.id)).toBe('pending');
    // The buyer who opened it sees who has paid.
    const seen = await call(app.t.app, 'GET', `/v1/me/reservations/${bookingId}`, { jwt: client });
    expect(seen.body.reservation.groups.map((g: { paid: boolean }) => g.paid)).toEqual([true, false]);

    await saveCard(durand, 'pm_card_mastercard');
    const last = await pay(durand);
    expect(last.body.message).toBe(GROUP_CARD.allPaid);
    expect(await bookingStatus(order.id)).toBe('confirmed');
    const told = await app.t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `${bookingId}:booking-confirmed`));
    expect(told).toEqual([{ subject: 'Réservation confirmée : Dégustation des cuvées' }]);

    // The order may now be validated and invoiced: the card money settles its invoice.
    const validated = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/validate`, {
      jwt: owner,
      body: {},
    });
    expect(validated.status).toBe(200);
    const issued = await call(app.t.app, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: order.id } });
    expect(issued.status).toBe(200);
    const invoice = await call(app.t.app, 'GET', `/v1/invoices/${issued.body.invoice.id}`, { jwt: owner });
    expect(invoice.body.invoice).toMatchObject({
      payable: 4500,
      paid: 4500,
      balance: 0,
      paymentStatus: 'paid',
    });
  });

  it("Stripe's webhook records a charge the page never heard of; a replay and the page's call then change nothing", async () => {
    const { order, groups } = await groupBooking(1);
    const [martin] = groups as [Group];
    await saveCard(martin);
    // The charge made, the page's answer lost: only Stripe's event tells it.
    const [setup] = app.stripe
      .objects('setup_intent')
      .filter((s) =>
        String((s.metadata as Record<string, string>).order_ref).startsWith(`booking-group:${martin.id}`),
      );
    const charged = await app.t.app.deps.payments.chargeOffSession({
      customerId: String(setup!.customer),
      paymentMethodId: String(setup!.payment_method),
      amount: 3000,
      currency: 'eur',
      idempotencyKey: `cuvee-group-${martin.id}-${setup!.payment_method}`,
      orderRef: `booking-group:${martin.id}`,
    });
    expect(charged.status).toBe('succeeded');
    const [intent] = intentsOf(martin);
    const { payload, signature } = signedEvent(
      'payment_intent.succeeded',
      intent!,
      STRIPE_TEST_KEYS.webhookSecret,
    );
    const hook = () =>
      app.t.app.inject({
        method: 'POST',
        url: '/v1/payments/stripe/webhook',
        payload,
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      });
    expect((await hook()).json()).toMatchObject({ success: true, handled: true });
    expect(await page(martin)).toMatchObject({ paid: true, paidBy: 'card' });
    expect((await hook()).statusCode).toBe(200);
    const again = await pay(martin);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(GROUP_CARD.alreadyPaid);
    expect(intentsOf(martin)).toHaveLength(1);
    expect(await cardMoney(order.id)).toEqual([{ amount: 3000, type: 'cb', intent: intent!.id }]);
  });
});

describe('refusals, in French, changing nothing', () => {
  it('a declined card, a card not saved yet, a share paid, a booking cancelled, an unknown link', async () => {
    const { order, groups } = await groupBooking(2);
    const [martin, durand] = groups as [Group, Group];
    expect((await pay(martin)).body).toEqual({ success: false, message: GROUP_CARD.notSaved });

    await saveCard(martin, 'pm_card_chargeDeclined');
    const declined = await pay(martin);
    expect(declined.status).toBe(422);
    expect(declined.body.message).toBe(frenchMessage('paymentFailed'));
    expect(await page(martin)).toMatchObject({ paid: false, cardAvailable: true });
    expect(await cardMoney(order.id)).toEqual([]);
    // Another card, on a new form: paid.
    await saveCard(martin, 'pm_card_visa');
    expect((await pay(martin)).status).toBe(200);
    const paidTwice = await start(martin);
    expect(paidTwice.status).toBe(409);
    expect(paidTwice.body.message).toBe('Ce groupe a déjà payé sa part');

    // The second group's booking cancelled by its order: its link takes no card any more.
    const refused = await call(app.t.app, 'POST', `/v1/orders/${order.id}/actions/cancel`, {
      jwt: owner,
      body: {},
    });
    expect(refused.status).toBe(200);
    expect(await page(durand)).toMatchObject({ paid: false, cardAvailable: false });
    const late = await start(durand);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Cette réservation n'attend plus de paiement");
    expect(await cardMoney(order.id)).toHaveLength(1);

    const unknown = await call(app.t.app, 'POST', '/v1/booking-groups/pas-un-lien-valide-du-tout/card');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ce lien de paiement est inconnu');
  });
});
