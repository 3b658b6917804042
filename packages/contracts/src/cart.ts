import {
  CART_MAX_LINES,
  CART_MAX_ORDERS,
  CART_MAX_QUANTITY,
  CART_MAX_RESERVATIONS,
  type Cart as DomainCart,
  type CartOrder as DomainCartOrder,
  PAYMENT_TYPES,
  PRODUCT_TYPES,
} from '@cuvee/domain';
import { z } from 'zod';
import { msg } from './validation/messages.ts';
import { assetUrl } from './validation/record-key.ts';

/**
 * The cart as the browser keeps it and `PUT /v1/users/me` saves it (spec §3 Cart), bounded
 * (decision 0022). Its TypeScript type is the domain's (`packages/domain/src/cart`): the checks
 * at the end of this file fail to compile when the two drift apart (decision 0037).
 */

const id = z.string().trim().min(1, msg('required')).max(64);
const text = (max: number) => z.string().max(max);
/** Cents, as shown: the server never trusts them, it prices again (decision 0037). */
const shownCents = z.number().int(msg('priceCents')).min(0).max(100_000_000);
const date = z.string().max(40);
export const CartQuantity = z
  .number()
  .int(msg('quantityWhole'))
  .min(1, msg('quantityPositive'))
  .max(CART_MAX_QUANTITY, msg('tooBig', { max: CART_MAX_QUANTITY }));

export const CartLineDisplay = z.object({
  name: text(200),
  vintageName: text(40).nullable(),
  formatLabel: text(80),
  picture: assetUrl.nullable(),
  unitPrice: shownCents,
  /** The unit price is VAT inclusive (the buyer's typology, §6); absent in carts saved before. */
  showTtc: z.boolean().optional(),
  /** A composed box's wines as shown (display only: the server reads `boxItems`). */
  contents: z
    .array(z.object({ name: text(200), quantity: CartQuantity }))
    .max(24, msg('tooManyItems', { max: 24 }))
    .optional(),
});

/** One product chosen in a builder box (decision 0040: the server checks and taxes the picks). */
export const BoxPick = z.object({ productId: id, quantity: CartQuantity });

export const CartLine = z.object({
  idTmp: z.string().min(1, msg('required')).max(200),
  productId: id,
  formatId: id,
  vintageId: id.nullable(),
  productType: z.enum(PRODUCT_TYPES),
  quantity: CartQuantity,
  isFromFidelity: z.boolean().default(false),
  isWrapped: z.boolean().default(false),
  boxItems: z
    .array(BoxPick)
    .max(24, msg('tooManyItems', { max: 24 }))
    .optional(),
  display: CartLineDisplay,
});
export type CartLine = z.infer<typeof CartLine>;

export const ReservationPrice = z.object({
  rateId: id,
  kind: z.enum(['ticket', 'optional', 'touristTax']),
  label: text(120),
  priceTTC: shownCents,
  quantity: CartQuantity,
  notCounting: z.boolean().default(false),
  touristTaxExempt: z.boolean().default(false),
});

export const CartReservation = z.object({
  eventId: id,
  event: z.object({ title: text(200), visuals: z.array(assetUrl).max(10) }),
  selectedSlot: z.object({
    slot: z.object({ id, name: text(120) }),
    start: date,
    end: date.nullable(),
    periodeMode: z.boolean(),
    noHours: z.boolean(),
  }),
  selectedPrices: z.array(ReservationPrice).min(1).max(20),
  nights: z.number().int().min(1).max(365).default(1),
  totalQuantity: z
    .number()
    .int()
    .min(0)
    .max(CART_MAX_QUANTITY * 20),
  optionalQuantities: z
    .number()
    .int()
    .min(0)
    .max(CART_MAX_QUANTITY * 20),
  taxQuantities: z
    .number()
    .int()
    .min(0)
    .max(CART_MAX_QUANTITY * 20),
});
export type CartReservation = z.infer<typeof CartReservation>;

export const CollectionPoint = z.object({ id, name: text(200), price: shownCents });

/** The buyer's delivery choice: a mode or a collection point, never both (spec §4). */
export const CartShipping = z
  .object({
    type: id.nullable(),
    collectionPoint: CollectionPoint.nullable(),
    price: shownCents,
    instructions: text(500).default(''),
  })
  .refine((s) => s.type === null || s.collectionPoint === null, {
    ...msg('invalid'),
    path: ['collectionPoint'],
  });

export const PaymentChoice = z.object({ type: z.enum(PAYMENT_TYPES).nullable() });

const amount = z.number().int().min(0).max(100_000_000_000);
/** Every price field of spec §3 Cart order price, in cents. */
export const CartOrderPrice = z.object({
  payLater: amount,
  promoAmount: amount,
  shipping: amount,
  totalHT: amount,
  margin: amount,
  totalWithMargin: amount,
  totalWithFees: amount,
  commission: amount,
  tva: amount,
  /** The tourist tax, outside VAT: in totalTTC, not in totalHT nor tva. */
  touristTax: amount.default(0),
  totalTTC: amount,
});
export type CartOrderPrice = z.infer<typeof CartOrderPrice>;

export const LoyaltyData = z.object({
  selectedDiscount: amount,
  selectedLevel: text(80).nullable(),
  pointsToLose: z.number().int().min(0).max(100_000_000),
});

export const CartOrder = z.object({
  id: z.uuid(msg('idInvalid')).nullable().default(null),
  seller: z.object({ id, name: text(200) }),
  notes: text(1000).default(''),
  products: z.array(CartLine).max(CART_MAX_LINES, msg('cartTooManyLines')).default([]),
  reservations: z
    .array(CartReservation)
    .max(CART_MAX_RESERVATIONS, msg('cartTooManyReservations'))
    .default([]),
  promotions: z.array(id).max(20).default([]),
  loyaltyData: LoyaltyData.nullable().default(null),
  promoCode: z.string().trim().max(15, msg('promoCode')).nullable().default(null),
  shipping: CartShipping.default({ type: null, collectionPoint: null, price: 0, instructions: '' }),
  payment: PaymentChoice.default({ type: null }),
  price: CartOrderPrice.nullable().default(null),
});
export type CartOrder = z.infer<typeof CartOrder>;

export const Cart = z.object({
  orders: z.array(CartOrder).max(CART_MAX_ORDERS, msg('cartTooManyOrders')),
  /** When the browser last changed it (an ISO date): bounded like every stored text (decision 0026). */
  lastUpdated: date.nullable().default(null),
});
export type Cart = z.infer<typeof Cart>;

// The contract and the domain's type are one shape: each is assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCart: Same<z.output<typeof Cart>, DomainCart> = true;
const sameOrder: Same<z.output<typeof CartOrder>, DomainCartOrder> = true;
export const CART_CONTRACT_IS_THE_DOMAIN_TYPE = sameCart && sameOrder;
