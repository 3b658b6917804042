import { formatEuros } from '../money.ts';
import { parcelsFor } from '../pricing/cart-order.ts';
import {
  bracketPrice,
  type DeliveryKind,
  type DeliveryModeRules,
  type DeliveryPoint,
  type Franco,
  measureOf,
  type OrderSummary,
  parcelSurchargeCents,
  ships,
} from './modes.ts';
import { addressInZones, type ZoneAddress } from './zones.ts';

/** Spec §8, word for word (its spelling included). */
export const NO_DELIVERY_MODE = 'Aucun mode de livraison disponible pour cette addresse';

/** Why a mode covering the address does not fit the order (spec §5 cart messages). */
export type DeliveryRefusal =
  | { code: 'minAmount'; value: number; message: string }
  | { code: 'minProducts'; value: number; message: string }
  | { code: 'maxProducts'; value: number; message: string }
  | { code: 'multipleOf'; value: number; message: string };
export type DeliveryRefusalCode = DeliveryRefusal['code'];

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The French text of a refusal (the web shows the English one by its code and value). */
export const REFUSAL_FR: Record<DeliveryRefusalCode, (value: number) => string> = {
  minAmount: (v) => `Le montant minimum de commande pour cette livraison est de ${formatEuros(v)} HT`,
  minProducts: (v) => `Cette livraison demande au moins ${plural(v, 'produit')}`,
  maxProducts: (v) => `Cette livraison accepte au plus ${plural(v, 'produit')}`,
  multipleOf: (v) => `Le nombre de produits doit être un multiple de ${v}`,
};
export const REFUSAL_EN: Record<DeliveryRefusalCode, (value: number) => string> = {
  minAmount: (v) => `The minimum order amount for this delivery is ${formatEuros(v, 'en-GB')} excl. tax`,
  minProducts: (v) => `This delivery needs at least ${v} product${v > 1 ? 's' : ''}`,
  maxProducts: (v) => `This delivery accepts at most ${v} product${v > 1 ? 's' : ''}`,
  multipleOf: (v) => `The number of products must be a multiple of ${v}`,
};

const refusal = (code: DeliveryRefusalCode, value: number): DeliveryRefusal => ({
  code,
  value,
  message: REFUSAL_FR[code](value),
});

/** The rules of a mode an order breaks, in the order the buyer fixes them. */
export function refusalsFor(mode: DeliveryModeRules, summary: OrderSummary): DeliveryRefusal[] {
  const out: DeliveryRefusal[] = [];
  if (mode.minAmountCents !== null && summary.amountHT < mode.minAmountCents)
    out.push(refusal('minAmount', mode.minAmountCents));
  if (mode.minProducts !== null && summary.productCount < mode.minProducts)
    out.push(refusal('minProducts', mode.minProducts));
  if (mode.maxProducts !== null && summary.productCount > mode.maxProducts)
    out.push(refusal('maxProducts', mode.maxProducts));
  if (mode.multipleOf !== null && mode.multipleOf > 1 && summary.productCount % mode.multipleOf !== 0)
    out.push(refusal('multipleOf', mode.multipleOf));
  return out;
}

/** A mode that fits, with what it costs this order. */
export type DeliveryOption = {
  modeId: string;
  kind: DeliveryKind;
  name: string;
  carrier: string | null;
  instructions: string | null;
  collectionPoints: readonly DeliveryPoint[];
  /** What the buyer pays for delivery (0 once franco is reached). */
  priceCents: number;
  /** The bracket's price, before franco and parcels. */
  bracketCents: number;
  parcels: number;
  surchargeCents: number;
  francoReached: boolean;
  /** The mode's free-delivery rule, which the cart's pricing applies to the order. */
  franco: Franco | null;
  /** Cents excl. tax still to add for free delivery (franco by amount), else null. */
  amountBeforeFranco: number | null;
  /** Bottle equivalents still to add for free delivery (franco by products), else null. */
  bottlesBeforeFranco: number | null;
};

/** The price of a mode for an order: bracket by basis, parcels, then franco (spec §9). */
export function priceOf(mode: DeliveryModeRules, summary: OrderSummary): DeliveryOption {
  const bracketCents = bracketPrice(mode.brackets, measureOf(mode.basis, summary));
  const parcels = ships(mode.kind) ? parcelsFor(summary.bottles) : 0;
  const surchargeCents = parcelSurchargeCents(parcels);
  const franco = mode.franco;
  const reachedBy = franco ? (franco.kind === 'amount' ? summary.amountHT : summary.bottles) : 0;
  const francoReached = franco !== null && reachedBy >= franco.value;
  const missing = franco && !francoReached ? franco.value - reachedBy : null;
  return {
    modeId: mode.id,
    kind: mode.kind,
    name: mode.name,
    carrier: mode.carrier,
    instructions: mode.instructions,
    collectionPoints: mode.collectionPoints,
    priceCents: francoReached ? 0 : bracketCents + surchargeCents,
    bracketCents,
    parcels,
    surchargeCents,
    francoReached,
    franco,
    amountBeforeFranco: franco?.kind === 'amount' ? Math.max(0, missing ?? 0) : null,
    bottlesBeforeFranco: franco?.kind === 'products' ? Math.max(0, Math.ceil((missing ?? 0) - 1e-9)) : null,
  };
}

export type UnavailableMode = { modeId: string; name: string; reasons: DeliveryRefusal[] };

export type DeliveryChoice = {
  /** The modes that fit, cheapest first. */
  options: DeliveryOption[];
  /** Active modes covering the address that the order does not fit yet, with why. */
  unavailable: UnavailableMode[];
  /** Spec §8's message when no mode fits, else null. */
  message: string | null;
};

/**
 * The modes of a shop that fit an address and an order, priced. Inactive modes and modes whose
 * zones leave the address out are not mentioned at all.
 */
export function deliveryOptions(
  modes: readonly DeliveryModeRules[],
  address: ZoneAddress,
  summary: OrderSummary,
): DeliveryChoice {
  const options: DeliveryOption[] = [];
  const unavailable: UnavailableMode[] = [];
  for (const mode of modes) {
    if (!mode.active || !addressInZones(address, mode.zones)) continue;
    const reasons = refusalsFor(mode, summary);
    if (reasons.length > 0) unavailable.push({ modeId: mode.id, name: mode.name, reasons });
    else options.push(priceOf(mode, summary));
  }
  options.sort((a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name, 'fr'));
  return { options, unavailable, message: options.length === 0 ? NO_DELIVERY_MODE : null };
}
