import type { Elabel, ElabelNutrition } from '@cuvee/contracts';

/**
 * The EU wine e-label (Regulation (EU) 2021/2117; Commission notice C/2023/1190): ingredients
 * with allergens emphasised, and the nutrition declaration per 100 ml. Pure helpers.
 */

/** GET /v1/elabel/:gtin's label and its nutrition, as the contract declares them. */
export type { Elabel, ElabelNutrition } from '@cuvee/contracts';

export type Lang = 'fr' | 'en';

/** The GS1 Digital Link parts of the route (shared with the server's loader). */
export { gs1Request } from '@cuvee/domain/catalogue/storefront-view';

// ——— Nutrition: rounding and "<" forms of the Commission's guidance on tolerances (2012).

export const NUTRITION_ROWS = [
  { key: 'energy', indent: false },
  { key: 'fat', indent: false },
  { key: 'saturatedFat', indent: true },
  { key: 'carbohydrates', indent: false },
  { key: 'sugars', indent: true },
  { key: 'proteins', indent: false },
  { key: 'salt', indent: false },
] as const;
export type NutritionRowKey = (typeof NUTRITION_ROWS)[number]['key'];

const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };
function num(value: number, lang: Lang, digits: number): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Grams of one nutrient as the label shows them: '0,6 g', '< 0,5 g', '12 g', '< 0,01 g'. */
export function formatGrams(key: Exclude<NutritionRowKey, 'energy'>, value: number, lang: Lang): string {
  const g = (n: string) => `${n}\u00a0g`;
  if (!(value > 0)) return g('0');
  if (key === 'salt') {
    if (value <= 0.0125) return `<\u00a0${g(num(0.01, lang, 2))}`;
    return g(num(value, lang, value >= 1 ? 1 : 2));
  }
  const floor = key === 'saturatedFat' ? 0.1 : 0.5;
  if (value <= floor) return `<\u00a0${g(num(floor, lang, 1))}`;
  return g(num(value, lang, value >= 10 ? 0 : 1));
}

/** '331 kJ / 80 kcal' (whole numbers). */
export function formatEnergy(
  nutrition: Pick<ElabelNutrition, 'energyKj' | 'energyKcal'>,
  lang: Lang,
): string {
  return `${num(Math.round(nutrition.energyKj), lang, 0)}\u00a0kJ / ${num(Math.round(nutrition.energyKcal), lang, 0)}\u00a0kcal`;
}

/** The value column of the nutrition table, row by row. */
export function nutritionValue(key: NutritionRowKey, nutrition: ElabelNutrition, lang: Lang): string {
  return key === 'energy' ? formatEnergy(nutrition, lang) : formatGrams(key, nutrition[key], lang);
}

// ——— Allergens emphasised in the ingredient list (Regulation 1169/2011 art. 21; DGCCRF: in bold).

/** Words under which each allergen appears in French ingredient lists (the label itself included). */
const ALLERGEN_TERMS: Record<string, readonly string[]> = {
  sulphites: [
    'sulfites',
    'sulphites',
    'anhydride sulfureux',
    'dioxyde de soufre',
    'bisulfite',
    'métabisulfite',
  ],
  eggs: ['œuf', 'oeuf', 'ovalbumine', 'lysozyme', "blanc d'œuf", 'albumine'],
  milk: ['lait', 'caséine', 'caséinate', 'lactose'],
  fish: ['poisson', 'colle de poisson', 'ichtyocolle'],
  gluten: ['gluten', 'blé', 'orge', 'seigle', 'avoine', 'épeautre'],
  nuts: ['fruits à coque', 'amande', 'noisette', 'noix', 'pistache'],
  soy: ['soja'],
  peanuts: ['arachide', 'cacahuète'],
  celery: ['céleri'],
  mustard: ['moutarde'],
  sesame: ['sésame'],
  lupin: ['lupin'],
  crustaceans: ['crustacé'],
  molluscs: ['mollusque'],
};

export type Segment = { text: string; allergen: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ingredient text cut into plain and allergen segments, and the declared allergens the
 * text does not name (they are then listed after it, also emphasised).
 */
export function emphasiseAllergens(
  text: string | null,
  allergens: readonly { key: string; fr: string; en: string }[],
): { segments: Segment[]; unnamed: { key: string; fr: string; en: string }[] } {
  if (!text) return { segments: [], unnamed: [...allergens] };
  const termsOf = (a: { key: string; fr: string; en: string }) => [
    ...new Set([...(ALLERGEN_TERMS[a.key] ?? []), a.fr, a.en].map((s) => s.toLowerCase())),
  ];
  const terms = allergens.flatMap((a) => termsOf(a).map((term) => ({ term, key: a.key })));
  if (terms.length === 0) return { segments: [{ text, allergen: false }], unnamed: [] };
  terms.sort((x, y) => y.term.length - x.term.length);
  const pattern = new RegExp(
    `(?<![\\p{L}])(${terms.map((t) => `${escapeRegExp(t.term)}(?:s|x)?`).join('|')})(?![\\p{L}])`,
    'giu',
  );
  const segments: Segment[] = [];
  const found = new Set<string>();
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), allergen: false });
    segments.push({ text: match[0], allergen: true });
    const lower = match[0].toLowerCase();
    const hit = terms.find((t) => lower === t.term || lower.startsWith(t.term));
    if (hit) found.add(hit.key);
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), allergen: false });
  return { segments, unnamed: allergens.filter((a) => !found.has(a.key)) };
}

/** A format's contents on the label: '75 cl', '1,5 L', '50 cl'. */
export function contentsLabel(format: Elabel['format'], lang: Lang): string | null {
  const v = format.unityValue;
  if (!(v > 0)) return null;
  switch (format.unity) {
    case 'Litre(s)':
      return v < 1 ? `${num(v * 100, lang, 1)}\u00a0cl` : `${num(v, lang, 2)}\u00a0L`;
    case 'Centilitre(s)':
      return `${num(v, lang, 1)}\u00a0cl`;
    case 'Millilitre(s)':
      return `${num(v, lang, 0)}\u00a0ml`;
    case 'Hectolitre(s)':
      return `${num(v, lang, 2)}\u00a0hL`;
    default:
      return null;
  }
}

/** '14 % vol.' (French typography) or '14% vol.' */
export function alcoholLabel(percent: number, lang: Lang): string {
  const n = num(percent, lang, 1);
  return lang === 'fr' ? `${n}\u202f% vol.` : `${n}% vol.`;
}
