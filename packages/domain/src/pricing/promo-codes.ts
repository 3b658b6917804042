import { spreadCents } from '../invoicing/spread.ts';
import { removeVat, roundCents } from '../money.ts';
import { type GrossLine, lineEq75 } from './cart-line.ts';

/*
 * Promo codes (issue 29, decision 0175): what a shop's code takes off one seller's order. The
 * server reads the code and its uses; this step, called once from priceOrder, says whether it
 * applies and what it takes off each line, rounded once per line here. Nothing the browser
 * sends is a price.
 */

/** A code as typed, compared without case and surrounding spaces. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

export type PromoCodeBenefit =
  | { kind: 'percent'; percent: number }
  /** Cents off the eligible lines, in the buyer's price basis (TTC or HT), spread over them. */
  | { kind: 'amount'; cents: number }
  /** One unit of this format offered, when the cart holds it. */
  | { kind: 'freeProduct'; formatId: string }
  | { kind: 'freeShipping' };

export type PromoCodeTarget =
  | { kind: 'order' }
  | { kind: 'products'; productIds: string[] }
  /** A product family is its range (`gamme`). */
  | { kind: 'families'; families: string[] };

/** A code as the server read it, with its uses so far. */
export type PromoCodeRule = {
  id: string;
  code: string;
  benefit: PromoCodeBenefit;
  target: PromoCodeTarget;
  /** Goods HT after format promotions, cents; 0 = none. */
  minAmountHt: number;
  /** Bottle equivalents; 0 = none. */
  minBottles: number;
  /** YYYY-MM-DD inclusive; null = open. */
  validFrom: string | null;
  validTo: string | null;
  /** Typology keys allowed; empty = every typology. */
  typologies: string[];
  maxUses: number | null;
  maxUsesPerBuyer: number | null;
  combinesWithTiers: boolean;
  combinesWithPromotions: boolean;
  active: boolean;
  used: number;
  /** This buyer's uses; 0 for a guest (checked again at placement, signed in). */
  buyerUses: number;
};

export type PromoCodeRefusal =
  /** No such code in this seller's shop (another shop's code is unknown here too). */
  | 'unknown'
  | 'inactive'
  | 'notYetValid'
  | 'expired'
  | 'typology'
  | 'exhausted'
  | 'alreadyUsed'
  | 'minAmount'
  | 'minBottles'
  | 'noEligibleLine'
  | 'freeProductMissing';

export type PromoCodeOutcome = {
  code: string;
  applied: boolean;
  refusal: PromoCodeRefusal | null;
  /** What the refusal needs to be written (amounts in cents). */
  params: { amount?: number; bottles?: number; date?: string };
  /** What the code takes off the goods, in the buyer's basis, and the delivery it offers (TTC). */
  amount: number;
  freeShipping: boolean;
};

export type PromoCodeStep = { outcome: PromoCodeOutcome; lines: number[]; freeShipping: boolean };

const refused = (
  rule: PromoCodeRule,
  refusal: PromoCodeRefusal,
  params: PromoCodeOutcome['params'] = {},
) => ({
  outcome: { code: rule.code, applied: false, refusal, params, amount: 0, freeShipping: false },
  lines: [] as number[],
  freeShipping: false,
});

/** Whether a line is one the code's target names. */
function targeted(target: PromoCodeTarget, g: GrossLine): boolean {
  if (target.kind === 'order') return true;
  if (target.kind === 'products') return target.productIds.includes(g.line.productId ?? '');
  return target.families.includes(g.line.family ?? '');
}

/**
 * The code's conditions, then what it takes off each line (`lines[i]`, buyer's basis, never
 * more than what is left of the line after its format promotion). A code that does not combine
 * with tiers or format promotions leaves the lines that have one to their own offer: the offer
 * shown on the product wins, the code covers the other lines.
 */
