/*
 * A shop's bank details (issue 24): the IBAN of ISO 13616 with its mod-97 check digits, the BIC
 * of ISO 9362, and how they are shown (the IBAN in groups of four, as banks print it).
 */

// biome-ignore format: a table of countries
/** The IBAN's length per country (SEPA countries and the usual others, ECBS / SWIFT registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21,
  LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24,
  SI: 19, SK: 24, SM: 27, VA: 22, AL: 28, AZ: 28, BA: 20, BH: 22, BR: 29, DO: 28, FO: 18,
  GE: 22, GL: 18, IL: 23, JO: 30, KW: 30, KZ: 20, LB: 28, MA: 28, MD: 24, ME: 22, MK: 19,
  MR: 27, MU: 30, PK: 24, PS: 29, QA: 29, RS: 22, SA: 24, TN: 24, TR: 26, UA: 29, AE: 23,
};

// biome-ignore format: a list of countries
/** Countries of the SEPA scheme: a transfer to their IBAN is a SEPA credit transfer. */
const SEPA = new Set([
  'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI',
  'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL',
  'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA',
]);

/** 'fr76 3000 4000 …' → 'FR7630004000…': what is stored and checked. */
export const compactIban = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

/** 'FR7630004000031234567890143' → 'FR76 3000 4000 0312 3456 7890 143'. */
export const formatIban = (value: string) =>
  compactIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit (no big integers needed). */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

export type IbanProblem = 'format' | 'length' | 'checksum';

/**
 * Why an IBAN is refused, or null when it is valid: not two letters, two digits and letters or
 * digits ('format'), not its country's length ('length'), check digits wrong ('checksum').
 */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (value: string) => ibanProblem(value) === null;

/** The IBAN's expected length in its country (for the message), when known. */
export const ibanLengthOf = (value: string) => IBAN_LENGTHS[compactIban(value).slice(0, 2)];

/** A SEPA country's IBAN: a transfer to it is a SEPA credit transfer (UNTDID 4461 code 58). */
export const isSepaIban = (value: string) => SEPA.has(compactIban(value).slice(0, 2));

/** ISO 9362: bank (4 letters), country (2 letters), location (2), branch (3, optional). */
export const compactBic = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isValidBic = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBic(value));

/** An RCS mention names the registry's town and the 9-digit SIREN: 'RCS Beaune 123 456 789'. */
export const isRcsMention = (value: string) =>
  /\p{L}{2,}/u.test(value) && /(\d\s?){9}/.test(value.replace(/[^\d\s\p{L}]/gu, ' '));
