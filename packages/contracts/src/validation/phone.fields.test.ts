import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { PHONE_COUNTRIES_NO_US, parseMobilePhone, phoneNoUsSchema, phoneSchema } from './phone.fields.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('phoneSchema', () => {
  it('accepts a French mobile in national format and normalises to E.164', () => {
    expect(parsedValue(phoneSchema, '06 12 34 56 78')).toBe('+33612345678');
    expect(parsedValue(phoneSchema, '0612345678')).toBe('+33612345678');
    expect(parsedValue(phoneSchema, '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(parsedValue(phoneSchema, '0033 6 12 34 56 78')).toBe('+33612345678');
  });

  it('accepts mobiles of the other listed countries in international format', () => {
    expect(parsedValue(phoneSchema, '+32 470 12 34 56')).toBe('+32470123456'); // BE
    expect(parsedValue(phoneSchema, '+49 151 23456789')).toBe('+4915123456789'); // DE
    expect(parsedValue(phoneSchema, '+352 621 123 456')).toBe('+352621123456'); // LU
    expect(parsedValue(phoneSchema, '+41 78 123 45 67')).toBe('+41781234567'); // CH
    expect(parsedValue(phoneSchema, '+31 6 12345678')).toBe('+31612345678'); // NL
    expect(parsedValue(phoneSchema, '+34 612 34 56 78')).toBe('+34612345678'); // ES
    expect(parsedValue(phoneSchema, '+39 312 345 6789')).toBe('+393123456789'); // IT
    expect(parsedValue(phoneSchema, '+44 7400 123456')).toBe('+447400123456'); // GB
    expect(parsedValue(phoneSchema, '+1 201 555 0123')).toBe('+12015550123'); // US
  });

  it('refuses landlines, other countries and garbage with the §5 message', () => {
    for (const bad of [
      '01 23 45 67 89', // French landline
      '+32 2 123 45 67', // Brussels landline
      '+81 90 1234 5678', // Japanese mobile: country not listed
      '+1 416 555 0123', // Canada shares +1 but is not listed
      '06 12 34', // too short
      'bonjour',
      '06 12 34 56 78 appelez-moi',
    ]) {
      expect(messageOf(phoneSchema, bad)).toBe(MSG.phone);
    }
    expect(messageOf(phoneSchema, '  ')).toBe(MSG.required);
  });
});

describe('phoneNoUsSchema', () => {
  it('refuses a US mobile that phoneSchema accepts, and keeps the others', () => {
    expect(messageOf(phoneNoUsSchema, '+1 201 555 0123')).toBe(MSG.phone);
    expect(parsedValue(phoneNoUsSchema, '06 12 34 56 78')).toBe('+33612345678');
    expect(PHONE_COUNTRIES_NO_US).not.toContain('US');
    expect(PHONE_COUNTRIES_NO_US).toHaveLength(9);
  });
});

describe('parseMobilePhone', () => {
  it('reads national numbers in the given default country', () => {
    expect(parseMobilePhone('0470 12 34 56', ['BE'], 'BE')).toBe('+32470123456');
    expect(parseMobilePhone('0470 12 34 56')).toBeUndefined(); // read as French by default
  });
});
