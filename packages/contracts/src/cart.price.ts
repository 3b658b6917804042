import {
  CART_MAX_LINES,
  CART_MAX_ORDERS,
  type CartPriceResult,
  type PricingMessage as DomainPricingMessage,
  formatEuros,
  type OrderPriceResult,
} from '@cuvee/domain';
import { z } from 'zod';
import { BoxPick, CartOrderPrice, CartQuantity } from './cart.ts';
import { SuccessMessage, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg, type ValidationLang } from './validation/messages.ts';
import { promoCodeSchema } from './validation/text.fields.ts';

/**
 * `POST /v1/orders/get-cart-price` (spec §7): the orders of a cart in, one answer per seller out.
 * Only ids, quantities and choices travel: every price is read again from the database, at the
 * rates of the day (decision 0037), so no amount is accepted from the browser.
 */

const id = z.string().trim().min(1, msg('required')).max(64);

export const CartPriceLineInput = z.object({
  idTmp: z.string().min(1, msg('required')).max(200),
  productId: id,
  formatId: id,
  vintageId: id.nullable().default(null),
  quantity: CartQuantity,
  /**
   * The browser's claim that a loyalty reward offers this line: the server never takes it as
   * is; it prices a line offered only when the order's reward (`promotions`) offers it, else
   * 422 (issues 23, 29).
   */
  isFromFidelity: z.boolean().default(false),
  /** Wrapping wished: priced at the product's own wrapping price, only when it offers it. */
  isWrapped: z.boolean().default(false),
  /** A builder box's picks; the server checks them against the box and taxes each. */
  boxItems: z
    .array(BoxPick)
    .max(24, msg('tooManyItems', { max: 24 }))
    .optional(),
});

export const CartPriceOrderInput = z.object({
  sellerId: id,
  products: z.array(CartPriceLineInput).max(CART_MAX_LINES, msg('cartTooManyLines')).default([]),
  reservations: z
    .array(
      z.object({
        eventId: id,
        slotId: id,
        prices: z
          .array(z.object({ rateId: id, quantity: CartQuantity }))
          .min(1)
          .max(20),
      }),
    )
    .max(20, msg('cartTooManyReservations'))
    .default([]),
  /** The chosen delivery mode or collection point (one at most). */
  shipping: z
    .object({ type: id.nullable().default(null), collectionPointId: id.nullable().default(null) })
    .refine((s) => s.type === null || s.collectionPointId === null, {
      ...msg('invalid'),
      path: ['collectionPointId'],
    })
    .default({ type: null, collectionPointId: null }),
  /**
   * The loyalty reward chosen (its id, one at most; issue 29): checked against the buyer's
   * points and tier, else refused in French (404 « Cette promotion de fidélité n'existe pas »,
   * 409 when the points do not suffice).
   */
  promotions: z.array(id).max(20).default([]),
  /** The promo code entered for this seller (issue 29): read and applied by the server. */
  promoCode: promoCodeSchema.nullable().default(null),
});

export const CartPriceBody = z.object({
  orders: z
    .array(CartPriceOrderInput)
    .min(1, msg('tooFewItems', { min: 1 }))
    .max(CART_MAX_ORDERS, msg('cartTooManyOrders')),
});
export type CartPriceBody = z.infer<typeof CartPriceBody>;

const cents = z.number().int().min(0);
const appliedRate = z
  .object({
    basis: z.enum(['vol', 'ap', 'da', 'dap']),
    eurPerHl: z.number().min(0),
    validFrom: z.string().nullable(),
    verify: z.boolean(),
  })
  .nullable();

export const PricedLine = z.object({
  idTmp: z.string(),
  isFromFidelity: z.boolean(),
  quantity: z.number().int(),
  freeItems: z.number().int().min(0),
  vatRate: z.number().min(0),
  unitHT: cents,
  unitTTC: cents,
  promoHT: cents,
  promoTTC: cents,
  totalHT: cents,
  totalTTC: cents,
  bottles: z.number().min(0),
  excise: cents,
  css: cents,
  exciseRate: appliedRate,
  cssRate: appliedRate,
  customTax: z.object({ name: z.string(), amount: cents, added: z.boolean() }).nullable(),
});

/** A booking priced from the event's rates (issue 27): tickets and extras, the tourist tax apart. */
export const PricedReservation = z.object({
  eventId: z.string(),
  slotId: z.string(),
  nights: z.number().int(),
  /** Persons who take a place. */
  places: z.number().int().min(0),
  lines: z.array(
    z.object({
      rateId: z.string(),
      label: z.string(),
      kind: z.enum(['ticket', 'optional']),
      quantity: z.number().int(),
      vatRate: z.number().min(0),
      unitTTC: cents,
      totalHT: cents,
      totalTTC: cents,
    }),
  ),
  totalHT: cents,
  totalTTC: cents,
  /** Outside VAT; null when the event charges none. */
  touristTax: z
    .object({
      personNights: z.number().int().min(0),
      communeRateCents: cents,
      departmentPercent: z.number().min(0),
      commune: cents,
      department: cents,
      total: cents,
    })
    .nullable(),
});
export type PricedReservation = z.infer<typeof PricedReservation>;

