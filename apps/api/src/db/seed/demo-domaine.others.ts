import { demoEan, IMG, type Input } from './demo-products.kit.ts';

/** Domaine Démo's other products: a grape juice, accessories, a tasting visit, and its boxes. */
export const DOMAINE_DEMO_OTHERS: Input[] = [
  {
    productType: 'bottle',
    name: 'Jus de raisin',
    precision: 'Pur jus de grenache',
    type: 'juice',
    color: 'red',
    tabIds: ['vins'],
    position: 16,
    ingredients: 'Jus de raisin',
    allergens: [],
    visuals: [`${IMG}/rouge.webp`],
    vintages: [{ name: '2024', alcohol: 0 }],
    nutrition: {
      energyKj: 280,
      energyKcal: 66,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 16,
      sugars: 16,
      proteins: 0.3,
      salt: 0.01,
    },
    vatType: 'reduced',
    formats: [
      {
        ean: demoEan(19),
        type: 'bottle',
        unity: 'Litre(s)',
        unityValue: 1,
        nameInShop: 'Bouteille 1 L',
        price: 450,
      },
    ],
  },
  {
    productType: 'accessory',
    name: 'Verre de dégustation gravé',
    type: 'food',
    tabIds: [],
    position: 17,
    visuals: [`${IMG}/verre.webp`],
    formats: [
      {
        ean: demoEan(20),
        type: 'custom',
        unity: 'Gramme(s)',
        unityValue: 180,
        showUnityValue: false,
        nameInShop: "À l'unité",
        price: 600,
        discountPrice: { '6': 500 },
      },
    ],
  },
  {
    productType: 'accessory',
    name: 'Tire-bouchon sommelier',
    tabIds: [],
    position: 18,
    visuals: [`${IMG}/tire-bouchon.webp`],
    formats: [
      {
        ean: demoEan(21),
        type: 'custom',
        unity: 'Gramme(s)',
        unityValue: 90,
        showUnityValue: false,
        nameInShop: "À l'unité",
        price: 1200,
      },
    ],
  },
  {
    productType: 'prestation',
    name: 'Visite et dégustation au domaine',
    tabIds: ['visites'],
    position: 19,
    vatType: 'medium',
    visuals: [`${IMG}/visite.webp`],
    description: 'Une heure trente dans les vignes et au chai, puis dégustation de six vins.',
    formats: [
      {
        type: 'custom',
        unity: 'Gramme(s)',
        unityValue: 1,
        showUnityValue: false,
        nameInShop: 'Par personne',
        price: 1500,
      },
    ],
  },
];

/** Boxes refer to products by name; the seed resolves their ids. */
export const DOMAINE_DEMO_BOXES: (Omit<Input, 'box'> & {
  box: { mode: 'fixed' | 'builder'; slots: number; items: { name: string; quantity: number }[] };
})[] = [
  {
    productType: 'box',
    name: 'Coffret découverte',
    precision: '3 bouteilles : rouge, blanc, rosé',
    gamme: 'Coffrets',
    tabIds: ['coffrets'],
    position: 20,
    visuals: [`${IMG}/coffret.webp`],
    formats: [
      {
        ean: demoEan(22),
        type: 'packing',
        unity: 'Litre(s)',
        unityValue: 2.25,
        nameInShop: 'Coffret 3 × 75 cl',
        price: 3200,
      },
    ],
    box: {
      mode: 'fixed',
      slots: 3,
      items: [
        { name: 'Les Galets Rouge', quantity: 1 },
        { name: 'Les Galets Blanc', quantity: 1 },
        { name: 'Les Galets Rosé', quantity: 1 },
      ],
    },
  },
  {
    productType: 'box',
    name: 'Coffret à composer',
    precision: 'Choisissez 6 bouteilles',
    gamme: 'Coffrets',
    tabIds: ['coffrets'],
    position: 21,
    visuals: [`${IMG}/coffret.webp`],
    formats: [
      {
        ean: demoEan(23),
        type: 'packing',
        unity: 'Litre(s)',
        unityValue: 4.5,
        nameInShop: 'Caisse bois 6 × 75 cl',
        price: 6900,
      },
    ],
    box: {
      mode: 'builder',
      slots: 6,
      items: [
        'Les Galets Rouge',
        'Cuvée Prestige Rouge',
        'Les Galets Blanc',
        'Cuvée Prestige Blanc',
        'Les Galets Rosé',
        'Bulles de Démo',
      ].map((name) => ({ name, quantity: 1 })),
    },
  },
];
