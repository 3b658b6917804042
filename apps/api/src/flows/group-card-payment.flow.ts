import { randomUUID } from 'node:crypto';
import { frenchMessage, bookingPaymentRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { publicRead, systemScope, systemTx } from '../db/tenant.ts';
import { HttpError } from '../lib/http-error.ts';
import { route } from '../lib/route.ts';
import { applyCardCharges } from '../modules/invoices/index.ts';
import type { Jobs } from '../modules/jobs/index.ts';
import { recordShareCharge } from '../modules/orders/index.ts';
import { type PaymentEvent, PaymentProviderError, type Payments } from '../modules/payments/index.ts';
import {
  GROUPS,
  groupByToken,
  noteGroupCardSetup,
  publicGroupView,
  queueBookingMail,
  recordGroupCardPaid,
  shopOfGroup,
} from '../modules/tourism/index.ts';

/*
 * A payment group pays its share by card from its link (issue 27, decision 0136). The card is
 * saved by Stripe's payment element on a SetupIntent (decision 0039's path, no charge), then
 * the API charges it the share off-session — Stripe's idempotency key is the group's and the
 * card's, so a double click or a retry answers the same PaymentIntent. Whichever records the
 * success first, the page's call or Stripe's webhook (`payment_intent.succeeded`, metadata
 * order_ref `booking-group:{id}`), does it in one transaction: the group paid as a recorded
 * transfer makes it (the last one confirms the booking, its mail queued), and the money enters
 * the order's payments as a card charge, put on its invoices by the ledger. The second finds
 * the group paid and changes nothing.
 */

export const GROUP_CARD = {
  notSaved: "La carte n'a pas encore été enregistrée : veuillez valider le formulaire de paiement",
  processing:
    'Votre paiement est en cours de traitement : la part sera marquée payée dès que la banque le confirme',
  paid: 'Votre part est payée',
  allPaid: 'Votre part est payée : tous les groupes ont payé, la réservation est confirmée',
  alreadyPaid: 'Votre part est déjà payée',
  tooSmall: 'Cette part est trop faible pour être payée par carte : réglez-la par virement',
} as const;

type Deps = { db: Db; payments: Payments; jobs: Jobs; publicUrl: string };

const REF = 'booking-group:';
const refOf = (groupId: string) => `${REF}${groupId}`;

/** Stripe unreachable: a French refusal to try again, never a 500. */
async function stripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new HttpError(422, err.message);
    throw err;
  }
}

/** The group of a link, still to pay, its booking waiting: else a French 409 / 422. */
async function dueGroup(deps: Deps, token: string) {
  const found = await groupByToken(publicRead(deps.db), token);
  const { group, booking } = found;
  if (group.paidAt) throw new HttpError(409, GROUPS.alreadyPaid);
  if (booking.status !== 'pending' || !booking.orderId) throw new HttpError(409, GROUPS.closed);
  if (!deps.payments.cardPaymentAvailable({ id: booking.shopId }))
    throw new HttpError(422, frenchMessage('paymentUnavailable'));
  if (group.amountCents < 50) throw new HttpError(422, GROUP_CARD.tooSmall);
  return found;
}

/** 'Payer par carte': a SetupIntent for the card form (nothing charged yet). */
export async function startGroupCard(deps: Deps, token: string) {
  const { group, booking } = await dueGroup(deps, token);
  const setup = await stripe(() =>
    deps.payments.startCardSetup({
      shopId: booking.shopId,
      buyer: { id: refOf(group.id), email: booking.contactEmail ?? '', name: group.name },
      // A new form per visit: a card refused before leaves its SetupIntent spent.
      orderRef: `${refOf(group.id)}:${randomUUID()}`,
      amount: group.amountCents,
    }),
  );
  await deps.db.transaction((raw) =>
    noteGroupCardSetup(
      systemTx(raw),
      systemScope(booking.shopId, booking.shopId),
      group.id,
      setup.setupIntentId,
    ),
  );
  return setup.checkout;
}

type Charged = {
  shopId: string;
  groupId: string;
  paymentIntentId: string;
  amount: number;
  customerId: string | null;
  paymentMethodId: string | null;
};

