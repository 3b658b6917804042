/** The descriptive fields of a generated product of each type (generate.ts inserts them). */
import type { Nutrition } from '@cuvee/contracts';
import type { ProductType } from '@cuvee/domain';
import { energyPer100ml, GRAPE_VARIETIES } from '@cuvee/domain';
import type { ProductRow, StoredVintage } from '../../apps/api/src/modules/products/products.table.ts';
import type { Rng } from './random.ts';
import {
  APPELLATIONS,
  BOTTLE,
  COLOR_TAB,
  COLOR_WORD,
  ESTATES,
  type FormatTemplate,
  GAMMES,
  INGREDIENTS,
  PLACES,
  PRECISIONS,
  SENTENCES,
} from './vocabulary.ts';

export type Described = {
  name: string;
  precision: string | null;
  appellation: string | null;
  grapes: string[];
  basePrice: number;
  firstFormat: FormatTemplate;
  fields: Omit<
    ProductRow,
    | 'id'
    | 'shopId'
    | 'slug'
    | 'productType'
    | 'status'
    | 'position'
    | 'name'
    | 'precision'
    | 'searchText'
    | 'createdAt'
    | 'fiscalIdentity'
    | 'updatedAt'
  >;
};

/** The descriptive fields of one product of a type. */
export function describe(
  rng: Rng,
  productType: ProductType,
  index: number,
  bottleIds: string[],
  newId: () => string,
): Described {
  const description = rng.chance(0.8)
    ? rng.sample(SENTENCES, rng.int(1, 3)).join(' ')
    : (null as string | null);
  const common = {
    description,
    vatType: 'standard' as const,
    packing: {},
    isWrapped: false,
    wrappingPrice: 0,
    ingredients: null as string | null,
    allergens: [] as string[],
    nutrition: null as Nutrition | null,
    vintages: [] as StoredVintage[],
    box: null as ProductRow['box'],
    attributes: {} as Record<string, unknown>,
    visuals: [`/uploads/bench/${productType}-${index % 40}.webp`],
  };
  if (productType === 'bottle') {
    const type = rng.weighted({
      wine: 80,
      sparkling: 8,
      champagne: 4,
      vdn: 3,
      spirits: 2,
      beer: 1,
      cider: 1,
      juice: 1,
    });
    const isWine = ['wine', 'sparkling', 'champagne', 'vdn'].includes(type);
    const color = !isWine
      ? null
      : type === 'wine' || type === 'vdn'
        ? rng.weighted({ red: 45, white: 28, rose: 20, orange: 4, amber: 3 })
        : rng.weighted({ white: 75, rose: 25 });
    const alcohol =
      type === 'spirits' ? 40 : type === 'beer' || type === 'cider' ? 5.5 : rng.int(115, 150) / 10;
    const vintages: StoredVintage[] =
      type === 'sparkling' || type === 'champagne' || !isWine
        ? [{ id: newId(), name: 'NV', alcohol, lots: [], legal: {} }]
        : rng
            .sample([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023], rng.int(1, 3))
            .sort((a, b) => b - a)
            .map((year) => ({
              id: newId(),
              name: String(year),
              alcohol,
              lots: rng.chance(0.3) ? [`L${year}-${rng.int(1, 9)}`] : [],
              legal: { typeDA: 'DA2', da: 3.99, css: 0 },
            }));
    const appellation = rng.pick(APPELLATIONS);
    const grapes = rng.sample(GRAPE_VARIETIES, rng.int(1, 3));
    const carbs = rng.int(2, 30) / 10;
    const { kj, kcal } = energyPer100ml(alcohol, carbs);
    const name = `${rng.pick(ESTATES)} ${rng.pick(PLACES)}${color ? ` ${COLOR_WORD[color]}` : ''}`;
    return {
      name,
      precision: rng.chance(0.6) ? rng.pick(PRECISIONS) : null,
      appellation,
      grapes,
      basePrice: rng.int(13, 130) * 50,
      firstFormat: BOTTLE,
      fields: {
        ...common,
        type,
        color,
        gamme: rng.chance(0.8) ? rng.pick(GAMMES) : null,
        tabIds:
          color && COLOR_TAB[color] && type === 'wine'
            ? ['vins', COLOR_TAB[color]!]
            : isWine
              ? ['bulles']
              : [],
        attributes: {
          appellation,
          quality: rng.pick(['aop', 'igp', 'vsig']),
          country: 'FR',
          labels: rng.sample(['aop', 'ab', 'hve', 'demeter'], rng.int(0, 2)),
          grapeVarieties: grapes,
        },
        vintages,
        ingredients: INGREDIENTS,
        allergens: ['sulphites'],
        nutrition: {
          energyKj: kj,
          energyKcal: kcal,
          fat: 0,
          saturatedFat: 0,
          carbohydrates: carbs,
          sugars: Math.round(carbs * 3) / 10,
          proteins: 0.1,
          salt: 0.01,
        },
      },
    };
  }
  if (productType === 'box') {
    const items = rng
      .sample(bottleIds.slice(-200), Math.min(3, bottleIds.length))
      .map((productId) => ({ productId, quantity: rng.int(1, 2) }));
    return {
      name: `Coffret ${rng.pick(['découverte', 'dégustation', 'prestige', 'cadeau', 'apéritif'])}`,
      precision: `${items.length || 3} bouteilles`,
      appellation: null,
      grapes: [],
      basePrice: rng.int(50, 150) * 50,
      firstFormat: {
        type: 'packing',
        unity: 'Litre(s)',
        unityValue: 2.25,
        container: 'case',
        nameInShop: 'Coffret 3 × 75 cl',
        priceFactor: 1,
        weight: 4.2,
      },
      fields: {
        ...common,
        type: null,
        color: null,
        gamme: 'Coffrets',
        tabIds: ['coffrets'],
        box: { mode: rng.chance(0.7) ? 'fixed' : 'builder', slots: 3, items },
      },
    };
  }
  const isVisit = productType === 'prestation';
  return {
    name: isVisit
      ? rng.pick(['Visite et dégustation', 'Atelier assemblage', 'Balade dans les vignes'])
      : rng.pick(['Verre de dégustation', 'Tire-bouchon sommelier', 'Carafe', 'Sac isotherme', 'Bouchon']),
    precision: null,
    appellation: null,
    grapes: [],
    basePrice: rng.int(5, 60) * 100,
    firstFormat: {
      type: 'custom',
      unity: 'Gramme(s)',
      unityValue: isVisit ? 1 : rng.int(50, 800),
      container: null,
      nameInShop: isVisit ? 'Par personne' : "À l'unité",
      priceFactor: 1,
      weight: null,
    },
    fields: {
      ...common,
      vatType: isVisit ? 'medium' : 'standard',
      type: isVisit ? null : 'food',
      color: null,
      gamme: null,
      tabIds: isVisit ? ['visites'] : ['accessoires'],
    },
  };
}
