import { describe, expect, it } from 'vitest';
import { isFormatVisible, resolveTypology, type TypologyDef, tierFor, unitPrice } from './pricing.ts';

const typologies: Record<string, TypologyDef> = {
  particulier: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0 },
  caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 0 },
  grossiste: { name: 'Grossiste', public: false, ttc: false, globalDiscount: 10 },
  ce: { name: 'CE', public: false, ttc: true, globalDiscount: 5 },
};
const format = {
  price: 1290,
  discountPrice: { '6': 1190, '12': 1090 },
  discountAdd: { '12': 1 },
  typologies: { caviste: { price: 850 }, particulier: { visible: true }, ce: { visible: false } },
};

describe('resolveTypology', () => {
  it("takes the member's typology when the shop has it, else the public one", () => {
    expect(resolveTypology(typologies, 'caviste')).toBe('caviste');
    expect(resolveTypology(typologies, 'disparue')).toBe('particulier');
    expect(resolveTypology(typologies, null)).toBe('particulier');
    expect(resolveTypology({ caviste: typologies.caviste! }, null)).toBeNull();
  });
});

describe('visibility', () => {
  it('shows a format unless its typology hides it', () => {
    expect(isFormatVisible(format, 'particulier')).toBe(true);
    expect(isFormatVisible(format, 'grossiste')).toBe(true);
    expect(isFormatVisible(format, 'ce')).toBe(false);
    expect(isFormatVisible(format, null)).toBe(false);
  });
});

describe('tiers', () => {
  it('takes the highest threshold reached', () => {
    expect(tierFor(format.discountPrice, 5)).toBeNull();
    expect(tierFor(format.discountPrice, 6)).toEqual({ threshold: 6, value: 1190 });
    expect(tierFor(format.discountPrice, 30)).toEqual({ threshold: 12, value: 1090 });
  });
});

describe('unitPrice', () => {
  it('gives a private customer the public price VAT included', () => {
    expect(unitPrice(format, 'particulier', typologies.particulier!, 20)).toMatchObject({
      ttc: 1290,
      ht: 1075,
      showTtc: true,
      shown: 1290,
      source: 'public',
      freeItems: 0,
    });
  });
  it('applies the quantity tier and free items', () => {
    expect(unitPrice(format, 'particulier', typologies.particulier!, 20, { quantity: 12 })).toMatchObject({
      ttc: 1090,
      shown: 1090,
      source: 'tier',
      freeItems: 1,
    });
  });
  it('gives a caviste the negotiated price without VAT', () => {
    expect(unitPrice(format, 'caviste', typologies.caviste!, 20)).toMatchObject({
      ht: 850,
      ttc: 1020,
      showTtc: false,
      shown: 850,
      source: 'typology',
    });
  });
  it('derives an HT typology price from the public price with its global discount', () => {
    // 1290 TTC → 1075 HT, −10 % → 967.5 → 968
    expect(unitPrice(format, 'grossiste', typologies.grossiste!, 20)).toMatchObject({
      ht: 968,
      ttc: 1162,
      shown: 968,
    });
  });
  it('applies a TTC typology discount on the TTC price', () => {
    expect(unitPrice(format, 'ce', typologies.ce!, 20)).toMatchObject({
      ttc: 1226,
      shown: 1226,
      showTtc: true,
    });
  });
  it('has equal HT and TTC without VAT', () => {
    expect(unitPrice(format, 'particulier', typologies.particulier!, 20, { hasTVA: false })).toMatchObject({
      ht: 1290,
      ttc: 1290,
    });
  });
});
