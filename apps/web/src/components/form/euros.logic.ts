import { parseDecimal } from '@cuvee/contracts/validation/number.fields';
import { roundCents } from '@cuvee/domain/money';

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

/** Cents → what a price input shows: 1290 → '12,90', 1200 → '12,00'; null → ''. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  const euros = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${euros},${rest}`;
}

/** The euros field's text → its form value: '' → null, an amount → cents, anything else → NaN. */
export function centsFromText(text: string): number | null {
  if (text.trim() === '') return null;
  return parseEuros(text) ?? Number.NaN;
}

/** The euros field's form value → its text ('' for null or NaN). */
export const centsToText = centsToInput;
