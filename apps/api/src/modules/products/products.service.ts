import type { ProductInput } from '@cuvee/contracts';
import { eq75, searchKey, slugify, toGtin14 } from '@cuvee/domain';
import { and, desc, eq, getTableColumns, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import type { ShopRow } from '../shops/index.ts';
import { type FormatRow, type ProductRow, productFormats, products } from './products.table.ts';

const searchText = (p: ProductInput) =>
  searchKey(
    [p.name, p.precision, p.gamme, p.attributes.appellation, ...(p.attributes.grapeVarieties ?? [])]
      .filter(Boolean)
      .join(' '),
  );

/** Refusals that depend on the shop's own data: tabs, typologies, barcodes, box content. */
async function checkAgainstShop(db: DbOrTx, shop: ShopRow, input: ProductInput, productId: string | null) {
  const tabIds = new Set(shop.tabs.flatMap((t) => [t.id, ...t.children.map((c) => c.id)]));
  const unknownTab = input.tabIds.find((id) => !tabIds.has(id));
  if (unknownTab) throw new HttpError(422, `L'onglet « ${unknownTab} » n'existe pas dans la boutique`);
  for (const f of input.formats) {
    const unknown = Object.keys(f.typologies).find((k) => !shop.typologies[k]);
    if (unknown) throw new HttpError(422, `La typologie « ${unknown} » n'existe pas dans la boutique`);
  }
  const gtins = input.formats
    .map((f) => f.ean)
    .filter((e): e is string => Boolean(e))
    .map(toGtin14);
  if (new Set(gtins).size !== gtins.length)
    throw new HttpError(422, 'Deux formats ne peuvent pas avoir le même code EAN');
  if (gtins.length) {
    const conds: SQL[] = [inArray(productFormats.gtin, gtins)];
    if (productId) conds.push(sql`${productFormats.productId} <> ${productId}`);
    const [clash] = await db
      .select({ ean: productFormats.ean })
      .from(productFormats)
      .where(and(...conds))
      .limit(1);
    if (clash) throw new HttpError(409, `Le code EAN ${clash.ean} est déjà utilisé par un autre produit`);
  }
  if (input.productType === 'box') {
    if (!input.box || input.box.items.length === 0)
      throw new HttpError(422, 'Un coffret doit contenir au moins un produit');
    const ids = [...new Set(input.box.items.map((i) => i.productId))];
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.shopId, shop.id),
          inArray(products.id, ids),
          notInArray(products.productType, ['box']),
        ),
      );
    if (found.length !== ids.length)
      throw new HttpError(422, 'Le coffret contient un produit inconnu de la boutique');
  }
}

async function uniqueSlug(db: DbOrTx, shopId: string, name: string): Promise<string> {
  const stem = slugify(name) || 'produit';
  const taken = new Set(
    (
      await db
        .select({ s: products.slug })
        .from(products)
        .where(
          and(
            eq(products.shopId, shopId),
            sql`(${products.slug} = ${stem} or ${products.slug} like ${`${stem}-%`})`,
          ),
        )
    ).map((r) => r.s),
  );
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

function productValues(input: ProductInput) {
  return {
    productType: input.productType,
    name: input.name,
    precision: input.precision ?? null,
    type: input.type ?? null,
    color: input.color ?? null,
    gamme: input.gamme || null,
    status: input.status,
    vatType: input.vatType,
    description: input.description ?? null,
    tabIds: input.tabIds,
    attributes: input.attributes,
    vintages: input.vintages.map((v) => ({
      id: v.id ?? uuidv7(),
      name: v.name,
      alcohol: v.alcohol ?? null,
      lots: v.lots,
      legal: v.legal,
    })),
    ingredients: input.ingredients ?? null,
    allergens: input.allergens,
    nutrition: input.nutrition ?? null,
    packing: input.packing,
    visuals: input.visuals,
    box: input.productType === 'box' ? (input.box ?? null) : null,
    isWrapped: input.isWrapped,
    wrappingPrice: input.wrappingPrice,
    position: input.position,
    searchText: searchText(input),
  };
}

function formatValues(
  shopId: string,
  productId: string,
  f: ProductInput['formats'][number],
  position: number,
) {
  return {
    shopId,
    productId,
    ean: f.ean ?? null,
    gtin: f.ean ? toGtin14(f.ean) : null,
    type: f.type,
    unity: f.unity,
    unityValue: f.unityValue,
    container: f.container ?? null,
    weight: f.weight ?? null,
    nameInShop: f.nameInShop || null,
    showUnityValue: f.showUnityValue,
    eq75: eq75(f.unity, f.unityValue),
    price: f.price,
    discountPrice: f.discountPrice,
    discountAdd: f.discountAdd,
    promotions: f.promotions,
    typologies: f.typologies,
    visuals: f.visuals,
    position,
  };
}

export type ManagedProduct = ProductRow & { formats: FormatRow[] };

/** The shop a product belongs to, whatever the caller (undefined for an unknown product). */
export async function findProductShopId(db: DbOrTx, productId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ shopId: products.shopId })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.shopId;
}

