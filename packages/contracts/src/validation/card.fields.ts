import { z } from 'zod';
import { customIssue, msg } from './messages.ts';

/** Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** §5 Card number: 12 to 19 digits (spaces or dashes allowed) passing Luhn; outputs digits only. */
export const cardNumberSchema = z
  .string(msg('required'))
  .overwrite((text) => text.replace(/[\s-]/g, ''))
  .min(1, msg('required'))
  .pipe(z.string().refine((digits) => /^\d{12,19}$/.test(digits) && luhnValid(digits), msg('cardNumber')));

export interface CardExpiry {
  /** 1 to 12. */
  month: number;
  /** Four digits. */
  year: number;
}

const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** Reads 'MM/YY' or 'MM/YYYY' (also 'M/YY', spaces around '/'); undefined if malformed. */
export function parseCardExpiry(input: string): CardExpiry | undefined {
  const match = EXPIRY.exec(input.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const typedYear = match[2] ?? '';
  const year = typedYear.length === 2 ? 2000 + Number(typedYear) : Number(typedYear);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month (in the clock's local time). */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

/**
 * §5 Card expiry with an injectable clock (tests, server time). Malformed →
 * "Date d'expiration invalide"; in the past → "Veuillez verifier votre date d'expiration".
 */
export function cardExpiryField(now: () => Date = () => new Date()) {
  return z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .transform((input, ctx): CardExpiry => {
      const expiry = parseCardExpiry(input);
      if (expiry === undefined) {
        ctx.addIssue({ ...customIssue('cardExpiryFormat'), input });
        return z.NEVER;
      }
      if (isCardExpired(expiry, now())) {
        ctx.addIssue({ ...customIssue('cardExpiryPast'), input });
        return z.NEVER;
      }
      return expiry;
    });
}

/** §5 Card expiry against the real clock; outputs { month, year }. */
export const cardExpirySchema = cardExpiryField();

/** §5 CVV: exactly 3 digits. */
export const cvvSchema = z
  .string(msg('required'))
  .trim()
  .min(1, msg('required'))
  .pipe(z.string().regex(/^\d{3}$/, msg('cvv')));
