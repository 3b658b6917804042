import type { ManagedProduct, ProductInput } from '@cuvee/contracts';
import { eq75, relationTo, searchKey, slugify, toGtin14 } from '@cuvee/domain';
import { desc, eq, getTableColumns, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Scoped, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { actedShop, type ShopRow } from '../shops/index.ts';
import { recordPriceChanges } from './price-history.ts';
import { announceToAgents } from './products.announce.ts';
import { type FormatRow, type ProductRow, productFormats, products } from './products.table.ts';

const searchText = (p: ProductInput) =>
  searchKey(
    [p.name, p.precision, p.gamme, p.attributes.appellation, ...(p.attributes.grapeVarieties ?? [])]
      .filter(Boolean)
      .join(' '),
  );

/** Refusals that depend on the shop's own data: tabs, typologies, barcodes, box content. */
async function checkAgainstShop(s: Scoped, shop: ShopRow, input: ProductInput, productId: string | null) {
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
    // The shop's own products here; another shop's, by the unique index (see `saving`).
    const [clash] = await s
      .select({ ean: productFormats.ean })
      .from(productFormats)
      .where(
        inArray(productFormats.gtin, gtins),
        productId ? sql`${productFormats.productId} <> ${productId}` : undefined,
      )
      .limit(1);
    if (clash) throw new HttpError(409, `Le code EAN ${clash.ean} est déjà utilisé par un autre produit`);
  }
  if (input.productType === 'box') {
    if (!input.box || input.box.items.length === 0)
      throw new HttpError(422, 'Un coffret doit contenir au moins un produit');
    const ids = [...new Set(input.box.items.map((i) => i.productId))];
    const found = await s
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids), notInArray(products.productType, ['box']));
    if (found.length !== ids.length)
      throw new HttpError(422, 'Le coffret contient un produit inconnu de la boutique');
  }
}

async function uniqueSlug(s: Scoped, name: string): Promise<string> {
  const stem = slugify(name) || 'produit';
  const taken = new Set(
    (
      await s
        .select({ s: products.slug })
        .from(products)
        .where(sql`(${products.slug} = ${stem} or ${products.slug} like ${`${stem}-%`})`)
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

function formatValues(productId: string, f: ProductInput['formats'][number], position: number) {
  return {
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

/** A product with every field, as the back office reads it (dates as ISO strings). */
function toManagedProduct(row: ProductRow, formats: FormatRow[]): ManagedProduct {
  const { createdAt, updatedAt, ...product } = row;
  return {
    ...product,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    formats,
  } as ManagedProduct;
}

/** A barcode another shop's product carries: refused by the unique index this shop cannot read. */
function isGtinClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'product_formats_gtin_key' || message?.includes('gtin_key')))
      return true;
  }
  return false;
}
async function saving<T>(input: ProductInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isGtinClash(error)) throw error;
    const ean = input.formats.find((f) => f.ean)?.ean;
    throw new HttpError(409, `Le code EAN ${ean} est déjà utilisé par un autre produit`);
  }
}

/** A product of the shops the request covers (an agent: any shop they work for). */
export async function getManagedProduct(
  ctx: TenantScope,
  tx: TenantTx,
  productId: string,
): Promise<ManagedProduct> {
  const s = scoped(tx, ctx);
  const [row] = await s.selectAll(products, eq(products.id, productId));
  if (!row) throw notFound('Produit inexistant');
  const formats = await s
    .selectAll(productFormats, eq(productFormats.productId, productId))
    .orderBy(productFormats.position);
  return toManagedProduct(row, formats);
}

