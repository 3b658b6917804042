import { describe, expect, it } from 'vitest';
import { cardExpiryField, cardNumberSchema, cvvSchema, luhnValid, parseCardExpiry } from './card.fields.ts';
import { MSG } from './messages.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('cardNumberSchema', () => {
  it('accepts Luhn-valid numbers of 12 to 19 digits, spaces allowed, output digits only', () => {
    expect(parsedValue(cardNumberSchema, '4242 4242 4242 4242')).toBe('4242424242424242');
    expect(parsedValue(cardNumberSchema, '3782-822463-10005')).toBe('378282246310005'); // Amex, 15
    expect(luhnValid('79927398713')).toBe(true);
  });
  it('refuses a wrong checksum, a wrong length or letters', () => {
    for (const bad of ['4242 4242 4242 4241', '42424242424', '4242 4242 4242 424a', '0'.repeat(20)]) {
      expect(messageOf(cardNumberSchema, bad)).toBe(MSG.cardNumber);
    }
    expect(messageOf(cardNumberSchema, '  ')).toBe(MSG.required);
  });
});

describe('card expiry', () => {
  const now = () => new Date(2026, 10, 22); // 22 November 2026, local time
  const expiry = cardExpiryField(now);

  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('03/27')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('3 / 2027')).toEqual({ month: 3, year: 2027 });
  });
  it('accepts the current month and later', () => {
    expect(parsedValue(expiry, '11/26')).toEqual({ month: 11, year: 2026 });
    expect(parsedValue(expiry, '01/2030')).toEqual({ month: 1, year: 2030 });
  });
  it('refuses a past date with the "check" message', () => {
    for (const past of ['10/26', '12/25', '11/2020'])
      expect(messageOf(expiry, past)).toBe(MSG.cardExpiryPast);
  });
  it('refuses a malformed date with the "invalid" message', () => {
    for (const bad of ['13/27', '00/27', '1127', '11-27', '11/227', 'ab/cd']) {
      expect(messageOf(expiry, bad)).toBe(MSG.cardExpiryFormat);
    }
  });
  it('follows the injected clock', () => {
    expect(
      messageOf(
        cardExpiryField(() => new Date(2027, 0, 1)),
        '12/26',
      ),
    ).toBe(MSG.cardExpiryPast);
  });
});

describe('cvvSchema', () => {
  it('accepts exactly 3 digits', () => {
    expect(parsedValue(cvvSchema, ' 123 ')).toBe('123');
    for (const bad of ['12', '1234', '12a']) expect(messageOf(cvvSchema, bad)).toBe(MSG.cvv);
  });
});
