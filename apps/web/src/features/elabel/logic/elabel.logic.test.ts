import { describe, expect, it } from 'vitest';
import {
  alcoholLabel,
  contentsLabel,
  emphasiseAllergens,
  formatEnergy,
  formatGrams,
  gs1Request,
  NUTRITION_ROWS,
  nutritionValue,
} from './elabel.logic.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const SULPHITES = { key: 'sulphites', fr: 'Sulfites', en: 'Sulphites' };

describe('GS1 Digital Link routes', () => {
  it('reads the GTIN, the vintage (AI 22) and the lot (AI 10)', () => {
    expect(gs1Request({ ean: '3760123450010', vintage: '2022', lotNumber: 'L22-01' })).toEqual({
      gtin: '3760123450010',
      raw: '3760123450010',
      vintage: '2022',
      lot: 'L22-01',
    });
    expect(gs1Request({ ean: '03760123450010' }).gtin).toBe('03760123450010');
    expect(gs1Request({ ean: '' })).toEqual({ gtin: null, raw: '', vintage: null, lot: null });
    expect(gs1Request({ ean: 'abc' }).gtin).toBeNull();
    expect(gs1Request({ ean: '3760123450010', vintage: '' }).vintage).toBeNull();
  });
});

describe('nutrition per 100 ml (rounding guidance of the Commission, 2012)', () => {
  const wine = {
    energyKj: 331,
    energyKcal: 80,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 0.6,
    sugars: 0.2,
    proteins: 0.1,
    salt: 0.01,
  };

  it('declares every item in the regulation order', () => {
    expect(NUTRITION_ROWS.map((r) => r.key)).toEqual([
      'energy',
      'fat',
      'saturatedFat',
      'carbohydrates',
      'sugars',
      'proteins',
      'salt',
    ]);
  });

  it("writes energy as on the bottle: 'E (100 ml) : 328 kJ / 79 kcal'", () => {
    expect(plain(formatEnergy({ energyKj: 328, energyKcal: 79 }, 'fr'))).toBe('328 kJ / 79 kcal');
    expect(plain(formatEnergy({ energyKj: 1234.4, energyKcal: 79.6 }, 'fr'))).toBe('1 234 kJ / 80 kcal');
  });

  it('rounds grams and writes the "<" forms', () => {
    const row = (key: Parameters<typeof formatGrams>[0], v: number, lang: 'fr' | 'en' = 'fr') =>
      plain(formatGrams(key, v, lang));
    expect(row('fat', 0)).toBe('0 g');
    expect(row('carbohydrates', 0.6)).toBe('0,6 g');
    expect(row('carbohydrates', 0.6, 'en')).toBe('0.6 g');
    expect(row('sugars', 0.2)).toBe('< 0,5 g');
    expect(row('sugars', 12.34)).toBe('12 g');
    expect(row('sugars', 9.96)).toBe('10 g');
    expect(row('saturatedFat', 0.05)).toBe('< 0,1 g');
    expect(row('saturatedFat', 0.4)).toBe('0,4 g');
    expect(row('salt', 0.01)).toBe('< 0,01 g');
    expect(row('salt', 0.034)).toBe('0,03 g');
    expect(row('salt', 1.26)).toBe('1,3 g');
    expect(plain(nutritionValue('energy', wine, 'fr'))).toBe('331 kJ / 80 kcal');
    expect(plain(nutritionValue('proteins', wine, 'fr'))).toBe('< 0,5 g');
  });
});

describe('allergens emphasised in the ingredients', () => {
  it('marks every name of a declared allergen', () => {
    const { segments, unnamed } = emphasiseAllergens(
      'Raisins, conservateur : anhydride sulfureux (sulfites), régulateur d’acidité : acide tartrique',
      [SULPHITES],
    );
    expect(segments.filter((s) => s.allergen).map((s) => s.text)).toEqual([
      'anhydride sulfureux',
      'sulfites',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(
      'Raisins, conservateur : anhydride sulfureux (sulfites), régulateur d’acidité : acide tartrique',
    );
    expect(unnamed).toEqual([]);
  });

  it('matches whole words, any case, with a plural', () => {
    const eggs = { key: 'eggs', fr: 'Œufs', en: 'Eggs' };
    const milk = { key: 'milk', fr: 'Lait', en: 'Milk' };
    const { segments } = emphasiseAllergens('Raisins, blanc d’Œuf, Laitue, LAIT, oeufs', [eggs, milk]);
    expect(segments.filter((s) => s.allergen).map((s) => s.text)).toEqual(['Œuf', 'LAIT', 'oeufs']);
  });

  it('lists the declared allergens the text does not name', () => {
    const fish = { key: 'fish', fr: 'Poisson', en: 'Fish' };
    const result = emphasiseAllergens('Raisins, sulfites', [SULPHITES, fish]);
    expect(result.unnamed).toEqual([fish]);
    expect(emphasiseAllergens(null, [SULPHITES]).unnamed).toEqual([SULPHITES]);
    expect(emphasiseAllergens('Jus de raisin', []).segments).toEqual([
      { text: 'Jus de raisin', allergen: false },
    ]);
  });
});

describe('label facts', () => {
  it('writes contents and alcohol', () => {
    expect(plain(contentsLabel({ unity: 'Litre(s)', unityValue: 0.75, ean: null }, 'fr') ?? '')).toBe(
      '75 cl',
    );
    expect(plain(contentsLabel({ unity: 'Litre(s)', unityValue: 1.5, ean: null }, 'fr') ?? '')).toBe('1,5 L');
    expect(plain(contentsLabel({ unity: 'Centilitre(s)', unityValue: 50, ean: null }, 'fr') ?? '')).toBe(
      '50 cl',
    );
    expect(contentsLabel({ unity: 'Gramme(s)', unityValue: 180, ean: null }, 'fr')).toBeNull();
    expect(plain(alcoholLabel(14, 'fr'))).toBe('14 % vol.');
    expect(alcoholLabel(12.5, 'en')).toBe('12.5% vol.');
  });
});
