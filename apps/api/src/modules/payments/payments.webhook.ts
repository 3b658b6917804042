import { frenchMessage, STRIPE_EVENT_TYPES } from '@cuvee/contracts';
import type { StripeConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Stripe } from './payments.stripe.ts';

export type PaymentEventType = (typeof STRIPE_EVENT_TYPES)[number];

/**
 * A Stripe event we act on, reduced to what an order needs: which intent, which order
 * (metadata.order_ref), which saved payment method, on which account.
 */
export type PaymentEvent = {
  id: string;
  type: PaymentEventType;
  /** The connected account it happened on, or null for the platform's. */
  account: string | null;
  intentId: string;
  orderRef: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  /** Cents, for a PaymentIntent; null for a SetupIntent. */
  amount: number | null;
  /** Stripe's error code of a failure (card_declined…), else null. */
  failureCode: string | null;
};

/** What the orders module hooks: called once per verified event of its type (Stripe may resend: be idempotent). */
export type PaymentEventHandler = (event: PaymentEvent, db: Db) => Promise<void>;

const isOurs = (type: string): type is PaymentEventType =>
  (STRIPE_EVENT_TYPES as readonly string[]).includes(type);
const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  if (!isOurs(event.type)) return null;
  const object = event.data.object as Stripe.SetupIntent | Stripe.PaymentIntent;
  const error =
    'last_payment_error' in object
      ? object.last_payment_error
      : 'last_setup_error' in object
        ? object.last_setup_error
        : null;
  return {
    id: event.id,
    type: event.type,
    account: event.account ?? null,
    intentId: object.id,
    orderRef: object.metadata?.order_ref ?? null,
    customerId: idOf(object.customer),
    paymentMethodId: idOf(object.payment_method),
    amount: object.object === 'payment_intent' ? object.amount : null,
    failureCode: error?.code ?? null,
  };
}

/** Signature checking with the SDK, and the handlers other modules register per event type. */
export function createWebhookHandling(config: StripeConfig | undefined, stripe: () => Stripe) {
  const handlers = new Map<PaymentEventType, PaymentEventHandler[]>();
  const refuse = () => new HttpError(400, frenchMessage('paymentSignature'));

  /** The event Stripe signed, or a 400 with a French message (no secret, bad or stale signature). */
  function verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event {
    if (!config?.webhookSecret || !signature || rawBody.length === 0) throw refuse();
    try {
      return stripe().webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    } catch {
      throw refuse();
    }
  }

  return {
    verifyWebhook,
    /** Registers what happens on an event type (the orders module: mark paid, record the saved card…). */
    onPaymentEvent(type: PaymentEventType, handler: PaymentEventHandler): () => void {
      const list = handlers.get(type) ?? [];
      handlers.set(type, [...list, handler]);
      return () =>
        handlers.set(
          type,
          (handlers.get(type) ?? []).filter((h) => h !== handler),
        );
    },
    /** Runs the handlers of a verified event; false when no handler takes its type. */
    async handleStripeEvent(
      event: Stripe.Event,
      db: Db,
    ): Promise<{ event: PaymentEvent | null; handled: boolean }> {
      const paymentEvent = toPaymentEvent(event);
      const list = paymentEvent ? (handlers.get(paymentEvent.type) ?? []) : [];
      for (const handler of list) await handler(paymentEvent as PaymentEvent, db);
      return { event: paymentEvent, handled: list.length > 0 };
    },
  };
}
