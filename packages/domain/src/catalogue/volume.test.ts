import { describe, expect, it } from 'vitest';
import { displayVintage } from './reference.ts';
import { energyPer100ml, eq75, toHectolitres } from './volume.ts';

describe('volumes', () => {
  it('converts units to hectolitres as §9 says', () => {
    expect(toHectolitres('Litre(s)', 0.75)).toBeCloseTo(0.0075);
    expect(toHectolitres('Centilitre(s)', 75)).toBeCloseTo(0.0075);
    expect(toHectolitres('Millilitre(s)', 750)).toBeCloseTo(0.0075);
    expect(toHectolitres('Hectolitre(s)', 2)).toBe(2);
    expect(toHectolitres('Gramme(s)', 500)).toBe(0);
  });
  it('counts 75 cl bottle equivalents', () => {
    expect(eq75('Litre(s)', 0.75)).toBe(1);
    expect(eq75('Litre(s)', 1.5)).toBe(2);
    expect(eq75('Centilitre(s)', 37.5)).toBe(0.5);
    expect(eq75('Litre(s)', 3)).toBe(4);
    expect(eq75('Hectolitre(s)', 1)).toBeCloseTo(133.333, 3);
  });
  it('estimates energy per 100 ml from alcohol and sugars', () => {
    expect(energyPer100ml(13, 0.6)).toEqual({ kj: 308, kcal: 74 });
  });
  it('hides NV, Non millésimé and Nouveau millésime', () => {
    expect(displayVintage('2022')).toBe('2022');
    expect(displayVintage('NV')).toBeNull();
    expect(displayVintage('Non millésimé')).toBeNull();
    expect(displayVintage('Nouveau millésime')).toBeNull();
  });
});
