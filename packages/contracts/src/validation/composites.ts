import { z } from 'zod';
import { MSG, msg } from './messages.ts';
import { optional } from './optional.ts';
import { phoneSchema } from './phone.fields.ts';
import { isValidPostalCode, normalizePostalCode } from './postal-code.fields.ts';
import { emailSchema, requiredStringWith } from './text.fields.ts';

/** The longest text of an address or contact line (decision 0026: every stored text is bounded). */
export const ADDRESS_TEXT_MAX_LENGTH = 200;
const bounded = msg('tooLong', { max: ADDRESS_TEXT_MAX_LENGTH });
/** A free optional text: trimmed, '' → undefined, at most 200 characters. */
const optionalText = optional(z.string().trim().max(ADDRESS_TEXT_MAX_LENGTH, bounded));
const requiredText = (code: Parameters<typeof requiredStringWith>[0]) =>
  requiredStringWith(code).max(ADDRESS_TEXT_MAX_LENGTH, bounded);

/** ISO 3166-1 alpha-2 country code, upper-cased ('fr' → 'FR'). */
export const countryCodeSchema = z
  .string(msg('countryRequired'))
  .trim()
  .toUpperCase()
  .min(1, msg('countryRequired'))
  .pipe(z.string().regex(/^[A-Z]{2}$/, msg('countryCode')));

/**
 * §3 Address with the §5 required fields (first name, last name, street, zipcode, city,
 * country, each with its 'Veuillez renseigner …' message). The zipcode must match the
 * country's format when known (FR: 5 digits), else the generic one; it is checked even
 * when other fields fail, so a form shows every error at once.
 */
export const addressSchema = z
  .object({
    title: optionalText,
    name: optionalText,
    firstname: requiredText('firstnameRequired'),
    lastname: requiredText('lastnameRequired'),
    street: requiredText('streetRequired'),
    street2: optionalText,
    zipcode: requiredText('zipcodeRequired').overwrite(normalizePostalCode),
    city: requiredText('cityRequired'),
    country: countryCodeSchema,
    county: optionalText,
    state: optionalText,
    stateCode: optionalText,
    exciseNumber: optionalText,
    highMountain: z.boolean().optional(),
    phone: optional(phoneSchema),
    email: optional(emailSchema),
  })
  .refine((address) => isValidPostalCode(address.zipcode, address.country), {
    ...msg('postalCode'),
    path: ['zipcode'],
    // Not when the address is not an object at all: there is no zipcode to read.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => ['zipcode', 'country'].includes(String(issue.path?.[0]))),
  });

export type AddressInput = z.input<typeof addressSchema>;
export type AddressOutput = z.output<typeof addressSchema>;

/** SIRET: 14 digits (spaces allowed when typed, removed in the output). */
export const siretSchema = z
  .string(msg('siret'))
  .overwrite((text) => text.replace(/\s/g, ''))
  .regex(/^\d{14}$/, msg('siret'));

/** A SIRET splits into SIREN (the company, first 9 digits) and NIC (the establishment, last 5). */
export function splitSiret(siret: string): { siren: string; nic: string } | undefined {
  const digits = siret.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits)) return undefined;
  return { siren: digits.slice(0, 9), nic: digits.slice(9) };
}

/** §3 Contact. Required: last name, first name, email; the rest optional. */
export const contactSchema = z.object({
  civility: optionalText,
  lastname: requiredText('lastnameRequired'),
  firstname: requiredText('firstnameRequired'),
  email: emailSchema,
  phone: optional(phoneSchema),
  siteName: optionalText,
  registrationNumber: optionalText,
  businessName: optionalText,
  company: optionalText,
  siret: optional(siretSchema),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;

/**
 * §5 Email recipient list: at least one address, each valid (issue on its index), output
 * lower-cased and without duplicates (first occurrence kept).
 */
export const emailRecipientsSchema = z
  .array(emailSchema, msg('emailRecipientsRequired'))
  .min(1, msg('emailRecipientsRequired'))
  .transform((emails) => [...new Set(emails)]);

/**
 * The recipients input's Enter/Tab step: adds `typed` to `list` if it is a valid address
 * not already there (case-insensitive). Invalid → same list and MSG.email. Blank input or
 * duplicate → the same list object, no error. Added addresses are trimmed and lower-cased.
 */
export function addRecipient(list: string[], typed: string): { list: string[]; error?: string } {
  if (typed.trim() === '') return { list };
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return { list, error: MSG.email };
  const email = parsed.data;
  if (list.some((existing) => existing.trim().toLowerCase() === email)) return { list };
  return { list: [...list, email] };
}

/** §5 Terms of use must be accepted (checkbox value true). */
export const termsAcceptedSchema = z.literal(true, msg('termsRequired'));

/** §5 Adult certification must be given (checkbox value true). */
export const adultCertificationSchema = z.literal(true, msg('adultCertificationRequired'));
