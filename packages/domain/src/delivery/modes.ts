import { EXTRA_PARCEL_CENTS } from '../pricing/cart-order.ts';
import type { OrderPriceResult } from '../pricing/pricing.types.ts';
import type { DeliveryZones } from './zones.ts';

/** Delivery modes (spec §2 /dashboard/delivery, settings 'delivery'; §3 Cart order shipping). */
type L = { fr: string; en: string };

/** Home delivery by a carrier, pick-up at the estate, or delivery to a collection point. */
export const DELIVERY_KINDS = ['carrier', 'pickup', 'collectionPoint'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, L> = {
  carrier: { fr: 'Livraison à domicile (transporteur)', en: 'Home delivery (carrier)' },
  pickup: { fr: 'Retrait au domaine', en: 'Pick-up at the estate' },
  collectionPoint: { fr: 'Point relais', en: 'Collection point' },
};

/** What a mode's price brackets are counted in: bottle equivalents, grams, or cents excl. tax. */
export const PRICING_BASES = ['bottles', 'weight', 'amount'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];
export const PRICING_BASIS_LABELS: Record<PricingBasis, L> = {
  bottles: { fr: 'Par nombre de bouteilles', en: 'By number of bottles' },
  weight: { fr: 'Par poids', en: 'By weight' },
  amount: { fr: 'Par montant HT', en: 'By amount excl. tax' },
};

/** Free delivery (franco) from a number of products (bottle equivalents) or an amount (spec §9). */
export const FRANCO_KINDS = ['products', 'amount'] as const;
export type FrancoKind = (typeof FRANCO_KINDS)[number];
export type Franco = { kind: FrancoKind; value: number };

/** From this measure on (bottles, grams or cents, by the mode's basis), the delivery costs this. */
export type PriceBracket = { from: number; priceCents: number };

export type CollectionPointAddress = { street: string; zipcode: string; city: string; country: string };
export type DeliveryPoint = { id: string; name: string; address: CollectionPointAddress };

/** A delivery mode as the rules read it (the database row, mapped). */
export type DeliveryModeRules = {
  id: string;
  kind: DeliveryKind;
  name: string;
  carrier: string | null;
  instructions: string | null;
  active: boolean;
  zones: DeliveryZones;
  basis: PricingBasis;
  brackets: readonly PriceBracket[];
  franco: Franco | null;
  /** Cents excl. tax. */
  minAmountCents: number | null;
  minProducts: number | null;
  maxProducts: number | null;
  /** The order's product count must be a multiple of this (cases of 6…). */
  multipleOf: number | null;
  collectionPoints: readonly DeliveryPoint[];
};

/** What the rules know of one seller's order (spec §3 Cart order; the pricing module fills it). */
export type OrderSummary = {
  /** Bottle equivalents (a 75 cl bottle is one, spec §9). */
  bottles: number;
  weightGrams: number;
  /** Cents excl. tax. */
  amountHT: number;
  /** Units ordered. */
  productCount: number;
};

/**
 * What the delivery rules read of a priced order (the checkout's options, the cart's price and
 * the placement ask the same): its goods only, never its shipping.
 */
export function orderSummaryOf(priced: Pick<OrderPriceResult, 'bottles' | 'weight' | 'lines'>): OrderSummary {
  return {
    bottles: priced.bottles,
    weightGrams: Math.round(priced.weight * 1000),
    amountHT: priced.lines.reduce((n, l) => n + l.totalHT, 0),
    productCount: priced.lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/**
 * Parcels (at most 12 bottles each, 7 € for each beyond the first; spec §9) are counted once, by
 * the cart's pricing (packages/domain/src/pricing/cart-order.ts): the same functions here.
 */
export function parcelSurchargeCents(parcels: number): number {
  return Math.max(0, parcels - 1) * EXTRA_PARCEL_CENTS;
}

/**
 * Whether extra parcels cost more with this mode: a carrier's home delivery does; pick-up at the
 * estate and collection points do not (the cart's pricing, pricing/cart-order.ts, charges the same).
 */
export function ships(kind: DeliveryKind): boolean {
  return kind === 'carrier';
}

/** The measure a basis counts in an order. */
export function measureOf(basis: PricingBasis, summary: OrderSummary): number {
  if (basis === 'bottles') return summary.bottles;
  if (basis === 'weight') return summary.weightGrams;
  return summary.amountHT;
}

/**
 * The bracket price for a measure: the bracket with the highest `from` reached; below the first
 * bracket, the first one's price; no bracket at all is free.
 */
export function bracketPrice(brackets: readonly PriceBracket[], measure: number): number {
  if (brackets.length === 0) return 0;
  const sorted = [...brackets].sort((a, b) => a.from - b.from);
  let price = sorted[0]!.priceCents;
  for (const b of sorted) if (measure >= b.from) price = b.priceCents;
  return price;
}
