import { z } from 'zod';
import { defineRoute } from './http/route.ts';

/**
 * Card and SEPA payments through Stripe (decision 0039): at order time a SetupIntent saves the
 * buyer's card or SEPA mandate without charging (the spec's 0 € imprint, §9); when the producer
 * validates, the order is charged off-session.
 */

/** What the checkout receives to show Stripe's payment element for one seller's order. */
export const CardCheckout = z.object({
  /** The platform's publishable key (`pk_…`), for `Stripe(pk)`. */
  publishableKey: z.string(),
  /** The SetupIntent's client secret, for `stripe.elements({ clientSecret })`. */
  clientSecret: z.string(),
  /** Where Stripe.js is loaded from (Stripe's own address in production). */
  stripeJsUrl: z.url(),
  /** The producer's connected account the SetupIntent lives on, or null for the platform's. */
  stripeAccount: z.string().nullable(),
});
export type CardCheckout = z.infer<typeof CardCheckout>;

/** The result of an off-session charge, as the order records it. */
export const ChargeResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() }),
  /** A SEPA debit: accepted, settled days later (payment_intent.succeeded by webhook). */
  z.object({ status: z.literal('processing'), paymentIntentId: z.string() }),
  /** The buyer's bank wants them to authenticate: the order waits for them. */
  z.object({
    status: z.literal('requires_action'),
    paymentIntentId: z.string().nullable(),
    message: z.string(),
  }),
  /** Declined or refused: the spec's §8 message, and Stripe's code for the logs. */
  z.object({
    status: z.literal('failed'),
    paymentIntentId: z.string().nullable(),
    message: z.string(),
    code: z.string().nullable(),
  }),
]);
export type ChargeResult = z.infer<typeof ChargeResult>;

/** The events the API acts on; Stripe is told to send these (docs/payments.md). */
export const STRIPE_EVENT_TYPES = [
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;

/** The webhook's answer: Stripe only reads the status; `handled` says whether a handler took it. */
export const StripeWebhookResponse = z.object({
  success: z.literal(true),
  eventId: z.string(),
  handled: z.boolean(),
});

export const paymentsRoutes = {
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/v1/payments/stripe/webhook',
    access: 'payments.webhook',
    summary: "Stripe's events (signed with the endpoint's secret): saved cards and payments",
    tags: ['payments'],
    response: StripeWebhookResponse,
    errors: [400],
  }),
};
