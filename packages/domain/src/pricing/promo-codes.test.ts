import { describe, expect, it } from 'vitest';
import { priceOrder } from './cart-order.ts';
import { order, PRO, pline } from './pricing.fixtures.ts';
import type { FormatPromotion } from './pricing.types.ts';
import { normalizePromoCode, type PromoCodeRule, promoRefusalText } from './promo-codes.ts';

const rule = (over: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  id: 'c1',
  code: 'BIENVENUE10',
  benefit: { kind: 'percent', percent: 10 },
  target: { kind: 'order' },
  minAmountHt: 0,
  minBottles: 0,
  validFrom: null,
  validTo: null,
  typologies: [],
  maxUses: null,
  maxUsesPerBuyer: null,
  combinesWithTiers: true,
  combinesWithPromotions: true,
  active: true,
  used: 0,
  buyerUses: 0,
  ...over,
});
const always = (p: Partial<FormatPromotion>): FormatPromotion => ({
  type: '%',
  amount: 10,
  activation: 'always',
  minProduct: 0,
  minPrice: 0,
  minProductOrder: 0,
  minPriceOrder: 0,
  ...p,
});
const priced = (
  promoCode: PromoCodeRule,
  lines = [pline('a', { quantity: 6, productId: 'p1', formatId: 'f1' })],
) => priceOrder(order(lines, { promoCode }));

