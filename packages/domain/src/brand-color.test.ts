import { describe, expect, it } from 'vitest';
import { contrastWithWhite, DEFAULT_BRAND_COLOR, readableBrand } from './brand-color.ts';

describe('readableBrand', () => {
  it('keeps a colour white text is readable on', () => {
    expect(readableBrand('#7b1e3a')).toBe('#7b1e3a');
    expect(readableBrand('#1D4F91')).toBe('#1d4f91');
  });

  it('darkens a light colour until white text on it reaches 4.5:1', () => {
    for (const color of ['#ffcc00', '#f0e68c', '#ffffff', '#8fbc8f']) {
      const brand = readableBrand(color);
      expect(brand).not.toBe(color);
      expect(contrastWithWhite(brand)).toBeGreaterThanOrEqual(4.5);
      expect(brand).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('falls back to the default colour', () => {
    expect(readableBrand(null)).toBe(DEFAULT_BRAND_COLOR);
    expect(readableBrand('red')).toBe(DEFAULT_BRAND_COLOR);
    expect(readableBrand('#12345')).toBe(DEFAULT_BRAND_COLOR);
  });
});
