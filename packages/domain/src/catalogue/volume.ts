/** Units of a format (spec §3 Format.unity). */
export const UNITIES = ['Litre(s)', 'Centilitre(s)', 'Millilitre(s)', 'Hectolitre(s)', 'Gramme(s)'] as const;
export type Unity = (typeof UNITIES)[number];

/** Hectolitres in one unit of volume (spec §9: L/100, cL/10 000, mL/100 000, hL as is). */
export function toHectolitres(unity: Unity, value: number): number {
  switch (unity) {
    case 'Litre(s)':
      return value / 100;
    case 'Centilitre(s)':
      return value / 10_000;
    case 'Millilitre(s)':
      return value / 100_000;
    case 'Hectolitre(s)':
      return value;
    case 'Gramme(s)':
      return 0;
  }
}

/**
 * Bottle equivalence: how many 75 cl bottles one unit of the format is (spec §9). A
 * magnum (1.5 L) is 2, a 37.5 cl half bottle 0.5, a 3 L bag-in-box 4. Weights have none.
 */
export function eq75(unity: Unity, unityValue: number): number {
  const hl = toHectolitres(unity, unityValue);
  return Math.round(((hl * 100) / 0.75) * 1000) / 1000;
}

/**
 * Energy per 100 ml from alcohol and sugars (EU factors: alcohol 29 kJ / 7 kcal per g,
 * carbohydrate 17 kJ / 4 kcal per g; ethanol 0.789 g/ml). A starting value the producer
 * may correct from the laboratory analysis.
 */
export function energyPer100ml(alcoholPercent: number, carbohydratesG: number): { kj: number; kcal: number } {
  const alcoholG = alcoholPercent * 0.789;
  return {
    kj: Math.round(alcoholG * 29 + carbohydratesG * 17),
    kcal: Math.round(alcoholG * 7 + carbohydratesG * 4),
  };
}
