import { MSG, parseDecimal } from '@cuvee/contracts';
import { roundCents } from '@cuvee/domain';
import { z } from 'zod';

/**
 * Reads a price typed in euros, the French way: '12,90', '12.90', '12', '1 234,5', '12,90 €'
 * → cents (1290, 1290, 1200, 123450, 1290). More than two decimals, a negative amount or
 * anything else that is not an amount → undefined.
 */
export function parseEuros(input: string): number | undefined {
  const text = input.replace(/€/g, '').trim();
  if (!/^[^.,]*([.,]\d{0,2})?$/.test(text)) return undefined;
  const value = parseDecimal(text);
  if (value === undefined || value < 0 || value > 1_000_000) return undefined;
  return roundCents(value * 100);
}

/** Cents → what the price input shows: 1290 → '12,90', 1200 → '12,00'; null → ''. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const euros = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${euros},${rest}`;
}

/** A decimal number → what an input shows, with a French comma: 0.75 → '0,75'. */
export function numberToInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

/** A required price field: string in, cents out; §5 messages. */
export const eurosSchema = z.string().transform((input, ctx) => {
  if (input.trim() === '') {
    ctx.addIssue({ code: 'custom', message: MSG.required, input });
    return z.NEVER;
  }
  const cents = parseEuros(input);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: MSG.number, input });
    return z.NEVER;
  }
  return cents;
});

/** An optional price field: '' → null (no price), else cents. */
export const optionalEurosSchema = z.string().transform((input, ctx): number | null => {
  if (input.trim() === '') return null;
  const cents = parseEuros(input);
  if (cents === undefined) {
    ctx.addIssue({ code: 'custom', message: MSG.number, input });
    return z.NEVER;
  }
  return cents;
});
