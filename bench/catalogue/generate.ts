/**
 * A catalogue data generator for benchmarks and tests: shops with the particulier and
 * caviste typologies and tabs, and products of the four types with 1–3 formats each,
 * inserted in bulk (batches of 500) straight into `products` and `product_formats`.
 *
 * Deterministic: the same seed gives the same shops, products, formats and ids
 * (ids are UUID v7 built from a fixed clock and the PRNG, so they stay time-ordered).
 * GTINs embed the seed: two calls with different seeds can share one database.
 */
import type { ProductStatus, ProductType } from '@cuvee/domain';
import {
  DEFAULT_VAT_RATES,
  energyPer100ml,
  eq75,
  GRAPE_VARIETIES,
  gtinCheckDigit,
  INTEGRATIONS,
  slugify,
  toGtin14,
} from '@cuvee/domain';
import type { DbOrTx } from '../../apps/api/src/db/client.ts';
import { makeUser } from '../../apps/api/src/db/seed/factories.ts';
import {
  type FormatRow,
  type ProductRow,
  productFormats,
  products,
  type StoredPromotion,
  type StoredVintage,
} from '../../apps/api/src/modules/products/products.table.ts';
import { createShop } from '../../apps/api/src/modules/shops/shops.service.ts';
import type { ShopRow } from '../../apps/api/src/modules/shops/shops.table.ts';
import { prng, type Rng, uuidFactory } from './random.ts';
import {
  APPELLATIONS,
  BOTTLE,
  COLOR_TAB,
  COLOR_WORD,
  ESTATES,
  EXTRA_FORMATS,
  type FormatTemplate,
  GAMMES,
  INGREDIENTS,
  PLACES,
  PRECISIONS,
  SENTENCES,
  TABS,
} from './vocabulary.ts';

export type GenerateOptions = {
  shops: number;
  /** Products of every shop, or one count per shop (its length must be `shops`). */
  productsPerShop: number | readonly number[];
  seed: number;
  /** Rows per INSERT statement (default 500). */
  batchSize?: number;
};

export type GeneratedShop = {
  shop: ShopRow;
  ownerId: string;
  products: number;
  formats: number;
  /** Up to 50 slugs of products that every typology (and an anonymous visitor) can open. */
  sampleSlugs: string[];
};

export type GeneratedCatalogue = {
  shops: GeneratedShop[];
  products: number;
  formats: number;
};

