import { ALL_ROUTES } from '@cuvee/contracts';
import { ACTIONS } from '@cuvee/domain';
import { type JsonSchema, type Operation, operationName } from './openapi.ts';

/*
 * The ledger of client-sent money fields (issue 23, finding 1): every money-like field of a
 * buyer-facing operation, with how the server handles it and the test proving it. Read by
 * money-flags.rules.test.ts, which fails on a field missing here or listed here and gone.
 */

/** Field names that speak of money (over-inclusive on purpose: a false alarm costs one line). */
export const MONEY =
  /price|amount|discount|free|fidelity|loyalty|typolog|promo|total|cents|margin|commission|tva|vat|tax|wrap|franco|fee|cost/i;

/** The operations a buyer or a visitor may call: their action is open to anyone or any user. */
const BUYER_RULES = new Set(['anyone', 'user', 'session']);

export type Handling = {
  how: 'refused' | 'ignored' | 'server';
  why: string;
  /** The test file (from the repository's root) that proves it. */
  proof: string;
};

const PROPERTIES = 'apps/api/src/modules/orders/orders.cart.properties.test.ts';
const FLAGS = 'apps/api/src/modules/orders/orders.money-flags.test.ts';
const THIS = 'apps/api/src/test/robustness/money-flags.rules.test.ts';

/** A booking names an event, a slot, rate ids and quantities; the server reads every price (issue 27). */
const BOOKING: Handling = {
  how: 'server',
  why: "rate ids and quantities only: the event's rates, VAT and tourist tax are read from the database",
  proof: 'apps/api/src/modules/orders/orders.reservations.test.ts',
};
const SAVED_CART: Handling = {
  how: 'ignored',
  why: "the browser's copy of its cart, for display: pricing and placement read only ids and quantities",
  proof: THIS,
};
const TYPOLOGY_PREVIEW: Handling = {
  how: 'ignored',
  why: "a staff member's preview; a buyer always sees their own typology's prices",
  proof: 'apps/api/src/modules/storefront/storefront.store.test.ts',
};
const FREE_CLAIM: Handling = {
  how: 'refused',
  why: 'a line is offered only by a loyalty reward the server finds; none exist yet: 422',
  proof: FLAGS,
};
const WRAPPING: Handling = {
  how: 'server',
  why: "priced at the product's own wrapping price, only when the product offers wrapping",
  proof: PROPERTIES,
};

/** A promo code is a name: the server reads the seller's code and applies its rules (issue 29). */
const PROMO_CODE: Handling = {
  how: 'server',
  why: "the code's text only: the seller's code, its conditions and uses are read from the database; another shop's is unknown",
  proof: 'apps/api/src/modules/promotions/promotions.test.ts',
};

/** A loyalty reward is an id: the server reads the programme, the buyer's points and tier (issue 29). */
const LOYALTY_REWARD: Handling = {
  how: 'server',
  why: "the reward's id only: the seller's programme, the buyer's points and tier are read from the database and the points spent in the placement's transaction; another's reward is unknown (404)",
  proof: 'apps/api/src/modules/loyalty/loyalty.journey.test.ts',
};

export const MONEY_FIELDS: Record<string, Handling> = {
  'POST /v1/orders/get-cart-price body.orders[].products[].isFromFidelity': FREE_CLAIM,
  'POST /v1/orders/get-cart-price body.orders[].products[].isWrapped': WRAPPING,
  'POST /v1/orders/get-cart-price body.orders[].promotions': LOYALTY_REWARD,
  'POST /v1/orders body.orders[].promotions': LOYALTY_REWARD,
  'POST /v1/orders/get-cart-price body.orders[].promoCode': PROMO_CODE,
  'POST /v1/orders body.orders[].promoCode': PROMO_CODE,
  'POST /v1/orders/get-cart-price body.orders[].reservations': BOOKING,
  'POST /v1/orders/get-cart-price body.orders[].reservations[].prices': BOOKING,
  'POST /v1/orders body.orders[].reservations': BOOKING,
  'POST /v1/orders body.orders[].reservations[].prices': BOOKING,
  'POST /v1/orders body.orders[].lines[].isFromFidelity': FREE_CLAIM,
  'POST /v1/orders body.orders[].lines[].isWrapped': WRAPPING,
  'POST /v1/shops/{id}/delivery-options body.summary.amountHT': {
    how: 'ignored',
    why: "the options shown for the cart's estimate; placement prices delivery from its own order summary",
    proof: PROPERTIES,
  },
  'GET /v1/products query.typology': TYPOLOGY_PREVIEW,
  'GET /v1/shops/{id}/storefront query.typology': TYPOLOGY_PREVIEW,
  'GET /v1/shops/{shop}/products/{product} query.typology': TYPOLOGY_PREVIEW,
  ...Object.fromEntries(
    [
      'products[].isFromFidelity',
      'products[].isWrapped',
      'products[].display.unitPrice',
      'reservations',
      'reservations[].selectedPrices',
      'reservations[].selectedPrices[].priceTTC',
      'reservations[].selectedPrices[].touristTaxExempt',
      'reservations[].totalQuantity',
      'reservations[].taxQuantities',
      'promotions',
      'loyaltyData',
      'loyaltyData.selectedDiscount',
      'promoCode',
      'shipping.collectionPoint.price',
      'shipping.price',
      'price',
      'price.promoAmount',
      'price.totalHT',
      'price.margin',
      'price.totalWithMargin',
      'price.totalWithFees',
      'price.commission',
      'price.tva',
      'price.touristTax',
      'price.totalTTC',
    ].map((at) => [`PUT /v1/users/me body.cart.orders[].${at}`, SAVED_CART]),
  ),
};

/** Every money-like field of an operation's body and query, as `body.a[].b` places. */
export function moneyFields(op: Operation): string[] {
  const out: string[] = [];
  const walk = (s: JsonSchema, at: string, depth: number) => {
    if (depth > 16) return;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      for (const x of s[key] ?? []) walk(x, at, depth + 1);
    if (s.items) walk(s.items, `${at}[]`, depth + 1);
    for (const [name, field] of Object.entries(s.properties ?? {})) {
      if (MONEY.test(name)) out.push(`${at}.${name}`);
      walk(field, `${at}.${name}`, depth + 1);
    }
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${at}.*`, depth + 1);
  };
  if (op.body) walk(op.body, 'body', 0);
  for (const q of op.queryParams) {
    if (MONEY.test(q.name)) out.push(`query.${q.name}`);
    walk(q.schema, `query.${q.name}`, 0);
  }
  return [...new Set(out)].map((at) => `${operationName(op)} ${at}`);
}

const accessOf = new Map(
  ALL_ROUTES.map((r) => [`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`, r.access]),
);
/** Whether a buyer or a visitor may call the operation (an operation of no contract counts too). */
export function buyerFacing(op: Operation): boolean {
  const action = accessOf.get(operationName(op));
  if (!action) return true;
  return BUYER_RULES.has((ACTIONS as Record<string, { who: string }>)[action]?.who ?? '');
}
