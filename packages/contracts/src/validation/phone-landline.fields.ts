import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { customIssue, msg } from './messages.ts';
import { PHONE_COUNTRIES, parseMobilePhone } from './phone.fields.ts';

/*
 * A client record's phone (spec §3 Contact): most cavistes and restaurants answer on a
 * landline, so a record takes a landline as well as a mobile of the §5 countries. The §5 mobile
 * rule stays where a mobile is needed: the delivery contact (orders' and client delivery
 * addresses, phone.fields.ts). Its own file: the full metadata ("max" build) is heavier than the
 * mobile one, and only the back office's client screens and the API load it.
 */

/** Parses a landline or a mobile of one of `countries` into E.164 ('+33123456789'). */
export function parseContactPhone(
  input: string,
  countries: readonly CountryCode[] = PHONE_COUNTRIES,
  defaultCountry: CountryCode = 'FR',
): string | undefined {
  const phone = parsePhoneNumberFromString(input.trim(), { defaultCountry, extract: false });
  if (!phone?.country || !countries.includes(phone.country) || !phone.isValid()) return undefined;
  return phone.number;
}

/** Whether an E.164 number of the §5 countries is a mobile (the delivery contact's rule). */
export const isMobilePhone = (e164: string) => parseMobilePhone(e164) !== undefined;

/** §3 Contact phone of a client record: a landline or a mobile, output in E.164; §5 message. */
export const contactPhoneSchema = z
  .string(msg('required'))
  .trim()
  .min(1, msg('required'))
  .transform((input, ctx) => {
    const e164 = parseContactPhone(input);
    if (e164 === undefined) {
      ctx.addIssue({ ...customIssue('phone'), input });
      return z.NEVER;
    }
    return e164;
  });
