/**
 * Numbers and euros written as Intl.NumberFormat writes them in French (fr-FR) and English
 * (en-GB), without Intl: the first Intl formatter of a page costs ~30 ms of ICU start-up
 * (×4 on a mid-tier phone), paid on the storefront's first render otherwise. Other locales
 * go through Intl. Tests compare both on many values (number-format.test.ts).
 */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

type Style = { group: string; decimal: string } | null;
function styleOf(locale: string): Style {
  if (locale === 'fr-FR' || locale === 'fr') return { group: NNBSP, decimal: ',' };
  if (locale === 'en-GB' || locale === 'en') return { group: ',', decimal: '.' };
  return null;
}

/** 1234567 → '1 234 567' with the locale's group separator (groups from 4 digits on). */
function grouped(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** Half away from zero at `digits` decimals, on the decimal value (1.005 → 1.01). */
function scaled(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Math.abs(value) * factor * (1 + Number.EPSILON));
}

const intl = new Map<string, Intl.NumberFormat>();
function viaIntl(key: string, locale: string, options: Intl.NumberFormatOptions, value: number) {
  let f = intl.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    intl.set(key, f);
  }
  return f.format(value);
}

/** 1.5 → '1,5' (fr-FR) / '1.5' (en-GB): up to `maxDigits` decimals, no trailing zeros. */
export function formatDecimal(value: number, locale: string, maxDigits = 2): string {
  const style = styleOf(locale);
  if (!style || !Number.isFinite(value))
    return viaIntl(`${locale}:${maxDigits}`, locale, { maximumFractionDigits: maxDigits }, value);
  const units = scaled(value, maxDigits);
  const factor = 10 ** maxDigits;
  const whole = Math.floor(units / factor);
  const fraction = String(units % factor)
    .padStart(maxDigits, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && units !== 0 ? '-' : '';
  return `${sign}${grouped(String(whole), style.group)}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/** 1290 cents → '12,90 €' (fr-FR) / '€12.90' (en-GB). */
export function formatEurosIn(cents: number, locale: string): string {
  const style = styleOf(locale);
  if (!style || !Number.isFinite(cents))
    return viaIntl(`${locale}:EUR`, locale, { style: 'currency', currency: 'EUR' }, cents / 100);
  const units = Math.round(Math.abs(cents));
  const amount = `${grouped(String(Math.floor(units / 100)), style.group)}${style.decimal}${String(units % 100).padStart(2, '0')}`;
  const sign = cents < 0 && units !== 0 ? '-' : '';
  return style.decimal === ',' ? `${sign}${amount}${NBSP}€` : `${sign}€${amount}`;
}