export const PricingMessage = z.discriminatedUnion('code', [
  z.object({ code: z.literal('francoReached') }),
  z.object({ code: z.literal('francoAmountLeft'), params: z.object({ amount: cents }) }),
  z.object({ code: z.literal('francoBottlesLeft'), params: z.object({ bottles: z.number().min(0) }) }),
  z.object({
    code: z.literal('extraParcels'),
    params: z.object({ parcels: z.number().int(), amount: cents }),
  }),
  z.object({ code: z.literal('exciseRateMissing'), params: z.object({ idTmp: z.string() }) }),
]);
export type PricingMessage = z.infer<typeof PricingMessage>;

/** The promo code entered: applied (what it took off, buyer's basis) or why not (issue 29). */
export const PromoCodeOutcome = z.object({
  code: z.string(),
  applied: z.boolean(),
  refusal: z
    .enum([
      'unknown',
      'inactive',
      'notYetValid',
      'expired',
      'typology',
      'exhausted',
      'alreadyUsed',
      'minAmount',
      'minBottles',
      'noEligibleLine',
      'freeProductMissing',
    ])
    .nullable(),
  params: z.object({
    amount: z.number().optional(),
    bottles: z.number().optional(),
    date: z.string().optional(),
  }),
  amount: cents,
  freeShipping: z.boolean(),
});

export const OrderPrice = z.object({
  sellerId: z.string(),
  /** The buyer's typology pays VAT-inclusive prices: amounts shown TTC first, else HT first (§6). */
  showTtc: z.boolean(),
  price: CartOrderPrice,
  franco: z.boolean(),
  francoPercent: z.number().int().min(0).max(100),
  amountBeforeFranco: cents,
  amountBeforeBottleFranco: z.number().min(0),
  nbrPackages: z.number().int().min(0),
  bottles: z.number().min(0),
  weight: z.number().min(0),
  excise: cents,
  css: cents,
  lines: z.array(PricedLine),
  reservations: z.array(PricedReservation),
  messages: z.array(PricingMessage),
  promoCode: PromoCodeOutcome.nullable(),
});
export type OrderPrice = z.infer<typeof OrderPrice>;

export const CartPriceResponse = z.object({
  success: z.literal(true),
  orders: z.array(OrderPrice),
  /** The cart's total: the sum of its sellers'. */
  total: CartOrderPrice,
});
export type CartPriceResponse = z.infer<typeof CartPriceResponse>;

// The answer is the domain's result as is (decision 0037): each is assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameOrder: Same<z.output<typeof OrderPrice>, OrderPriceResult> = true;
const sameCart: Same<Omit<z.output<typeof CartPriceResponse>, 'success'>, CartPriceResult> = true;
const sameMessage: Same<PricingMessage, DomainPricingMessage> = true;
export const CART_PRICE_IS_THE_DOMAIN_RESULT = sameOrder && sameCart && sameMessage;

/** The pricing messages' texts; amounts arrive in cents and are written in the language. */
export const PRICING_MESSAGES: Readonly<Record<ValidationLang, Record<PricingMessage['code'], string>>> = {
  fr: {
    francoReached: 'Livraison offerte',
    francoAmountLeft: 'Plus que {amount} pour la livraison offerte',
    francoBottlesLeft: 'Plus que {bottles} bouteille(s) pour la livraison offerte',
    extraParcels: '{parcels} colis supplémentaire(s) : {amount} de frais de port en plus',
    exciseRateMissing: "Aucun taux d'accise connu pour ce produit à la date de la commande",
  },
  en: {
    francoReached: 'Free delivery',
    francoAmountLeft: '{amount} more for free delivery',
    francoBottlesLeft: '{bottles} more bottle(s) for free delivery',
    extraParcels: '{parcels} extra parcel(s): {amount} more for shipping',
    exciseRateMissing: 'No excise rate known for this product on the order date',
  },
};

export function pricingMessageText(message: PricingMessage, lang: ValidationLang): string {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const params: Record<string, string> = {};
  if ('params' in message) {
    for (const [k, v] of Object.entries(message.params)) {
      params[k] = k === 'amount' && typeof v === 'number' ? formatEuros(v, locale) : String(v);
    }
  }
  return PRICING_MESSAGES[lang][message.code].replace(/\{(\w+)\}/g, (whole, k: string) => params[k] ?? whole);
}

/**
 * The cart's calls. Not in `routes` yet: the API test that walks /v1/docs/json fails for a
 * contract the API has not registered; the integrator adds `cart: cartRoutes` with the handlers.
 */
export const cartRoutes = {
  price: defineRoute({
    method: 'POST',
    path: '/v1/orders/get-cart-price',
    // A guest prices their cart as a buyer does: the server prices for the caller's typology.
    access: 'storefront.read',
    summary: 'Prices of a cart, one answer per seller, recomputed from the database',
    tags: ['orders'],
    body: CartPriceBody,
    response: CartPriceResponse,
    errors: [400, 404, 409, 422],
  }),
  aborted: defineRoute({
    method: 'PUT',
    path: '/v1/orders/:id/aborted-cart',
    access: 'account.write',
    summary: "Marks the buyer's order of an emptied cart aborted",
    tags: ['orders'],
    params: z.object({ id: Uuid }),
    response: SuccessMessage,
    errors: [400, 401, 404, 409],
  }),
};
