import type { StoreFormat } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardVintage,
  colorName,
  formatAlcohol,
  formatName,
  formatPrice,
  formatSiret,
  leadFormat,
  volumeLabel,
} from './storefront.format.ts';

// Intl separates French thousands and currency with narrow no-break spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const format = (over: Partial<StoreFormat> = {}): StoreFormat => ({
  id: 'f1',
  ean: null,
  type: 'bottle',
  nameInShop: null,
  unity: 'Litre(s)',
  unityValue: 0.75,
  showUnityValue: true,
  container: 'bottle',
  eq75: 1,
  outOfStock: false,
  price: null,
  tiers: [],
  freeItems: [],
  promotions: [],
  visuals: [],
  ...over,
});

describe('storefront formats', () => {
  it('writes prices the French way', () => {
    expect(plain(formatPrice(1290, 'fr'))).toBe('12,90 €');
    expect(plain(formatPrice(850, 'fr'))).toBe('8,50 €');
    expect(plain(formatPrice(123456, 'fr'))).toBe('1 234,56 €');
    expect(formatPrice(1290, 'en')).toBe('€12.90');
  });

  it('writes contents', () => {
    expect(volumeLabel(format(), 'fr')).toBe('75 cl');
    expect(volumeLabel(format({ unityValue: 1.5 }), 'fr')).toBe('1,5 L');
    expect(volumeLabel(format({ unityValue: 1.5 }), 'en')).toBe('1.5 L');
    expect(volumeLabel(format({ unityValue: 0.375 }), 'fr')).toBe('37,5 cl');
    expect(volumeLabel(format({ unity: 'Centilitre(s)', unityValue: 50 }), 'fr')).toBe('50 cl');
    expect(volumeLabel(format({ unity: 'Gramme(s)', unityValue: 180 }), 'fr')).toBe('180 g');
    expect(volumeLabel(format({ showUnityValue: false }), 'fr')).toBeNull();
  });

  it('names a format: its shop name, else container and contents', () => {
    expect(formatName(format(), 'fr')).toBe('Bouteille 75 cl');
    expect(formatName(format({ container: 'magnum', unityValue: 1.5 }), 'en')).toBe('Magnum 1.5 L');
    expect(formatName(format({ nameInShop: 'Bag-in-box 3 L' }), 'fr')).toBe('Bag-in-box 3 L');
  });

  it('writes the alcohol degree with French typography', () => {
    expect(formatAlcohol(14, 'fr')).toBe('14\u202f% vol.');
    expect(formatAlcohol(12.5, 'fr')).toBe('12,5\u202f% vol.');
    expect(formatAlcohol(12.5, 'en')).toBe('12.5% vol.');
  });

  it('hides NV, Non millésimé and Nouveau millésime on cards (§9)', () => {
    const v = (name: string, displayName: string | null) => ({ id: name, name, displayName, alcohol: null });
    expect(cardVintage({ vintages: [v('2022', '2022'), v('2021', '2021')] })).toBe('2022');
    expect(cardVintage({ vintages: [v('NV', null)] })).toBeNull();
    expect(cardVintage({ vintages: [] })).toBeNull();
  });

  it('prices a card with its first priced format', () => {
    const priced = format({ id: 'f2', price: { ht: 1075, ttc: 1290, showTtc: true, shown: 1290 } });
    expect(leadFormat({ formats: [format(), priced] })?.id).toBe('f2');
    expect(leadFormat({ formats: [format()] })?.id).toBe('f1');
    expect(leadFormat({ formats: [] })).toBeNull();
  });

  it('names colours and spaces a SIRET', () => {
    expect(colorName('rose', 'fr')).toBe('Rosé');
    expect(colorName('red', 'en')).toBe('Red');
    expect(colorName('bleu', 'fr')).toBe('bleu');
    expect(formatSiret('12345678900017')).toBe('123 456 789 00017');
    expect(formatSiret('abc')).toBe('abc');
  });
});
