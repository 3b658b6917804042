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
import { DEFAULT_VAT_RATES, eq75, gtinCheckDigit, INTEGRATIONS, slugify, toGtin14 } from '@cuvee/domain';
import type { DbOrTx } from '../../apps/api/src/db/client.ts';
import { makeUser } from '../../apps/api/src/db/seed/factories.ts';
import {
  type FormatRow,
  productFormats,
  products,
  type StoredPromotion,
} from '../../apps/api/src/modules/products/products.table.ts';
import { createShop } from '../../apps/api/src/modules/shops/shops.service.ts';
import type { ShopRow } from '../../apps/api/src/modules/shops/shops.table.ts';
import { describe } from './describe.ts';
import { prng, uuidFactory } from './random.ts';
import { EXTRA_FORMATS, TABS } from './vocabulary.ts';

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
