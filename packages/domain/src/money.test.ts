import { describe, expect, it } from 'vitest';
import { addVat, discount, formatEuros, removeVat, roundCents } from './money.ts';

describe('money', () => {
  it('rounds half away from zero despite binary noise', () => {
    expect(roundCents(1075 * 1.2)).toBe(1290);
    expect(roundCents(10.5)).toBe(11);
    expect(roundCents(-10.5)).toBe(-11);
    expect(roundCents(10.49)).toBe(10);
  });
  it('adds and removes VAT per rate', () => {
    expect(addVat(1075, 20)).toBe(1290);
    expect(addVat(1000, 5.5)).toBe(1055);
    expect(removeVat(1290, 20)).toBe(1075);
    expect(removeVat(1299, 20)).toBe(1083); // 1082.5 → 1083
    expect(removeVat(1100, 10)).toBe(1000);
  });
  it('applies a percentage discount', () => {
    expect(discount(1290, 10)).toBe(1161);
    expect(discount(999, 5)).toBe(949); // 949.05
  });
  it('formats euros the French way', () => {
    expect(formatEuros(1290).replace(/\s/g, ' ')).toBe('12,90 €');
    expect(formatEuros(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatEuros(1290, 'en-GB')).toBe('€12.90');
  });
});
