import { addVat, discount, removeVat } from '../money.ts';

export type TypologyDef = { name: string; public: boolean; ttc: boolean; globalDiscount?: number };
export type FormatTypologyPrice = { visible?: boolean; price?: number | null };
export type PricedFormat = {
  /** Public price in cents, VAT included (what a private customer pays). */
  price: number;
  /** Quantity threshold → unit price in cents, VAT included. The highest threshold reached wins. */
  discountPrice?: Record<string, number> | null;
  /** Quantity threshold → free items added. The highest threshold reached wins. */
  discountAdd?: Record<string, number> | null;
  /** Per client typology: visibility and negotiated price (in that typology's basis). */
  typologies?: Record<string, FormatTypologyPrice> | null;
};

/**
 * The typology a buyer shops with: their own in this shop when the shop still has it,
 * else the shop's public one (spec §6). Null when the shop has no public typology.
 */
export function resolveTypology(
  typologies: Record<string, TypologyDef>,
  memberTypology: string | null | undefined,
): string | null {
  if (memberTypology && Object.hasOwn(typologies, memberTypology)) return memberTypology;
  return Object.entries(typologies).find(([, t]) => t.public)?.[0] ?? null;
}

/** Whether a format is offered to a typology: visible unless that typology hides it. */
export function isFormatVisible(format: Pick<PricedFormat, 'typologies'>, typology: string | null): boolean {
  if (!typology) return false;
  return format.typologies?.[typology]?.visible !== false;
}

/** Highest threshold reached by `quantity` in a threshold map, or null. */
export function tierFor(
  map: Record<string, number> | null | undefined,
  quantity: number,
): { threshold: number; value: number } | null {
  let best: { threshold: number; value: number } | null = null;
  for (const [key, value] of Object.entries(map ?? {})) {
    const threshold = Number(key);
    if (!Number.isFinite(threshold) || threshold > quantity) continue;
    if (!best || threshold > best.threshold) best = { threshold, value };
  }
  return best;
}

export type UnitPrice = {
  /** Unit price without VAT, in cents. */
  ht: number;
  /** Unit price with VAT, in cents. */
  ttc: number;
  /** Whether this typology is shown prices VAT included. */
  showTtc: boolean;
  /** The amount to display: ttc or ht. */
  shown: number;
  /** Where the price comes from. */
  source: 'public' | 'tier' | 'typology' | 'discount';
  /** Free items for this quantity (discountAdd). */
  freeItems: number;
};

/**
 * The unit price of a format for a typology and a quantity. Rules (decision 0007):
 * a negotiated typology price is taken as is, in the typology's basis (TTC when it pays
 * tax, else HT); otherwise the public TTC price — or the quantity tier reached — is
 * converted to the typology's basis and its global discount applied. Without VAT (shop
 * hasTVA false) HT and TTC are equal.
 */
export function unitPrice(
  format: PricedFormat,
  typologyKey: string,
  typology: TypologyDef,
  vatRate: number,
  opts: { quantity?: number; hasTVA?: boolean } = {},
): UnitPrice {
  const quantity = opts.quantity ?? 1;
  const rate = opts.hasTVA === false ? 0 : vatRate;
  const freeItems = tierFor(format.discountAdd, quantity)?.value ?? 0;
  const own = format.typologies?.[typologyKey]?.price;
  if (own !== null && own !== undefined) {
    const ht = typology.ttc ? removeVat(own, rate) : own;
    const ttc = typology.ttc ? own : addVat(own, rate);
    return { ht, ttc, showTtc: typology.ttc, shown: typology.ttc ? ttc : ht, source: 'typology', freeItems };
  }
  const tier = tierFor(format.discountPrice, quantity);
  const baseTtc = tier?.value ?? format.price;
  const pct = typology.globalDiscount ?? 0;
  if (typology.ttc) {
    const ttc = discount(baseTtc, pct);
    return {
      ht: removeVat(ttc, rate),
      ttc,
      showTtc: true,
      shown: ttc,
      source: pct ? 'discount' : tier ? 'tier' : 'public',
      freeItems,
    };
  }
  const ht = discount(removeVat(baseTtc, rate), pct);
  return {
    ht,
    ttc: addVat(ht, rate),
    showTtc: false,
    shown: ht,
    source: pct ? 'discount' : tier ? 'tier' : 'public',
    freeItems,
  };
}

/** VAT rate in percent for a product's vatType in a shop's settings. */
export function vatRateFor(
  vatType: 'standard' | 'medium' | 'reduced',
  rates: { standard: number; medium: number; reduced: number },
): number {
  return rates[vatType];
}