describe('a promo code on one seller’s order (issue 29)', () => {
  it('10 % off the order, rounded once per line, in promoAmount and the line', () => {
    // 6 × 12,00 € = 72,00 € TTC (60,00 € HT): −7,20 € → 64,80 € TTC, HT 64,80 / 1.2 = 54,00 €.
    const r = priced(rule({ minAmountHt: 6000 }));
    expect(r.promoCode).toMatchObject({ applied: true, amount: 720 });
    expect(r.lines[0]).toMatchObject({ promoTTC: 720, totalTTC: 6480, totalHT: 5400 });
    expect(r.price.promoAmount).toBe(720);
    expect(r.price.totalTTC).toBe(6480);
  });

  it('refuses below the minimum HT, and the order is priced without it', () => {
    // 5 × 12,00 € = 60,00 € TTC = 50,00 € HT < 60,00 € HT.
    const r = priced(rule({ minAmountHt: 6000 }), [pline('a', { quantity: 5 })]);
    expect(r.promoCode).toMatchObject({ applied: false, refusal: 'minAmount', params: { amount: 6000 } });
    expect(r.price.totalTTC).toBe(6000);
    expect(promoRefusalText('minAmount', { amount: 6000 }, 'fr', (c) => `${c / 100} €`)).toBe(
      "Ce code promo s'applique à partir de 60 € HT d'achats",
    );
  });

  it('refuses by dates, typology, total and per-buyer uses, and a minimum of bottles', () => {
    expect(priced(rule({ validTo: '2026-11-23' })).promoCode?.refusal).toBe('expired');
    expect(priced(rule({ validFrom: '2026-11-25' })).promoCode?.refusal).toBe('notYetValid');
    expect(priced(rule({ validFrom: '2026-11-24', validTo: '2026-11-24' })).promoCode?.applied).toBe(true);
    expect(priced(rule({ typologies: ['pro'] })).promoCode?.refusal).toBe('typology');
    expect(priced(rule({ maxUses: 100, used: 100 })).promoCode?.refusal).toBe('exhausted');
    expect(priced(rule({ maxUses: 100, used: 99 })).promoCode?.applied).toBe(true);
    expect(priced(rule({ maxUsesPerBuyer: 1, buyerUses: 1 })).promoCode?.refusal).toBe('alreadyUsed');
    expect(priced(rule({ minBottles: 7 })).promoCode?.refusal).toBe('minBottles');
    expect(priced(rule({ active: false })).promoCode?.refusal).toBe('inactive');
  });

  it('€ off is spread over the eligible lines to the cent and never above them', () => {
    const capped = priced(rule({ benefit: { kind: 'amount', cents: 100_000 } }), [
      pline('a', { quantity: 1 }),
    ]);
    expect(capped.lines[0]).toMatchObject({ promoTTC: 1200, totalTTC: 0 });
    const r = priced(rule({ benefit: { kind: 'amount', cents: 1000 } }), [
      pline('a', { quantity: 1 }),
      pline('b', { quantity: 2 }),
    ]);
    // 12,00 € and 24,00 €: 10,00 € split 1/3 – 2/3 = 3,33 € + 6,67 €.
    expect(r.lines.map((l) => l.promoTTC)).toEqual([333, 667]);
    expect(r.price.totalTTC).toBe(3600 - 1000);
  });

  it('targets chosen products or families only', () => {
    const lines = [
      pline('a', { quantity: 1, productId: 'p1', family: 'Prestige' }),
      pline('b', { quantity: 1, productId: 'p2', family: 'Classique' }),
    ];
    const byProduct = priced(rule({ target: { kind: 'products', productIds: ['p2'] } }), lines);
    expect(byProduct.lines.map((l) => l.promoTTC)).toEqual([0, 120]);
    const byFamily = priced(rule({ target: { kind: 'families', families: ['Prestige'] } }), lines);
    expect(byFamily.lines.map((l) => l.promoTTC)).toEqual([120, 0]);
    expect(priced(rule({ target: { kind: 'products', productIds: ['zz'] } }), lines).promoCode?.refusal).toBe(
      'noEligibleLine',
    );
  });

  it('a free product: one unit of the chosen format, only when the cart holds it', () => {
    const lines = [pline('a', { quantity: 3, formatId: 'f1' }), pline('b', { quantity: 2, formatId: 'f2' })];
    const r = priced(rule({ benefit: { kind: 'freeProduct', formatId: 'f2' } }), lines);
    expect(r.lines.map((l) => l.promoTTC)).toEqual([0, 1200]);
    expect(priced(rule({ benefit: { kind: 'freeProduct', formatId: 'f9' } }), lines).promoCode?.refusal).toBe(
      'freeProductMissing',
    );
  });

  it('free shipping makes the delivery 0', () => {
    const delivery = { kind: 'carrier' as const, price: 990, franco: null };
    const r = priceOrder(
      order([pline('a')], { delivery, promoCode: rule({ benefit: { kind: 'freeShipping' } }) }),
    );
    expect(r.price.shipping).toBe(0);
    expect(r.promoCode?.freeShipping).toBe(true);
    expect(priceOrder(order([pline('a')], { delivery })).price.shipping).toBe(990);
  });

  it('not combinable: a line with a format promotion or a tier keeps its own offer, the code covers the rest', () => {
    const promoted = pline('a', {
      quantity: 1,
      format: { price: 1200, unity: 'Litre(s)', unityValue: 0.75, promotions: [always({ amount: 20 })] },
    });
    const tiered = pline('t', {
      quantity: 6,
      format: {
        price: 1200,
        discountPrice: { '6': 1000 },
        unity: 'Litre(s)',
        unityValue: 0.75,
        promotions: [],
      },
    });
    const plain = pline('b', { quantity: 1 });
    const lines = [promoted, tiered, plain];
    const apart = priced(rule({ combinesWithPromotions: false, combinesWithTiers: false }), lines);
    // 20 % of 12,00 € = 2,40 € stays; the tier line (6 × 10,00 €) keeps its price; 10 % of 12,00 €.
    expect(apart.lines.map((l) => l.promoTTC)).toEqual([240, 0, 120]);
    const together = priced(rule(), lines);
    // Combined: 10 % of what the promotion left (9,60 €) = 0,96 € more; 10 % of 60,00 €.
    expect(together.lines.map((l) => l.promoTTC)).toEqual([240 + 96, 600, 120]);
  });

  it('a trade buyer: the code works in HT, VAT on the line total', () => {
    // 6 × 10,00 € HT = 60,00 € HT; −10 % = 54,00 € HT → 64,80 € TTC.
    const r = priceOrder(
      order([pline('a', { quantity: 6 })], { typology: { key: 'pro', def: PRO }, promoCode: rule() }),
    );
    expect(r.lines[0]).toMatchObject({ totalHT: 5400, totalTTC: 6480, promoHT: 600 });
  });

  it('compares codes without case or spaces', () => {
    expect(normalizePromoCode(' bienvenue10 ')).toBe('BIENVENUE10');
  });
});
