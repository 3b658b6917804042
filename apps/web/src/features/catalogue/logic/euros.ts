import { customIssue } from '@cuvee/contracts';
import { z } from 'zod';
import { parseEuros } from '../../../components/form/euros.logic.ts';

// Euros as typed ↔ cents: the form kit's rules (components/form/euros.logic.ts).
export { centsToInput, parseEuros } from '../../../components/form/euros.logic.ts';

/** A decimal number → what an input shows, with a French comma: 0.75 → '0,75'. */
export function numberToInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

/** A required price field: string in, cents out; §5 messages. */
export const eurosSchema = z.string().transform((input, ctx) => {
  if (input.trim() === '') {
    ctx.addIssue({ ...customIssue('required'), input });
    return z.NEVER;
  }
  const cents = parseEuros(input);
  if (cents === undefined) {
    ctx.addIssue({ ...customIssue('number'), input });
    return z.NEVER;
  }
  return cents;
});

/** An optional price field: '' → null (no price), else cents. */
export const optionalEurosSchema = z.string().transform((input, ctx): number | null => {
  if (input.trim() === '') return null;
  const cents = parseEuros(input);
  if (cents === undefined) {
    ctx.addIssue({ ...customIssue('number'), input });
    return z.NEVER;
  }
  return cents;
});