type NewProduct = typeof products.$inferInsert;
type NewFormat = typeof productFormats.$inferInsert;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Creates `shops` shops, each with its owner and generated products. */
export async function generateCatalogue(db: DbOrTx, opts: GenerateOptions): Promise<GeneratedCatalogue> {
  const { seed } = opts;
  const batchSize = opts.batchSize ?? 500;
  const counts =
    typeof opts.productsPerShop === 'number'
      ? Array.from({ length: opts.shops }, () => opts.productsPerShop as number)
      : [...opts.productsPerShop];
  if (counts.length !== opts.shops) throw new Error('productsPerShop: one count per shop');
  const rng = prng(seed);
  const newId = uuidFactory(prng(seed ^ 0x5eed), seed);
  const integration = Object.fromEntries(
    INTEGRATIONS.map((k) => [k, { active: ['shop', 'crm', 'stocks'].includes(k) }]),
  );
  const eanPrefix = `3${String(seed % 1000).padStart(3, '0')}`;
  let eanCounter = 0;
  const nextEan = () => {
    const body = `${eanPrefix}${String(eanCounter++).padStart(8, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  };

  const out: GeneratedShop[] = [];
  for (const [s, count] of counts.entries()) {
    const label = `${seed}-${s + 1}`;
    const owner = await makeUser(db, {
      role: 'owner',
      email: `bench-owner-${label}@bench.cuvee.test`,
      username: `bench-owner-${label}`,
      isPro: true,
    });
    const shop = await createShop(db, {
      name: `Bench Domaine ${label}`,
      ownerId: owner.id,
      code: `B${String(seed % 1000).padStart(3, '0')}${String(s + 1).padStart(4, '0')}`,
      urlShop: `bench-${label}`,
      integration,
      typologies: {
        particulier: {
          name: 'Particulier',
          public: true,
          ttc: true,
          globalDiscount: 0,
          allRulesInEq75: false,
        },
        caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 5, allRulesInEq75: false },
      },
      settings: {
        logStartMonth: 1,
        logStartDay: 1,
        hasTVA: true,
        vatRate: { ...DEFAULT_VAT_RATES },
        allRulesInEq75: false,
        pricesForMembersOnly: false,
      },
      tabs: TABS,
    });

    const productRows: NewProduct[] = [];
    const formatRows: NewFormat[] = [];
    const slugs = new Set<string>();
    const bottleIds: string[] = [];
    const sampleSlugs: string[] = [];
    for (let i = 0; i < count; i++) {
      const productType = rng.weighted<ProductType>({ bottle: 86, box: 5, accessory: 5, prestation: 4 });
      const status = rng.weighted<ProductStatus>({ online: 85, outofstock: 6, paused: 5, closed: 4 });
      const id = newId();
      const p = describe(rng, productType, i, bottleIds, newId);
      let slug = slugify([p.name, p.precision].filter(Boolean).join(' ')) || 'produit';
      if (slugs.has(slug)) {
        let n = 2;
        while (slugs.has(`${slug}-${n}`)) n++;
        slug = `${slug}-${n}`;
      }
      slugs.add(slug);
      if (productType === 'bottle') bottleIds.push(id);

      const nFormats =
        productType === 'bottle' ? rng.weighted({ one: 50, two: 35, three: 15 }) : ('one' as const);
      const templates = [p.firstFormat, ...rng.sample(EXTRA_FORMATS, { one: 0, two: 1, three: 2 }[nFormats])];
      const basePrice = p.basePrice;
      let hidden = 0;
      templates.forEach((t, position) => {
        const price = Math.round((basePrice * t.priceFactor) / 10) * 10;
        const typologies: FormatRow['typologies'] = {};
        if (rng.chance(0.6)) typologies.caviste = { price: Math.round((price / 1.2) * 0.75) };
        if (rng.chance(0.08)) {
          typologies.particulier = { visible: false };
          hidden++;
        }
        if (rng.chance(0.03)) {
          typologies.caviste = { visible: false };
          hidden++;
        }
        const discountPrice: Record<string, number> = rng.chance(0.35)
          ? { '6': Math.round(price * 0.95), '12': Math.round(price * 0.9) }
          : {};
        const discountAdd: Record<string, number> = rng.chance(0.08) ? { '12': 1 } : {};
        const promotions: StoredPromotion[] = rng.chance(0.05)
          ? [
              {
                type: '%',
                amount: 10,
                activation: 'always',
                minProduct: 6,
                minPrice: 0,
                minProductOrder: 0,
                minPriceOrder: 0,
              },
            ]
          : [];
        const ean = productType === 'prestation' || rng.chance(0.1) ? null : nextEan();
        formatRows.push({
          id: newId(),
          shopId: shop.id,
          productId: id,
          ean,
          gtin: ean ? toGtin14(ean) : null,
          type: t.type,
          unity: t.unity,
          unityValue: t.unityValue,
          container: t.container,
          weight: t.weight,
          nameInShop: t.nameInShop,
          showUnityValue: t.unity !== 'Gramme(s)',
          eq75: eq75(t.unity, t.unityValue),
          price,
          discountPrice,
          discountAdd,
          promotions,
          typologies,
          visuals: [],
          position,
        });
      });
      if (
        sampleSlugs.length < 50 &&
        productType !== 'prestation' &&
        (status === 'online' || status === 'outofstock') &&
        hidden === 0
      )
        sampleSlugs.push(slug);

      productRows.push({
        id,
        shopId: shop.id,
        slug,
        productType,
        status,
        position: i + 1,
        ...p.fields,
        name: p.name,
        precision: p.precision,
        searchText: [p.name, p.precision, p.fields.gamme, p.appellation, ...p.grapes]
          .filter(Boolean)
          .join(' ')
          .toLowerCase(),
      });
    }
    await insertInBatches(productRows, batchSize, (b) => db.insert(products).values(b));
    await insertInBatches(formatRows, batchSize, (b) => db.insert(productFormats).values(b));
    out.push({
      shop,
      ownerId: owner.id,
      products: productRows.length,
      formats: formatRows.length,
      sampleSlugs,
    });
  }
  return {
    shops: out,
    products: out.reduce((s, x) => s + x.products, 0),
    formats: out.reduce((s, x) => s + x.formats, 0),
  };
}

type Described = {
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
    | 'updatedAt'
  >;
};

/** The descriptive fields of one product of a type. */
function describe(
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
    nutrition: null as Record<string, number> | null,
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