export function promoCodeStep(
  rule: PromoCodeRule,
  gross: readonly GrossLine[],
  formatOff: readonly number[],
  ctx: { date: string; typology: string },
): PromoCodeStep {
  const day = ctx.date.slice(0, 10);
  if (!rule.active) return refused(rule, 'inactive');
  if (rule.validFrom && day < rule.validFrom) return refused(rule, 'notYetValid', { date: rule.validFrom });
  if (rule.validTo && day > rule.validTo) return refused(rule, 'expired', { date: rule.validTo });
  if (rule.typologies.length > 0 && !rule.typologies.includes(ctx.typology)) return refused(rule, 'typology');
  if (rule.maxUses !== null && rule.used >= rule.maxUses) return refused(rule, 'exhausted');
  if (rule.maxUsesPerBuyer !== null && rule.buyerUses >= rule.maxUsesPerBuyer)
    return refused(rule, 'alreadyUsed');
  const paid = gross.map((g, i) => (g.line.isFromFidelity ? 0 : g.gross - (formatOff[i] ?? 0)));
  const goodsHt = gross.reduce((n, g, i) => n + (g.showTtc ? removeVat(paid[i]!, g.vatRate) : paid[i]!), 0);
  if (goodsHt < rule.minAmountHt) return refused(rule, 'minAmount', { amount: rule.minAmountHt });
  const bottles = gross.reduce(
    (n, g) => n + (g.line.isFromFidelity ? 0 : g.line.quantity * lineEq75(g.line)),
    0,
  );
  if (bottles + 1e-9 < rule.minBottles) return refused(rule, 'minBottles', { bottles: rule.minBottles });

  const eligible = gross.map(
    (g, i) =>
      !g.line.isFromFidelity &&
      paid[i]! > 0 &&
      targeted(rule.target, g) &&
      (rule.combinesWithTiers || !g.tiered) &&
      (rule.combinesWithPromotions || (formatOff[i] ?? 0) === 0),
  );
  const base = paid.map((p, i) => (eligible[i] ? p : 0));
  let lines = gross.map(() => 0);
  let freeShipping = false;
  const benefit = rule.benefit;
  if (benefit.kind === 'freeShipping') freeShipping = true;
  else if (benefit.kind === 'freeProduct') {
    const i = gross.findIndex((g, k) => g.line.formatId === benefit.formatId && base[k]! > 0);
    if (i < 0) return refused(rule, 'freeProductMissing');
    lines[i] = Math.min(base[i]!, roundCents(base[i]! / gross[i]!.line.quantity));
  } else {
    if (!base.some((b) => b > 0)) return refused(rule, 'noEligibleLine');
    lines =
      benefit.kind === 'percent'
        ? base.map((b) => Math.min(b, roundCents((b * Math.min(100, Math.max(0, benefit.percent))) / 100)))
        : spreadCents(
            Math.min(
              benefit.cents,
              base.reduce((n, b) => n + b, 0),
            ),
            base,
          );
  }
  return {
    outcome: {
      code: rule.code,
      applied: true,
      refusal: null,
      params: {},
      amount: lines.reduce((n, l) => n + l, 0),
      freeShipping,
    },
    lines,
    freeShipping,
  };
}

export const PROMO_CODE_TEXTS = {
  fr: {
    unknown: 'Code promo inconnu',
    inactive: "Ce code promo n'est plus actif",
    notYetValid: "Ce code promo n'est valable qu'à partir du {date}",
    expired: 'Ce code promo a expiré',
    typology: "Ce code promo n'est pas valable pour votre catégorie de client",
    exhausted: "Ce code promo a atteint son nombre maximal d'utilisations",
    alreadyUsed: 'Vous avez déjà utilisé ce code promo',
    minAmount: "Ce code promo s'applique à partir de {amount} HT d'achats",
    minBottles: "Ce code promo s'applique à partir de {bottles} bouteille(s)",
    noEligibleLine: 'Aucun produit de votre panier ne bénéficie de ce code promo',
    freeProductMissing: 'Ajoutez le produit offert par ce code à votre panier pour en profiter',
  },
  en: {
    unknown: 'Unknown promo code',
    inactive: 'This promo code is no longer active',
    notYetValid: 'This promo code is valid from {date}',
    expired: 'This promo code has expired',
    typology: 'This promo code is not valid for your customer category',
    exhausted: 'This promo code has reached its maximum number of uses',
    alreadyUsed: 'You have already used this promo code',
    minAmount: 'This promo code applies from {amount} excl. VAT of purchases',
    minBottles: 'This promo code applies from {bottles} bottle(s)',
    noEligibleLine: 'No product in your cart benefits from this promo code',
    freeProductMissing: 'Add the product this code offers to your cart to benefit from it',
  },
} as const;

/** A refusal written in the language; amounts in euros, dates as DD/MM/YYYY. */
export function promoRefusalText(
  refusal: PromoCodeRefusal,
  params: PromoCodeOutcome['params'],
  lang: 'fr' | 'en',
  euros: (cents: number) => string,
): string {
  const date = params.date ? params.date.split('-').reverse().join('/') : '';
  return PROMO_CODE_TEXTS[lang][refusal]
    .replace('{amount}', params.amount !== undefined ? euros(params.amount) : '')
    .replace('{bottles}', String(params.bottles ?? ''))
    .replace('{date}', date);
}
