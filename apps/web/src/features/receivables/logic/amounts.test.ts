import { describe, expect, it } from 'vitest';
import { centsOf, eurosText } from './amounts.ts';

describe('the amount field', () => {
  it('reads French and English decimals, spaces and whole euros in cents', () => {
    expect(centsOf('12,50')).toBe(1250);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('1 200')).toBe(120_000);
    expect(centsOf('0,01')).toBe(1);
    expect(centsOf('70')).toBe(7000);
  });

  it('refuses nothing, zero, negatives, letters and more than two decimals', () => {
    for (const bad of ['', '0', '0,00', '-5', 'abc', '1,234', '12,5,0']) expect(centsOf(bad)).toBeNull();
  });

  it('shows a balance as the field takes it', () => {
    expect(eurosText(12_000)).toBe('120,00');
    expect(eurosText(1)).toBe('0,01');
  });
});
