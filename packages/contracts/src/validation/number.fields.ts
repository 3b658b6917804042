import { z } from 'zod';
import { codeIssue, customIssue, type MessageCode, msg } from './messages.ts';

// Number fields take what a form gives (a string, French decimal comma allowed) or what
// a JSON body gives (a number), and output a number.

const DECIMAL = /^([+-])?(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)?(?:[.,](\d+))?$/;

/**
 * Reads a decimal typed by a person: '12,5' and '12.5' → 12.5, '-3' → -3, ',5' → 0.5,
 * '1 234,5' (space or no-break space as thousands separator) → 1234.5. Anything else
 * (letters, exponents, two separators, empty) → undefined.
 */
export function parseDecimal(input: string): number | undefined {
  const match = DECIMAL.exec(input.trim());
  if (!match) return undefined;
  const [, sign = '', whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return undefined;
  const value = Number(`${sign}${(whole ?? '0').replace(/\D/g, '')}.${fraction ?? '0'}`);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value; // no -0
}

interface NumericRule {
  /** Only whole numbers (safe integers). */
  integer?: boolean;
  /** Message code when the value is not a number (or not an integer). */
  notNumber: MessageCode;
  /** Extra constraint on the value and its message code. */
  range?: { accepts: (value: number) => boolean; message: MessageCode };
}

/** Builds a number field: string or number in, number out; '' or missing → 'required'. */
export function numericField({ integer = false, notNumber, range }: NumericRule) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        codeIssue(issue, issue.input === undefined || issue.input === null ? 'required' : notNumber),
    })
    .transform((input, ctx) => {
      if (typeof input === 'string' && input.trim() === '') {
        ctx.addIssue({ ...customIssue('required'), input });
        return z.NEVER;
      }
      const value = typeof input === 'number' ? input : parseDecimal(input);
      if (value === undefined || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) {
        ctx.addIssue({ ...customIssue(notNumber), input });
        return z.NEVER;
      }
      if (range && !range.accepts(value)) {
        ctx.addIssue({ ...customIssue(range.message), input });
        return z.NEVER;
      }
      return value;
    });
}

/** §5 Number: an integer ('12', 12, '-3'). */
export const numberSchema = numericField({ integer: true, notNumber: 'number' });

/** §5 Number, float variant: accepts a decimal comma ('12,5' → 12.5). */
export const floatSchema = numericField({ notNumber: 'number' });

/** §5 VAT rate: a percentage above 0 and below 100 ('5,5' → 5.5). */
export const vatRateSchema = numericField({
  notNumber: 'number',
  range: { accepts: (rate) => rate > 0 && rate < 100, message: 'vatRate' },
});

/** §5 Transport fee: from 0 up to (not including) 25, in the unit the form shows. */
export const transportFeeSchema = numericField({
  notNumber: 'number',
  range: { accepts: (fee) => fee >= 0 && fee < 25, message: 'transportFee' },
});

/** §5 Member code: a whole number, not negative (it is an identifier). */
export const memberCodeSchema = numericField({
  integer: true,
  notNumber: 'memberCode',
  range: { accepts: (code) => code >= 0, message: 'memberCode' },
});

/**
 * An amount in cents as a euros field holds it (components/form EurosField): an integer;
 * null or missing → 'required'; NaN (text that is not an amount) → 'euros'; a number sent that
 * is not whole cents or is negative (a JSON body) → 'number'.
 */
export const centsSchema = z
  .number({
    error: (issue) =>
      codeIssue(issue, issue.input === undefined || issue.input === null ? 'required' : 'euros'),
  })
  .int(msg('number'))
  .nonnegative(msg('number'));