export async function getManagedProduct(
  db: DbOrTx,
  shopId: string,
  productId: string,
): Promise<ManagedProduct> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId)));
  if (!row) throw notFound('Produit inexistant');
  const formats = await db
    .select()
    .from(productFormats)
    .where(and(eq(productFormats.shopId, shopId), eq(productFormats.productId, productId)))
    .orderBy(productFormats.position);
  return { ...row, formats };
}

export async function createProduct(db: DbOrTx, shop: ShopRow, input: ProductInput): Promise<string> {
  await checkAgainstShop(db, shop, input, null);
  const slug = await uniqueSlug(db, shop.id, [input.name, input.precision].filter(Boolean).join(' '));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ shopId: shop.id, slug, ...productValues(input) })
      .returning({ id: products.id });
    await tx
      .insert(productFormats)
      .values(input.formats.map((f, i) => ({ id: uuidv7(), ...formatValues(shop.id, row!.id, f, i) })));
    return row!.id;
  });
}

/** Replaces the product; formats keep their ids (carts and orders point at them). */
export async function updateProduct(
  db: DbOrTx,
  shop: ShopRow,
  productId: string,
  input: ProductInput,
): Promise<void> {
  const current = await getManagedProduct(db, shop.id, productId);
  await checkAgainstShop(db, shop, input, productId);
  const known = new Set(current.formats.map((f) => f.id));
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set(productValues(input))
      .where(and(eq(products.shopId, shop.id), eq(products.id, productId)));
    const keep = input.formats.filter((f) => f.id && known.has(f.id)).map((f) => f.id!);
    await tx
      .delete(productFormats)
      .where(
        and(
          eq(productFormats.productId, productId),
          keep.length ? notInArray(productFormats.id, keep) : undefined,
        ),
      );
    for (const [i, f] of input.formats.entries()) {
      const values = formatValues(shop.id, productId, f, i);
      if (f.id && known.has(f.id))
        await tx.update(productFormats).set(values).where(eq(productFormats.id, f.id));
      else await tx.insert(productFormats).values({ id: uuidv7(), ...values });
    }
  });
}

/**
 * Which shops a back-office list covers: the caller's first shop (owner, iam), or the shops an
 * agent works for (decision 0011), who never list prestations (spec §6). The names come from
 * the caller's memberships, so each row says its shop without a join.
 */
export type ManagedListScope = {
  shops: readonly { id: string; name: string }[];
  withoutPrestation?: boolean;
};

export async function listManagedProducts(
  db: DbOrTx,
  scope: ManagedListScope,
  q: { search?: string; status?: string; productType?: string; limit: number; offset: number },
) {
  const ids = scope.shops.map((s) => s.id);
  if (ids.length === 0) return { total: 0, products: [] };
  const names = new Map(scope.shops.map((s) => [s.id, s.name]));
  const conds: SQL[] = [ids.length === 1 ? eq(products.shopId, ids[0]!) : inArray(products.shopId, ids)];
  if (scope.withoutPrestation) conds.push(ne(products.productType, 'prestation'));
  if (q.status) conds.push(eq(products.status, q.status as ProductRow['status']));
  if (q.productType) conds.push(eq(products.productType, q.productType as ProductRow['productType']));
  if (q.search) conds.push(sql`${products.searchText} like ${containsPattern(q.search)}`);
  const rows = await db
    .select({
      ...getTableColumns(products),
      total: sql<number>`count(*) over()`.mapWith(Number),
      formatCount:
        sql<number>`(select count(*) from ${productFormats} f where f.product_id = "products"."id")`.mapWith(
          Number,
        ),
      minPrice: sql<
        number | null
      >`(select min(f.price) from ${productFormats} f where f.product_id = "products"."id")`,
      eans: sql<
        string[] | null
      >`(select array_agg(f.ean order by f.position) from ${productFormats} f where f.product_id = "products"."id" and f.ean is not null)`,
    })
    .from(products)
    .where(and(...conds))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    total: rows[0]?.total ?? 0,
    products: rows.map(({ total: _t, ...r }) => ({
      id: r.id,
      shopId: r.shopId,
      shopName: names.get(r.shopId) ?? null,
      slug: r.slug,
      name: r.name,
      precision: r.precision,
      productType: r.productType,
      color: r.color,
      gamme: r.gamme,
      status: r.status,
      visual: r.visuals[0] ?? null,
      vintages: r.vintages.map((v) => v.name),
      formatCount: r.formatCount,
      minPrice: r.minPrice === null ? null : Number(r.minPrice),
      eans: r.eans ?? [],
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
