import type { StoreFormat, StoreProduct } from '@cuvee/contracts';
import { COLORS, CONTAINERS, DRINK_TYPES, LABELS, QUALITIES } from '@cuvee/domain/catalogue/reference';
import { formatEuros } from '@cuvee/domain/money';
import { formatDecimal } from '@cuvee/domain/number-format';

export type Lang = 'fr' | 'en';
const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };
/** French typography: a narrow no-break space before '%' and in '14 % vol.'. */
const NNBSP = '\u202f';

/** 1,5 in French, 1.5 in English; up to `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, lang: Lang, digits = 2): string {
  return formatDecimal(value, LOCALE[lang], digits);
}

/** '12,90 €' in French, '€12.90' in English. */
export function formatPrice(cents: number, lang: Lang): string {
  return formatEuros(cents, LOCALE[lang]);
}

/** '14 % vol.' (French) or '14% vol.' */
export function formatAlcohol(percent: number, lang: Lang): string {
  const n = formatNumber(percent, lang, 1);
  return lang === 'fr' ? `${n}${NNBSP}% vol.` : `${n}% vol.`;
}

/** A format's contents: '75 cl', '1,5 L', '3 L', '50 cl', '180 g'; null when the shop hides it. */
export function volumeLabel(
  format: Pick<StoreFormat, 'unity' | 'unityValue' | 'showUnityValue'>,
  lang: Lang,
): string | null {
  if (!format.showUnityValue || !(format.unityValue > 0)) return null;
  const n = (v: number) => formatNumber(v, lang, 2);
  switch (format.unity) {
    case 'Litre(s)':
      return format.unityValue < 1 ? `${n(format.unityValue * 100)} cl` : `${n(format.unityValue)} L`;
    case 'Centilitre(s)':
      return format.unityValue >= 100 ? `${n(format.unityValue / 100)} L` : `${n(format.unityValue)} cl`;
    case 'Millilitre(s)':
      return `${n(format.unityValue)} ml`;
    case 'Hectolitre(s)':
      return `${n(format.unityValue)} hL`;
    case 'Gramme(s)':
      return format.unityValue >= 1000 ? `${n(format.unityValue / 1000)} kg` : `${n(format.unityValue)} g`;
    default:
      return `${n(format.unityValue)} ${format.unity}`;
  }
}

/** The name of a format in a list: its shop name, else 'Bouteille 75 cl'. */
export function formatName(format: StoreFormat, lang: Lang): string {
  if (format.nameInShop) return format.nameInShop;
  const container = CONTAINERS.find((c) => c.key === format.container)?.[lang];
  return (
    [container, volumeLabel(format, lang)].filter(Boolean).join(' ') || (lang === 'fr' ? 'Unité' : 'Unit')
  );
}

const lookup = (list: readonly { key: string; fr: string; en: string }[], key: string | null, lang: Lang) =>
  key ? (list.find((x) => x.key === key)?.[lang] ?? key) : null;

export const colorName = (key: string | null, lang: Lang) => lookup(COLORS, key, lang);
export const typeName = (key: string | null, lang: Lang) => lookup(DRINK_TYPES, key, lang);
export const qualityName = (key: string | null, lang: Lang) => lookup(QUALITIES, key, lang);
export const labelName = (id: string) => LABELS.find((l) => l.id === id)?.name ?? id;

/** The swatch of a wine colour on cards and filters. */
export const COLOR_SWATCH: Record<string, string> = {
  red: '#7b1e3a',
  white: '#e8d9a0',
  rose: '#f2a7a0',
  orange: '#e59a4f',
  amber: '#c98b2b',
};

/** The vintage a card shows: the first one with a displayable name (NV… are not shown, §9). */
export function cardVintage(product: Pick<StoreProduct, 'vintages'>): string | null {
  return product.vintages.find((v) => v.displayName)?.displayName ?? null;
}

/** The format a card prices: the first priced one, else the first. */
export function leadFormat(product: Pick<StoreProduct, 'formats'>): StoreFormat | null {
  return product.formats.find((f) => f.price) ?? product.formats[0] ?? null;
}

/** '123 456 789 00017' */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(digits)) return siret;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

const COUNTRY_NAMES: Record<string, Record<Lang, string>> = {
  FR: { fr: 'France', en: 'France' },
  BE: { fr: 'Belgique', en: 'Belgium' },
  CH: { fr: 'Suisse', en: 'Switzerland' },
  IT: { fr: 'Italie', en: 'Italy' },
  ES: { fr: 'Espagne', en: 'Spain' },
  DE: { fr: 'Allemagne', en: 'Germany' },
  LU: { fr: 'Luxembourg', en: 'Luxembourg' },
  PT: { fr: 'Portugal', en: 'Portugal' },
};
export function countryName(code: string | null | undefined, lang: Lang): string | null {
  if (!code) return null;
  return COUNTRY_NAMES[code.toUpperCase()]?.[lang] ?? code;
}