/** The share's charge recorded, once (see the file's comment); false when it was already. */
export async function recordGroupCharge(deps: Pick<Deps, 'db' | 'jobs' | 'publicUrl'>, c: Charged) {
  return deps.db.transaction(async (raw) => {
    const tx = systemTx(raw);
    const scope = systemScope(c.shopId, c.shopId);
    const r = await recordGroupCardPaid(tx, scope, c.groupId, c.paymentIntentId);
    if (r.outcome === 'already') return { recorded: false, allPaid: false };
    // Money taken is the order's, even for a booking that stopped waiting meanwhile (refunded by the shop).
    if (r.booking.orderId) {
      await recordShareCharge(tx, scope, { ...c, orderId: r.booking.orderId });
      await applyCardCharges(tx, scope, r.booking.orderId);
    }
    if (r.allPaid) await queueBookingMail(tx, scope, deps, r.booking.id, 'confirmed');
    return { recorded: r.outcome === 'paid', allPaid: r.allPaid };
  });
}

/** 'Payer': the saved card charged the share, once; the answer to show. */
export async function payGroupCard(deps: Deps, token: string): Promise<string> {
  const { group, booking } = await groupByToken(publicRead(deps.db), token);
  if (group.paidAt) return GROUP_CARD.alreadyPaid;
  await dueGroup(deps, token);
  const saved = group.cardSetupIntent
    ? await stripe(() => deps.payments.savedPaymentMethod(group.cardSetupIntent as string))
    : null;
  if (!saved) throw new HttpError(409, GROUP_CARD.notSaved);
  const result = await stripe(() =>
    deps.payments.chargeOffSession({
      customerId: saved.customerId,
      paymentMethodId: saved.paymentMethodId,
      amount: group.amountCents,
      currency: 'eur',
      idempotencyKey: `cuvee-group-${group.id}-${saved.paymentMethodId}`,
      orderRef: refOf(group.id),
    }),
  );
  if (result.status === 'processing') return GROUP_CARD.processing;
  if (result.status !== 'succeeded') throw new HttpError(422, result.message);
  const { recorded, allPaid } = await recordGroupCharge(deps, {
    shopId: booking.shopId,
    groupId: group.id,
    paymentIntentId: result.paymentIntentId,
    amount: group.amountCents,
    customerId: saved.customerId,
    paymentMethodId: saved.paymentMethodId,
  });
  return !recorded ? GROUP_CARD.alreadyPaid : allPaid ? GROUP_CARD.allPaid : GROUP_CARD.paid;
}

/** Stripe's word that a share's charge succeeded (a SEPA debit days later, or before the page's call). */
export async function onGroupChargeSucceeded(
  deps: Pick<Deps, 'jobs' | 'publicUrl'>,
  event: PaymentEvent,
  db: Db,
) {
  if (!event.orderRef?.startsWith(REF) || event.amount === null) return;
  const groupId = event.orderRef.slice(REF.length);
  const shopId = await shopOfGroup(publicRead(db), groupId);
  if (!shopId) return;
  await recordGroupCharge(
    { ...deps, db },
    {
      shopId,
      groupId,
      paymentIntentId: event.intentId,
      amount: event.amount,
      customerId: event.customerId,
      paymentMethodId: event.paymentMethodId,
    },
  );
}

/** The group page's card routes and the webhook's handler (registered by tourism's routes). */
export function groupCardRoutes(app: FastifyInstance) {
  const { db, jobs, payments, config } = app.deps;
  const deps: Deps = { db, jobs, payments, publicUrl: config.publicUrl };
  const limited = { config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } } };
  const cardOffered = (shopId: string) => payments.cardPaymentAvailable({ id: shopId });
  route(
    app,
    routes.startCard,
    async ({ params }) => ({ success: true as const, card: await startGroupCard(deps, params.token) }),
    limited,
  );
  route(
    app,
    routes.payCard,
    async ({ params }) => {
      const message = await payGroupCard(deps, params.token);
      return { success: true as const, message, group: await publicGroupView(db, params.token, cardOffered) };
    },
    limited,
  );
  payments.onPaymentEvent('payment_intent.succeeded', (event, eventDb) =>
    onGroupChargeSucceeded(deps, event, eventDb),
  );
}
