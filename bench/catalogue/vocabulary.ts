/** The words, tabs and formats the catalogue generator draws from (generate.ts). */
import type { Unity } from '@cuvee/domain';
import type { StoredTab } from '../../apps/api/src/modules/shops/shops.table.ts';

export const TABS: StoredTab[] = [
  {
    id: 'vins',
    name: 'Nos vins',
    children: [
      { id: 'rouges', name: 'Rouges' },
      { id: 'blancs', name: 'Blancs' },
      { id: 'roses', name: 'Rosés' },
    ],
  },
  { id: 'bulles', name: 'Bulles', children: [] },
  { id: 'coffrets', name: 'Coffrets', children: [] },
  { id: 'accessoires', name: 'Accessoires', children: [] },
  { id: 'visites', name: 'Visites', children: [] },
];
export const COLOR_TAB: Record<string, string> = { red: 'rouges', white: 'blancs', rose: 'roses' };
export const COLOR_WORD: Record<string, string> = {
  red: 'Rouge',
  white: 'Blanc',
  rose: 'Rosé',
  orange: 'Orange',
  amber: 'Ambré',
};

export const ESTATES = ['Château', 'Domaine', 'Clos', 'Mas', 'Cuvée', 'Les Terrasses de', 'Cave'];
export const PLACES = [
  'des Galets',
  'du Moulin',
  'Saint-Jean',
  'de la Garrigue',
  'des Cailloux',
  'Belle-Vue',
  'du Prieuré',
  'des Oliviers',
  'de la Source',
  'les Combes',
  'Sainte-Anne',
  'du Pigeonnier',
  'des Crayères',
  'la Colline',
  'de Fontfroide',
  'les Lauzes',
];
export const PRECISIONS = [
  'Vieilles vignes',
  'Élevé en fût',
  'Sans sulfites ajoutés',
  'Cuvée du patron',
  'Parcelle nord',
  'Fût de chêne',
  'Tradition',
  'Réserve',
];
export const APPELLATIONS = [
  'Costières de Nîmes',
  'Côtes du Rhône',
  'Languedoc',
  'Pic Saint-Loup',
  'Bordeaux Supérieur',
  'Saumur-Champigny',
  'Crémant de Loire',
  'Champagne',
  'Pays d’Oc',
  'Vin de France',
];
export const GAMMES = ['Tradition', 'Prestige', 'Les Parcellaires', 'Grands Vins'];
export const SENTENCES = [
  'Un vin de caractère, issu de vignes de plus de quarante ans sur galets roulés.',
  'Vendanges manuelles, égrappage total et cuvaison longue en cuve béton.',
  'Nez de fruits noirs et d’épices douces, bouche ample aux tanins soyeux.',
  'À servir autour de 16 °C sur une viande grillée ou un fromage affiné.',
  'Fraîcheur et tension, sur les agrumes et les fleurs blanches.',
  'Élevage de douze mois en barriques de deux vins, sans collage ni filtration.',
  'Un rosé de pressurage direct, pâle et croquant, pour l’apéritif.',
  'Garde : cinq à dix ans en cave fraîche.',
];
export const INGREDIENTS =
  'Raisins, conservateur : anhydride sulfureux (sulfites), régulateur d’acidité : acide tartrique';

export type FormatTemplate = {
  type: string;
  unity: Unity;
  unityValue: number;
  container: string | null;
  nameInShop: string | null;
  priceFactor: number;
  weight: number | null;
};
export const BOTTLE: FormatTemplate = {
  type: 'bottle',
  unity: 'Litre(s)',
  unityValue: 0.75,
  container: 'bottle',
  nameInShop: null,
  priceFactor: 1,
  weight: 1.3,
};
export const EXTRA_FORMATS: FormatTemplate[] = [
  {
    type: 'bottle',
    unity: 'Litre(s)',
    unityValue: 1.5,
    container: 'magnum',
    nameInShop: 'Magnum 1,5 L',
    priceFactor: 2.2,
    weight: 2.6,
  },
  {
    type: 'bottle',
    unity: 'Centilitre(s)',
    unityValue: 37.5,
    container: 'half',
    nameInShop: 'Demi-bouteille',
    priceFactor: 0.6,
    weight: 0.7,
  },
  {
    type: 'bib',
    unity: 'Litre(s)',
    unityValue: 3,
    container: 'bib',
    nameInShop: 'Bag-in-box 3 L',
    priceFactor: 2.8,
    weight: 3.3,
  },
  {
    type: 'packing',
    unity: 'Litre(s)',
    unityValue: 4.5,
    container: 'case',
    nameInShop: 'Caisse 6 × 75 cl',
    priceFactor: 5.6,
    weight: 8,
  },
];
