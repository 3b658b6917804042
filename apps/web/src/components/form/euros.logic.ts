import { parseDecimal } from '@cuvee/contracts/validation/number.fields';
import { roundCents } from '@cuvee/domain/money';

/**
 * The one reading of an amount typed in euros by a person (every money input of the web goes
 * through it, by the kit's EurosField): '12,90', '12.90', '12', '1 200', '1 200,50' (a space,
 * a no-break or a narrow no-break space between thousands), '12,90 €' → cents (1290, 1290,
 * 1200, 120000, 120050, 1290). More than two decimals, a negative amount, more than a million
 * euros or anything else that is not an amount → undefined (the schema says 'Montant en euros
 * attendu').
 */
export function parseEuros(input: string): number | undefined {
  const text = input.trim().replace(/\s*€$/, '');
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

/** What a euros field holds when it is an amount above 0 (cents), else null (empty, unreadable, 0). */
export function positiveCents(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}
