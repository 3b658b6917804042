import type { ProductType } from '../catalogue/reference.ts';

/**
 * The cart as the browser keeps it (spec §3 Cart): one order per seller. A line keeps what the
 * server needs to price it again (ids, quantity, loyalty origin, wrapping) and a display
 * snapshot the server never trusts (decision 0037).
 */

/** Bounds the cart keeps (decision 0022): the contract refuses more, the reducer never makes more. */
export const CART_MAX_ORDERS = 50;
export const CART_MAX_LINES = 100;
export const CART_MAX_RESERVATIONS = 20;
export const CART_MAX_QUANTITY = 9999;

/** One product chosen in a builder box, and how many of it. */
export type BoxPick = { productId: string; quantity: number };

/** What the browser shows of a line until the server prices it again. */
export type CartLineDisplay = {
  name: string;
  vintageName: string | null;
  formatLabel: string;
  picture: string | null;
  /** Unit price shown when the line was added, in cents (TTC or HT by the buyer's typology). */
  unitPrice: number;
  /** The unit price is VAT inclusive (the buyer's typology, §6); absent in carts saved before. */
  showTtc?: boolean;
  /** A composed box's wines as shown when it was added (names and counts, one box). */
  contents?: Array<{ name: string; quantity: number }>;
};

export type CartLine = {
  /** The browser's key of the line: one product, format, vintage and wrapping. */
  idTmp: string;
  productId: string;
  formatId: string;
  vintageId: string | null;
  productType: ProductType;
  quantity: number;
  /** Offered by the loyalty programme: never merged with the same product bought. */
  isFromFidelity: boolean;
  isWrapped: boolean;
  /** A composed box's picks (a builder box): each chosen product and how many; the server taxes them. */
  boxItems?: BoxPick[];
  display: CartLineDisplay;
};

/** One rate of an event booking; `touristTax` and `optional` rates are not persons. */
export type ReservationPriceKind = 'ticket' | 'optional' | 'touristTax';

export type ReservationPrice = {
  rateId: string;
  kind: ReservationPriceKind;
  label: string;
  /** Shown price in cents, VAT included; the server reprices from the event's rates. */
  priceTTC: number;
  quantity: number;
  /** A person who does not count (a child admitted free): no tourist tax, no seat on its own. */
  notCounting: boolean;
  /** A person who takes a place but owes no tourist tax (a minor, CGCT L2333-31). */
  touristTaxExempt: boolean;
};

export type ReservationSlot = {
  slot: { id: string; name: string };
  start: string;
  end: string | null;
  periodeMode: boolean;
  noHours: boolean;
};

export type CartReservation = {
  eventId: string;
  event: { title: string; visuals: string[] };
  selectedSlot: ReservationSlot;
  selectedPrices: ReservationPrice[];
  /** Nights of a stay (1 for a visit): the tourist tax is due per taxable person per night. */
  nights: number;
  /** Persons booked (ticket rates, counting or not). */
  totalQuantity: number;
  optionalQuantities: number;
  /** Tourist-tax quantity: taxable person-nights (the counting persons for one night, all adults). */
  taxQuantities: number;
};

/** Payment types a buyer may choose (spec §3 reference lists), among the seller's own list. */
export const PAYMENT_TYPES = [
  'cb',
  'sample',
  'transfer',
  'bill',
  'stripe',
  'cash',
  'tips',
  'check',
  'ticket',
  'gift',
  'paypal',
  'credit',
  'other',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The dashboard's list (spec §3): the buyer's, plus SEPA, card terminals and credit notes. */
export const DASHBOARD_PAYMENT_TYPES = [
  ...PAYMENT_TYPES,
  'stripeSepa',
  'cbnc',
  'sumUp',
  'up2Pay',
  'creditNote',
] as const;
export type DashboardPaymentType = (typeof DASHBOARD_PAYMENT_TYPES)[number];

export type CollectionPoint = { id: string; name: string; price: number };

export type CartShipping = {
  /** The chosen delivery mode's id; null with a collection point or nothing chosen. */
  type: string | null;
  collectionPoint: CollectionPoint | null;
  /** The chosen mode's or point's price in cents, as shown; the server reprices it. */
  price: number;
  instructions: string;
};

export type LoyaltyData = { selectedDiscount: number; selectedLevel: string | null; pointsToLose: number };

/** The last prices the server answered for this order (display only). */
export type CartOrderPrice = {
  payLater: number;
  promoAmount: number;
  shipping: number;
  totalHT: number;
  margin: number;
  totalWithMargin: number;
  totalWithFees: number;
  commission: number;
  tva: number;
  /** The tourist tax, outside VAT: in totalTTC, not in totalHT nor tva. */
  touristTax: number;
  totalTTC: number;
};

export type CartOrder = {
  /** The server's order once one exists (an abandoned cart marks it aborted). */
  id: string | null;
  seller: { id: string; name: string };
  notes: string;
  products: CartLine[];
  reservations: CartReservation[];
  /** Promotions granted by loyalty (their ids). */
  promotions: string[];
  loyaltyData: LoyaltyData | null;
  /** The promo code the buyer entered for this seller (issue 29); the server says if it applies. */
  promoCode: string | null;
  shipping: CartShipping;
  payment: { type: PaymentType | null };
  price: CartOrderPrice | null;
};

export type Cart = { orders: CartOrder[]; lastUpdated: string | null };

/** A line's identity in its order: same idTmp and same loyalty origin. */
export type LineKey = { idTmp: string; isFromFidelity: boolean };
export type SellerRef = { id: string; name: string };

export type CartAction =
  /** Adds `quantity` (default 1) of a line, creating the seller's order on the first add. */
  | { type: 'add'; seller: SellerRef; line: Omit<CartLine, 'quantity'>; quantity?: number }
  /** Lowers the line by 1; at 1 the line goes. */
  | { type: 'remove'; sellerId: string; line: LineKey }
  | { type: 'setQuantity'; sellerId: string; line: LineKey; quantity: number }
  | { type: 'deleteLine'; sellerId: string; line: LineKey }
  /** Books an event slot; the same event and slot replaces its prices. */
  | {
      type: 'setReservation';
      seller: SellerRef;
      reservation: Omit<CartReservation, 'totalQuantity' | 'optionalQuantities' | 'taxQuantities'>;
    }
  | { type: 'removeReservation'; sellerId: string; eventId: string; slotId: string }
  | { type: 'setDelivery'; sellerId: string; delivery: { id: string; price: number } }
  | { type: 'setCollectionPoint'; sellerId: string; point: CollectionPoint }
  | { type: 'resetDelivery'; sellerId: string }
  | { type: 'setLoyalty'; sellerId: string; loyaltyData: LoyaltyData; promotions: string[] }
  | { type: 'resetLoyalty'; sellerId: string }
  | { type: 'setPayment'; sellerId: string; paymentType: PaymentType | null }
  | { type: 'setNotes'; sellerId: string; notes: string }
  | { type: 'setPromoCode'; sellerId: string; code: string | null }
  /** Keeps the server's answer for display; only the orders it names change. */
  | { type: 'setPrices'; prices: ReadonlyArray<{ sellerId: string; price: CartOrderPrice }> }
  | { type: 'setOrderId'; sellerId: string; id: string | null }
  /** The seller's order was placed (or abandoned): it leaves the cart. */
  | { type: 'removeSeller'; sellerId: string }
  | { type: 'clear' };
