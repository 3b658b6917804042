import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { isValidPostalCode, postalCodeFor, postalCodeSchema } from './postal-code.fields.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('postalCodeSchema (any country, optional)', () => {
  it('accepts empty values as undefined', () => {
    expect(parsedValue(postalCodeSchema, '')).toBeUndefined();
    expect(parsedValue(postalCodeSchema, undefined)).toBeUndefined();
  });
  it('accepts the usual world formats, normalised', () => {
    expect(parsedValue(postalCodeSchema, '75008')).toBe('75008');
    expect(parsedValue(postalCodeSchema, ' sw1a  1aa ')).toBe('SW1A 1AA');
    expect(parsedValue(postalCodeSchema, '1000-001')).toBe('1000-001'); // PT
    expect(parsedValue(postalCodeSchema, 'K1A 0B1')).toBe('K1A 0B1'); // CA
  });
  it('refuses what cannot be a postal code', () => {
    for (const bad of ['7', 'ABCDE', '12345678901', '75008!', '-7500']) {
      expect(messageOf(postalCodeSchema, bad)).toBe(MSG.postalCode);
    }
  });
});

describe('postalCodeFor', () => {
  it('requires exactly 5 digits for France', () => {
    const fr = postalCodeFor('FR');
    expect(parsedValue(fr, '33000')).toBe('33000');
    expect(parsedValue(fr, '')).toBeUndefined();
    for (const bad of ['3300', '330000', '33 000', 'SW1A 1AA'])
      expect(messageOf(fr, bad)).toBe(MSG.postalCode);
  });
  it('knows the neighbours formats and falls back to the generic check', () => {
    expect(isValidPostalCode('1000', 'be')).toBe(true);
    expect(isValidPostalCode('10000', 'BE')).toBe(false);
    expect(isValidPostalCode('1012 ab', 'NL')).toBe(true);
    expect(isValidPostalCode('L-1234', 'LU')).toBe(true);
    expect(isValidPostalCode('90210-1234', 'US')).toBe(true);
    expect(isValidPostalCode('1010', 'AT')).toBe(true); // generic
  });
});
