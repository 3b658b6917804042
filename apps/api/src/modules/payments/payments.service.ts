import { type CardCheckout, type ChargeResult, frenchMessage } from '@cuvee/contracts';
import type { StripeConfig } from '../../config.ts';
import { createStripeClient, isCardError, isProviderDown, type Stripe } from './payments.stripe.ts';
import { createWebhookHandling } from './payments.webhook.ts';

/** Stripe could not be reached or refused our call: the caller tells the buyer to retry. */
export class PaymentProviderError extends Error {
  constructor(override readonly cause: unknown) {
    super(frenchMessage('paymentProviderDown'));
  }
}

/** Who pays: a user, or a payment group of a booking (its contact's e-mail, maybe none: ''). */
export type Buyer = { id: string; email: string; name?: string | null };

export type CardSetupInput = {
  shopId: string;
  buyer: Buyer;
  /** The order's reference: metadata on Stripe's side, and the idempotency of the setup. */
  orderRef: string;
  /** What will be charged at validation, in cents (recorded; nothing is charged now). */
  amount: number;
  /** A producer's connected account (Stripe Connect); the platform's account when absent. */
  stripeAccount?: string | null;
};

export type CardSetup = {
  setupIntentId: string;
  clientSecret: string;
  customerId: string;
  /** What the checkout's page needs to show the payment element. */
  checkout: CardCheckout;
};

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: 'eur';
  idempotencyKey: string;
  orderRef: string;
  stripeAccount?: string | null;
};

function assertCents(amount: number, min: number): void {
  if (!Number.isSafeInteger(amount) || amount < min) {
    throw new RangeError(`amount must be whole cents ≥ ${min}, got ${amount}`);
  }
}

/**
 * Card and SEPA payments (decision 0039): a SetupIntent at order time, an off-session charge
 * when the producer validates, Stripe's webhooks. Without both keys nothing is offered and
 * every call refuses.
 */
export function createPayments(config: StripeConfig | undefined) {
  let client: Stripe | undefined;
  const stripe = (): Stripe => {
    if (!config) throw new Error(frenchMessage('paymentUnavailable'));
    client ??= createStripeClient(config);
    return client;
  };
  const webhooks = createWebhookHandling(config, stripe);
  const on = (account: string | null | undefined) => (account ? { stripeAccount: account } : {});

  /** The buyer's Stripe customer on that account, found by our user id, or created (no e-mail: created). */
  async function customerOf(buyer: Buyer, account: string | null | undefined): Promise<string> {
    const found = buyer.email
      ? await stripe().customers.list({ email: buyer.email, limit: 100 }, on(account))
      : { data: [] as Stripe.Customer[] };
    const mine = found.data.find((c) => c.metadata?.cuvee_user_id === buyer.id);
    if (mine) return mine.id;
    const created = await stripe().customers.create(
      {
        ...(buyer.email ? { email: buyer.email } : {}),
        ...(buyer.name ? { name: buyer.name } : {}),
        metadata: { cuvee_user_id: buyer.id },
      },
      on(account),
    );
    return created.id;
  }

  return {
    /** Whether the checkout offers card and SEPA for this shop's orders. */
    cardPaymentAvailable(_shop: { id: string }): boolean {
      return config !== undefined;
    },

    /** Saves the buyer's card or mandate for this order, charging nothing (0 € imprint). */
    async startCardSetup(input: CardSetupInput): Promise<CardSetup> {
      if (!config) throw new Error(frenchMessage('paymentUnavailable'));
      assertCents(input.amount, 0);
      try {
        const customerId = await customerOf(input.buyer, input.stripeAccount);
        const intent = await stripe().setupIntents.create(
          {
            customer: customerId,
            usage: 'off_session',
            // Named payment_method_types before API version 2026-10-28 (decision 0039).
            allowed_payment_method_types: ['card', 'sepa_debit'],
            metadata: {
              order_ref: input.orderRef,
              shop_id: input.shopId,
              amount_cents: String(input.amount),
            },
          },
          { ...on(input.stripeAccount), idempotencyKey: `cuvee-setup-${input.shopId}-${input.orderRef}` },
        );
        if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} without client_secret`);
        return {
          setupIntentId: intent.id,
          clientSecret: intent.client_secret,
          customerId,
          checkout: {
            publishableKey: config.publishableKey,
            clientSecret: intent.client_secret,
            stripeJsUrl: config.jsUrl,
            stripeAccount: input.stripeAccount ?? null,
          },
        };
      } catch (err) {
        throw new PaymentProviderError(err);
      }
    },

    /**
     * What a SetupIntent saved, read from Stripe: the payment method id a browser reports is
     * never trusted as is. Null until Stripe says it succeeded.
     */
    async savedPaymentMethod(
      setupIntentId: string,
      stripeAccount?: string | null,
    ): Promise<{ paymentMethodId: string; customerId: string; orderRef: string | null } | null> {
      try {
        const intent = await stripe().setupIntents.retrieve(setupIntentId, {}, on(stripeAccount));
        const paymentMethodId =
          typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
        const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        if (intent.status !== 'succeeded' || !paymentMethodId || !customerId) return null;
        return { paymentMethodId, customerId, orderRef: intent.metadata?.order_ref ?? null };
      } catch (err) {
        if ((err as { code?: string }).code === 'resource_missing') return null;
        throw new PaymentProviderError(err);
      }
    },

    /**
     * Charges a saved payment method without the buyer (the producer validated the order). The
     * idempotency key makes a repeated call (a double click, a retry) answer the first charge.
     */
    async chargeOffSession(input: ChargeInput): Promise<ChargeResult> {
      assertCents(input.amount, 1);
      try {
        const intent = await stripe().paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { order_ref: input.orderRef },
          },
          { ...on(input.stripeAccount), idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
        // A SEPA debit is confirmed days later: payment_intent.succeeded arrives by webhook.
        if (intent.status === 'processing') return { status: 'processing', paymentIntentId: intent.id };
        if (intent.status === 'requires_action') {
          return {
            status: 'requires_action',
            paymentIntentId: intent.id,
            message: frenchMessage('paymentAuthenticationRequired'),
          };
        }
        return {
          status: 'failed',
          paymentIntentId: intent.id,
          message: frenchMessage('paymentFailed'),
          code: intent.status,
        };
      } catch (err) {
        if (isCardError(err)) {
          const paymentIntentId = err.payment_intent?.id ?? null;
          if (err.code === 'authentication_required') {
            return {
              status: 'requires_action',
              paymentIntentId,
              message: frenchMessage('paymentAuthenticationRequired'),
            };
          }
          return {
            status: 'failed',
            paymentIntentId,
            message: frenchMessage('paymentFailed'),
            code: err.code ?? null,
          };
        }
        if (isProviderDown(err)) throw new PaymentProviderError(err);
        // Refused by Stripe (a customer or payment method it does not know): not the buyer's doing.
        const code = (err as { code?: string }).code ?? null;
        return { status: 'failed', paymentIntentId: null, message: frenchMessage('paymentFailed'), code };
      }
    },

    ...webhooks,
  };
}
export type Payments = ReturnType<typeof createPayments>;
