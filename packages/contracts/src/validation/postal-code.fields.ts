import { z } from 'zod';
import { msg } from './messages.ts';
import { optional } from './optional.ts';

/**
 * Exact formats for the countries the shop mostly ships to (after normalisation: trimmed,
 * upper-case, single spaces). Other countries get the generic check.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  FR: /^\d{5}$/,
  MC: /^980\d{2}$/,
  BE: /^\d{4}$/,
  LU: /^(?:L-?)?\d{4}$/,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(?:-\d{4})?$/,
};

/** 2 to 10 letters, digits, spaces or dashes, starting and ending with a letter or digit, with a digit. */
const GENERIC_POSTAL_CODE = /^(?=.*\d)[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

/** ' sw1a  1aa ' → 'SW1A 1AA'. */
export function normalizePostalCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Checks a postal code against its country's format when known, else the generic one. */
export function isValidPostalCode(code: string, country?: string): boolean {
  const normalized = normalizePostalCode(code);
  const pattern = country ? POSTAL_CODE_PATTERNS[country.trim().toUpperCase()] : undefined;
  return (pattern ?? GENERIC_POSTAL_CODE).test(normalized);
}

/**
 * §5 Postal code for a country (ISO 3166-1 alpha-2, e.g. 'FR' → exactly 5 digits), or any
 * country when omitted. Optional: '' and missing give undefined. Output normalised.
 */
export function postalCodeFor(country?: string) {
  return optional(
    z
      .string(msg('postalCode'))
      .overwrite(normalizePostalCode)
      .refine((code) => isValidPostalCode(code, country), msg('postalCode')),
  );
}

/** §5 Postal code, any country, optional. */
export const postalCodeSchema = postalCodeFor();
