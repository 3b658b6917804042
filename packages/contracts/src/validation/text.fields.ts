import { z } from 'zod';
import { codeIssue, type MessageCode, msg } from './messages.ts';

// Every field schema here is required: a missing or blank value gets the 'required' code (or the
// code given); a value of another type gets zod's own (French) type message. Wrap with `optional()` for optional fields.
// Format checks sit behind `.pipe()`, which stops at the required check's issue: a blank
// field shows one message. (`abort: true` would do the same but also silences the
// cross-field refinements of any object the field sits in.)

/** Trimmed string refusing missing or blank values with the message of `code`. */
export function requiredStringWith(code: MessageCode) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? codeIssue(issue, code) : undefined,
    })
    .trim()
    .min(1, msg(code));
}

/** §5 Required: trimmed, not empty. */
export const requiredString = requiredStringWith('required');

export const EMAIL_MAX_LENGTH = 254;
/** §5 Email: trimmed, lower-cased, valid address, at most 254 characters (RFC 5321's path). */
export const emailSchema = requiredString
  .max(EMAIL_MAX_LENGTH, msg('tooLong', { max: EMAIL_MAX_LENGTH }))
  .toLowerCase()
  .pipe(z.email(msg('email')));

export const PERSON_NAME_MAX_LENGTH = 100;
/** A first or last name: required, at most 100 characters (decision 0026: every text is bounded). */
export const personNameSchema = requiredString.max(
  PERSON_NAME_MAX_LENGTH,
  msg('tooLong', { max: PERSON_NAME_MAX_LENGTH }),
);

export const COUNTER_MAX_LENGTH = 50;
/** §5 Counter: a text of at most 50 characters (after trimming). */
export const counterSchema = requiredString.max(COUNTER_MAX_LENGTH, msg('counter'));

/** §5 Url: absolute http(s) URL with a real domain ('www.site.fr' without protocol is refused). */
export const urlSchema = requiredString.pipe(z.httpUrl(msg('url')));

/** §5 Link: a URL segment made only of ASCII letters, digits, _ % and -. */
export const linkSchema = requiredString.pipe(z.string().regex(/^[A-Za-z0-9_%-]+$/, msg('link')));

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** §5 String: at least 2 characters, one of them a letter. */
export const stringSchema = requiredString.pipe(
  z.string().refine((text) => text.length >= 2 && hasLetter(text), msg('string')),
);

export const USERNAME_MAX_LENGTH = 49;
/** §5 Username: letters (accents included) and spaces only, fewer than 50 characters. */
export const usernameSchema = requiredString
  .normalize('NFC')
  .pipe(
    z
      .string()
      .refine(
        (name) => name.length <= USERNAME_MAX_LENGTH && /^[\p{L}\p{M} ]+$/u.test(name),
        msg('username'),
      ),
  );

export const PASSWORD_MIN_LENGTH = 5;
/** The longest password accepted, as at sign-in: hashing an unbounded text costs the server. */
export const PASSWORD_MAX_LENGTH = 200;
/**
 * §5 Password: at least 5 characters with an uppercase and a lowercase letter. Not trimmed.
 * The spec's rule says "at least 5"; its message says "plus de 5": the rule wins.
 */
export const passwordSchema = z
  .string(msg('required'))
  .min(1, msg('required'))
  .max(PASSWORD_MAX_LENGTH, msg('tooLong', { max: PASSWORD_MAX_LENGTH }))
  .pipe(
    z
      .string()
      .refine(
        (password) =>
          [...password].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
        msg('password'),
      ),
  );

export const DESCRIPTION_MIN_LENGTH = 11;
export const DESCRIPTION_MAX_LENGTH = 5000;
/** §5 Description: more than 10 and at most 5000 characters (after trimming). */
export const descriptionSchema = requiredString.pipe(
  z
    .string()
    .refine(
      (text) => text.length >= DESCRIPTION_MIN_LENGTH && text.length <= DESCRIPTION_MAX_LENGTH,
      msg('description'),
    ),
);

export const PROMO_CODE_MAX_LENGTH = 15;
/** §5 Promo code: at most 15 characters (after trimming). Case is kept. */
export const promoCodeSchema = requiredString.max(PROMO_CODE_MAX_LENGTH, msg('promoCode'));

/**
 * §5 VAT number: at least 2 characters with a letter. Normalised to the compact upper-case
 * form used by VIES and on invoices: 'fr 12 345.678-901' → 'FR12345678901'.
 */
export const vatNumberSchema = z
  .string(msg('required'))
  .overwrite((text) => text.replace(/[\s.-]/g, '').toUpperCase())
  .min(1, msg('required'))
  .pipe(z.string().refine((text) => text.length >= 2 && hasLetter(text), msg('vatNumber')));