/** Creates a product in the shop acted on; answers its id. */
export async function createProduct(ctx: TenantScope, tx: TenantTx, input: ProductInput): Promise<string> {
  const s = scoped(tx, ctx);
  const shop = await actedShop(ctx, tx);
  await checkAgainstShop(s, shop, input, null);
  const slug = await uniqueSlug(s, [input.name, input.precision].filter(Boolean).join(' '));
  // The request's transaction makes the product and its formats one write.
  return saving(input, async () => {
    const [row] = await s
      .insert(products)
      .values([{ slug, ...productValues(input) }])
      .returning({ id: products.id });
    const formats = input.formats.map((f, i) => ({ id: uuidv7(), ...formatValues(row!.id, f, i) }));
    await s.insert(productFormats).values(formats);
    // Each format's first price, in the same transaction (issue 29).
    await recordPriceChanges(
      s,
      formats.map((f) => f.id),
    );
    if (input.status === 'online')
      await announceToAgents(ctx, tx, shop, {
        id: row!.id,
        name: input.name,
        productType: input.productType,
      });
    return row!.id;
  });
}

/** Replaces a product of the shop acted on; formats keep their ids (carts and orders point at them). */
export async function updateProduct(
  ctx: TenantScope,
  tx: TenantTx,
  productId: string,
  input: ProductInput,
): Promise<void> {
  const s = scoped(tx, ctx);
  const shop = await actedShop(ctx, tx);
  const current = await getManagedProduct(ctx, tx, productId);
  await checkAgainstShop(s, shop, input, productId);
  const known = new Set(current.formats.map((f) => f.id));
  await saving(input, async () => {
    await s.update(products).set(productValues(input)).where(eq(products.id, productId));
    const keep = input.formats.filter((f) => f.id && known.has(f.id)).map((f) => f.id!);
    await s
      .delete(productFormats)
      .where(
        eq(productFormats.productId, productId),
        keep.length ? notInArray(productFormats.id, keep) : undefined,
      );
    const written: string[] = [];
    for (const [i, f] of input.formats.entries()) {
      const values = formatValues(productId, f, i);
      const id = f.id && known.has(f.id) ? f.id : uuidv7();
      if (id === f.id) await s.update(productFormats).set(values).where(eq(productFormats.id, id));
      else await s.insert(productFormats).values([{ id, ...values }]);
      written.push(id);
    }
    // A changed price is dated in the same transaction (issue 29): the prior price reads it.
    await recordPriceChanges(s, written);
  });
  // Published: put online from another status.
  if (input.status === 'online' && current.status !== 'online') {
    await announceToAgents(ctx, tx, shop, {
      id: productId,
      name: input.name,
      productType: input.productType,
    });
  }
}

/**
 * The back-office list of the shops the request covers: the shop acted on (owner, iam), or
 * every shop an agent works for (decision 0011). An agent never lists prestations (spec §6).
 * The names come from the caller's memberships, so each row says its shop without a join.
 */
export async function listManagedProducts(
  ctx: ShopCtx,
  tx: TenantTx,
  q: { search?: string; status?: string; productType?: string; limit: number; offset: number },
) {
  const s = scoped(tx, ctx);
  const names = new Map(ctx.shops.map((shop) => [shop.id, shop.name]));
  const agentOf = ctx.shops
    .filter((shop) => relationTo(ctx.user, shop.id) === 'agent')
    .map((shop) => shop.id);
  const conds: (SQL | undefined)[] = [];
  if (agentOf.length === ctx.shops.length) conds.push(ne(products.productType, 'prestation'));
  else if (agentOf.length > 0)
    conds.push(or(ne(products.productType, 'prestation'), notInArray(products.shopId, agentOf)));
  if (q.status) conds.push(eq(products.status, q.status as ProductRow['status']));
  if (q.productType) conds.push(eq(products.productType, q.productType as ProductRow['productType']));
  if (q.search) conds.push(sql`${products.searchText} like ${containsPattern(q.search)}`);
  const rows = await s
    .select({
      ...getTableColumns(products),
      total: sql<number>`count(*) over()`.mapWith(Number),
      formatCount:
        sql<number>`(select count(*) from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id")`.mapWith(
          Number,
        ),
      minPrice: sql<
        number | null
      >`(select min(f.price) from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id")`,
      eans: sql<
        string[] | null
      >`(select array_agg(f.ean order by f.position) from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id" and f.ean is not null)`,
    })
    .from(products)
    .where(...conds)
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
