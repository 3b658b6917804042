import { randomBytes } from 'node:crypto';

/** A Stripe object as the stand-in keeps it: JSON, with its `id` and `object` kind. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** Stripe's error answer body: `{ error: { type, code, message, … } }` with an HTTP status. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; [field: string]: unknown },
  ) {
    super(error.message);
  }
}

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's test payment methods the stand-in knows (docs.stripe.com/testing): what a card does
 * when it is charged off-session. `pm_card_chargeDeclined` is saved, then declined at charge.
 */
export const TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', charge: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', charge: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', charge: 'card_declined' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', charge: 'card_declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', charge: 'authentication_required' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;
export const isTestCard = (id: string): id is TestCard => Object.hasOwn(TEST_CARDS, id);

const KIND_BY_PREFIX: Record<string, string> = {
  cus: 'customer',
  seti: 'setup_intent',
  pi: 'payment_intent',
  pm: 'payment_method',
};

function missing(id: string): StandInError {
  const kind = KIND_BY_PREFIX[id.split('_')[0] ?? ''] ?? 'object';
  return new StandInError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
  });
}

/**
 * One Stripe account's objects (the platform's, or a connected account's named by the
 * `Stripe-Account` header): an object of one account is missing from another.
 */
export class AccountObjects {
  readonly objects = new Map<string, StripeObject>();
  /** What each saved payment method does when charged (pm_… → its test card). */
  readonly behaviour = new Map<string, TestCard>();

  add<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get(id: string, kind?: string): StripeObject {
    const found = this.objects.get(id);
    if (!found || (kind && found.object !== kind)) throw missing(id);
    return found;
  }

  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === kind);
  }

  /**
   * A payment method for a confirmation: a test card's id gives a new pm_… of that card,
   * attached to the customer, as Stripe does in test mode; a pm_… of this account is itself.
   */
  paymentMethod(id: string, customer: unknown): StripeObject {
    if (!isTestCard(id)) return this.get(id, 'payment_method');
    const card = TEST_CARDS[id];
    const pm = this.add({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      customer: typeof customer === 'string' ? customer : null,
      created: now(),
      livemode: false,
      metadata: {},
    });
    this.behaviour.set(pm.id, id);
    return pm;
  }

  /** How a payment method behaves at charge ('succeeds' for a pm_… the stand-in did not make). */
  chargeOutcome(pmId: string): (typeof TEST_CARDS)[TestCard]['charge'] {
    const card = this.behaviour.get(pmId);
    return card ? TEST_CARDS[card].charge : 'succeeds';
  }
}
