/** Catalogue reference lists (spec §3). Labels are French first, English alongside. */
type L = { fr: string; en: string };

export const PRODUCT_TYPES = ['bottle', 'accessory', 'prestation', 'box'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, L> = {
  bottle: { fr: 'Bouteille', en: 'Bottle' },
  accessory: { fr: 'Accessoire', en: 'Accessory' },
  prestation: { fr: 'Prestation', en: 'Service' },
  box: { fr: 'Coffret', en: 'Box' },
};

export const PRODUCT_STATUSES = ['online', 'paused', 'outofstock', 'closed'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, L> = {
  online: { fr: 'En ligne', en: 'Online' },
  paused: { fr: 'En pause', en: 'Paused' },
  outofstock: { fr: 'En rupture', en: 'Out of stock' },
  closed: { fr: 'Archivé', en: 'Closed' },
};
/** What a buyer may see: an out-of-stock product is shown, not sold. */
export const BUYER_VISIBLE_STATUSES: readonly ProductStatus[] = ['online', 'outofstock'];

export const VAT_TYPES = ['standard', 'medium', 'reduced'] as const;
export type VatType = (typeof VAT_TYPES)[number];

/** Drink types (spec: wine, champagne, beer, spirits, cider, etc.). */
export const DRINK_TYPES = [
  { key: 'wine', fr: 'Vin tranquille', en: 'Still wine' },
  { key: 'sparkling', fr: 'Vin effervescent', en: 'Sparkling wine' },
  { key: 'champagne', fr: 'Champagne', en: 'Champagne' },
  { key: 'vdn', fr: 'Vin doux naturel', en: 'Fortified wine' },
  { key: 'beer', fr: 'Bière', en: 'Beer' },
  { key: 'cider', fr: 'Cidre', en: 'Cider' },
  { key: 'perry', fr: 'Poiré', en: 'Perry' },
  { key: 'mead', fr: 'Hydromel', en: 'Mead' },
  { key: 'spirits', fr: 'Spiritueux', en: 'Spirits' },
  { key: 'juice', fr: 'Jus de raisin', en: 'Grape juice' },
  { key: 'food', fr: 'Épicerie', en: 'Food' },
] as const;
export type DrinkType = (typeof DRINK_TYPES)[number]['key'];

export const COLORS = [
  { key: 'red', fr: 'Rouge', en: 'Red' },
  { key: 'white', fr: 'Blanc', en: 'White' },
  { key: 'rose', fr: 'Rosé', en: 'Rosé' },
  { key: 'orange', fr: 'Orange', en: 'Orange' },
  { key: 'amber', fr: 'Ambré', en: 'Amber' },
] as const;
export type ColorKey = (typeof COLORS)[number]['key'];

export const ACCESSORY_TYPES = [
  { key: 'glass', fr: 'Verre', en: 'Glass' },
  { key: 'corkscrew', fr: 'Tire-bouchon', en: 'Corkscrew' },
  { key: 'case', fr: 'Caisse bois', en: 'Wooden case' },
  { key: 'bag', fr: 'Sac', en: 'Bag' },
  { key: 'other', fr: 'Autre', en: 'Other' },
] as const;

export const QUALITIES = [
  { key: 'aop', fr: 'AOP', en: 'PDO' },
  { key: 'igp', fr: 'IGP', en: 'PGI' },
  { key: 'vsig', fr: 'Vin de France', en: 'Wine of France' },
] as const;

/** Labels (spec: AOC, AOP, AB, demeter, IGP, label-rouge, HVE...). */
export const LABELS = [
  { id: 'aoc', name: 'AOC' },
  { id: 'aop', name: 'AOP' },
  { id: 'igp', name: 'IGP' },
  { id: 'ab', name: 'AB — Agriculture biologique' },
  { id: 'eurofeuille', name: 'Eurofeuille' },
  { id: 'demeter', name: 'Demeter' },
  { id: 'biodyvin', name: 'Biodyvin' },
  { id: 'hve', name: 'HVE — Haute valeur environnementale' },
  { id: 'terra-vitis', name: 'Terra Vitis' },
  { id: 'vegan', name: 'Vegan' },
  { id: 'label-rouge', name: 'Label rouge' },
] as const;

/** The 14 allergens of Regulation (EU) 1169/2011 annex II. */
export const ALLERGENS = [
  { key: 'gluten', fr: 'Gluten', en: 'Gluten' },
  { key: 'crustaceans', fr: 'Crustacés', en: 'Crustaceans' },
  { key: 'eggs', fr: 'Œufs', en: 'Eggs' },
  { key: 'fish', fr: 'Poisson', en: 'Fish' },
  { key: 'peanuts', fr: 'Arachides', en: 'Peanuts' },
  { key: 'soy', fr: 'Soja', en: 'Soy' },
  { key: 'milk', fr: 'Lait', en: 'Milk' },
  { key: 'nuts', fr: 'Fruits à coque', en: 'Tree nuts' },
  { key: 'celery', fr: 'Céleri', en: 'Celery' },
  { key: 'mustard', fr: 'Moutarde', en: 'Mustard' },
  { key: 'sesame', fr: 'Sésame', en: 'Sesame' },
  { key: 'sulphites', fr: 'Sulfites', en: 'Sulphites' },
  { key: 'lupin', fr: 'Lupin', en: 'Lupin' },
  { key: 'molluscs', fr: 'Mollusques', en: 'Molluscs' },
] as const;
export type AllergenKey = (typeof ALLERGENS)[number]['key'];

export const GRAPE_VARIETIES = [
  'Cabernet franc',
  'Cabernet sauvignon',
  'Carignan',
  'Chardonnay',
  'Chenin',
  'Cinsault',
  'Clairette',
  'Gamay',
  'Grenache blanc',
  'Grenache noir',
  'Marsanne',
  'Merlot',
  'Mourvèdre',
  'Muscat',
  'Pinot meunier',
  'Pinot noir',
  'Riesling',
  'Rolle (Vermentino)',
  'Roussanne',
  'Sauvignon blanc',
  'Sémillon',
  'Syrah',
  'Viognier',
] as const;

export const CONTAINERS = [
  { key: 'bottle', fr: 'Bouteille', en: 'Bottle' },
  { key: 'magnum', fr: 'Magnum', en: 'Magnum' },
  { key: 'half', fr: 'Demi-bouteille', en: 'Half bottle' },
  { key: 'bib', fr: 'Bag-in-box', en: 'Bag-in-box' },
  { key: 'vrac', fr: 'Vrac', en: 'Bulk' },
  { key: 'can', fr: 'Canette', en: 'Can' },
  { key: 'unit', fr: 'Unité', en: 'Unit' },
] as const;

export const PACKINGS = [
  { key: 'carton6', fr: 'Carton de 6', en: 'Case of 6', quantity: 6 },
  { key: 'carton12', fr: 'Carton de 12', en: 'Case of 12', quantity: 12 },
  { key: 'caisse6', fr: 'Caisse bois de 6', en: 'Wooden case of 6', quantity: 6 },
  { key: 'unit', fr: "À l'unité", en: 'Single', quantity: 1 },
] as const;

/** Vintage names not shown on cart lines and cards (spec §9). */
export const HIDDEN_VINTAGE_NAMES = ['NV', 'Non millésimé', 'Nouveau millésime'] as const;
export function displayVintage(name: string | null | undefined): string | null {
  if (!name) return null;
  return (HIDDEN_VINTAGE_NAMES as readonly string[]).includes(name.trim()) ? null : name.trim();
}

/** The one vintage filter choice for a wine without vintage: 'NV' and 'Non millésimé' say the same (§9). */
export const NON_VINTAGE_CHOICE = 'Non millésimé';
const NON_VINTAGE_NAMES = ['nv', 'non millesime'];
const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The filter choice a vintage name falls under: 'NV' → 'Non millésimé', '2022' → '2022'. */
export function vintageChoiceOf(name: string): string {
  return NON_VINTAGE_NAMES.includes(foldName(name)) ? NON_VINTAGE_CHOICE : name.trim();
}

/** The vintage filter's choices: one per meaning, years newest first, then names. */
export function vintageChoices(names: readonly string[]): string[] {
  const choices = [...new Set(names.filter((n) => n.trim()).map(vintageChoiceOf))];
  return choices.sort((a, b) => (Number(b) || -1) - (Number(a) || -1) || a.localeCompare(b, 'fr'));
}

/** The vintage names a filter choice matches: 'Non millésimé' matches 'NV' too. */
export function vintageNamesOf(choice: string): string[] {
  return vintageChoiceOf(choice) === NON_VINTAGE_CHOICE ? ['NV', NON_VINTAGE_CHOICE] : [choice.trim()];
}

/** Product filters of §9: 'Tous les produits' and 'Autres produits' (no gamme). */
export const ALL_PRODUCTS_FILTER = 'Tous les produits';
export const OTHER_PRODUCTS_FILTER = 'Autres produits';
