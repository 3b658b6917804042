import { bottle75, demoEan, IMG, type Input, wine, wineNutrition } from './demo-products.kit.ts';

/** Maison Seconde's champagnes (a second seller, so that a cart can hold orders from two shops). */
const champagne = (
  name: string,
  precision: string,
  ean: number,
  price: number,
  vintage: string,
  color: 'white' | 'rose' = 'white',
): Input =>
  wine({
    name,
    precision,
    type: 'champagne',
    color,
    gamme: 'Champagnes',
    tabIds: ['champagnes'],
    alcohol: 12,
    carbs: 1.5,
    sugars: 0.8,
    attributes: {
      appellation: 'Champagne',
      quality: 'aop',
      country: 'FR',
      labels: ['aoc'],
      grapeVarieties: ['Chardonnay', 'Pinot noir', 'Pinot meunier'],
    },
    visuals: [`${IMG}/champagne.webp`],
    vintages: [{ name: vintage }],
    formats: [bottle75(ean, price)],
  });

/** A second seller, so that a cart can hold orders from two shops. */
export const MAISON_SECONDE_PRODUCTS: Input[] = [
  champagne('Brut Réserve', 'Champagne brut', 101, 3200, 'NV'),
  champagne('Rosé de saignée', 'Champagne rosé', 102, 3800, 'NV', 'rose'),
  champagne('Blanc de Blancs', 'Champagne millésimé', 103, 4500, '2018'),
  {
    productType: 'bottle',
    name: 'Ratafia de Champagne',
    type: 'vdn',
    color: 'amber',
    gamme: 'Champagnes',
    tabIds: ['champagnes'],
    ingredients: 'Moût de raisin, eau-de-vie de vin',
    allergens: [],
    visuals: [`${IMG}/ratafia.webp`],
    vintages: [{ name: 'NV', alcohol: 18 }],
    nutrition: wineNutrition(18, 14, 14),
    formats: [
      {
        ean: demoEan(104),
        unity: 'Centilitre(s)',
        unityValue: 50,
        nameInShop: 'Bouteille 50 cl',
        price: 2200,
      },
    ],
  },
  {
    // A spirit (issue 25): excise per hl of pure alcohol and the CSS, both shown per line.
    productType: 'bottle',
    name: 'Marc de Champagne',
    precision: 'Eau-de-vie de marc, 40 % vol',
    type: 'spirits',
    color: 'amber',
    gamme: 'Champagnes',
    tabIds: ['champagnes'],
    ingredients: 'Eau-de-vie de marc de raisin',
    allergens: [],
    visuals: [`${IMG}/ratafia.webp`],
    vintages: [{ name: 'NV', alcohol: 40 }],
    formats: [
      {
        ean: demoEan(105),
        unity: 'Centilitre(s)',
        unityValue: 70,
        nameInShop: 'Bouteille 70 cl',
        price: 3900,
      },
    ],
  },
];
