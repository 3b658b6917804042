import { describe, expect, it } from 'vitest';
import { formatDecimal, formatEurosIn } from './number-format.ts';

const LOCALES = ['fr-FR', 'en-GB'];
const CENTS = [
  0, 1, 5, 10, 99, 100, 101, 1290, 99999, 100000, 123456, 1234567, 987654321, -1, -1290, -123456,
];
const NUMBERS = [
  0, 0.5, 1, 1.5, 1.005, 2.675, 12.3456, 75, 0.75, 999.999, 1000, 1234.5, 1500000.25, -3.25, 14.5,
];

describe('formatEurosIn writes what Intl writes', () => {
  for (const locale of LOCALES)
    it(locale, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
      for (const cents of CENTS) expect(formatEurosIn(cents, locale)).toBe(intl.format(cents / 100));
    });
  it('falls back to Intl for other locales', () => {
    expect(formatEurosIn(1290, 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(12.9),
    );
  });
});

describe('formatDecimal writes what Intl writes', () => {
  for (const locale of LOCALES)
    for (const digits of [0, 1, 2, 3])
      it(`${locale}, up to ${digits} decimals`, () => {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of NUMBERS) expect(formatDecimal(value, locale, digits)).toBe(intl.format(value));
      });
});
