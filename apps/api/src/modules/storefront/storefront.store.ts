import type { ProductFilter, StoreProduct } from '@cuvee/contracts';
import type { ProductListQuery } from '@cuvee/contracts/storefront.query';
import { BUYER_VISIBLE_STATUSES, vintageChoices, vintageNamesOf } from '@cuvee/domain';
import { and, asc, eq, getTableColumns, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { preparedPer } from '../../db/prepared.ts';
import type { PublicReader } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import type { Principal } from '../../plugins/auth.ts';
import { priceHistorySql, productFormats, products } from '../products/index.ts';
import { findShopPublic, type ShopRow, shops, UUID } from '../shops/index.ts';
import { formatAvailableSql } from '../stock/index.ts';
import { type StoreFormatRow, toStoreProduct } from './storefront.mapper.ts';
import { type CatalogueViewer, catalogueViewer } from './storefront.viewer.ts';

// Formats come with their product in the same query, as JSON with the table's own names.
// Each with its units available when the shop marks formats out of stock.
const formatsJson = sql<Record<string, unknown>[]>`(
  select coalesce(json_agg(to_jsonb(f) || jsonb_build_object('stock_available',
    ${formatAvailableSql(sql`f.shop_id`, sql`f.id`)}, 'price_history', ${priceHistorySql(sql`f.shop_id`, sql`f.id`)})
    order by f.position, f.id), '[]'::json)
  from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id"
)`;

const FORMAT_KEYS: Record<string, keyof StoreFormatRow> = {
  shop_id: 'shopId',
  product_id: 'productId',
  unity_value: 'unityValue',
  name_in_shop: 'nameInShop',
  show_unity_value: 'showUnityValue',
  discount_price: 'discountPrice',
  discount_add: 'discountAdd',
  stock_available: 'stockAvailable',
  price_history: 'priceHistory',
};
function toFormatRow(raw: Record<string, unknown>): StoreFormatRow {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [FORMAT_KEYS[k] ?? k, v])) as StoreFormatRow;
}

function matchOne(
  column: SQL | typeof products.productType | typeof products.status,
  value: unknown,
): SQL | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return sql`${column} = ${value}`;
  const v = value as { $ne?: string; $in?: string[] };
  if (v.$ne !== undefined) return sql`${column} <> ${v.$ne}`;
  if (v.$in) return v.$in.length ? sql`${column} in ${v.$in}` : sql`false`;
  return undefined;
}

function filterConditions(f: ProductFilter | undefined, search: string | undefined): SQL[] {
  const conds: (SQL | undefined)[] = [
    matchOne(products.productType, f?.productType),
    matchOne(products.status, f?.status),
    f?.color ? eq(products.color, f.color) : undefined,
    f?.type ? eq(products.type, f.type) : undefined,
    f?.gamme === 'Autres produits'
      ? sql`${products.gamme} is null`
      : f?.gamme
        ? eq(products.gamme, f.gamme)
        : undefined,
    // 'Non millésimé' finds the wines named NV too (one choice, spec §9).
    f?.vintage
      ? or(
          ...vintageNamesOf(f.vintage).map(
            (name) => sql`${products.vintages} @> ${JSON.stringify([{ name }])}::jsonb`,
          ),
        )
      : undefined,
    f?.tabId ? sql`${products.tabIds} @> ${JSON.stringify([f.tabId])}::jsonb` : undefined,
    search ? sql`${products.searchText} like ${containsPattern(search)}` : undefined,
  ];
  return conds.filter((c): c is SQL => c !== undefined);
}

/** What one shop lets this viewer see (spec §6 'Product listing'); values or placeholders. */
function visibilityOf(
  shopId: string | Placeholder,
  viewer: { staff: boolean; typologyKey: string | Placeholder | null },
): SQL {
  if (viewer.staff) return and(eq(products.shopId, shopId), ne(products.productType, 'prestation'))!;
  if (!viewer.typologyKey) return sql`false`;
  return and(
    eq(products.shopId, shopId),
    inArray(products.status, [...BUYER_VISIBLE_STATUSES]),
    sql`exists (select 1 from ${productFormats} f where f.shop_id = "products"."shop_id" and f.product_id = "products"."id"
      and coalesce(f.typologies -> ${viewer.typologyKey} ->> 'visible', 'true') <> 'false')`,
  )!;
}
const visibility = (shop: ShopRow, viewer: CatalogueViewer) => visibilityOf(shop.id, viewer);

// The product page's statement, prepared once per viewer kind (staff, or a buyer whose
// typology is a parameter) and per key (id or slug): no query building per request, and
// PostgreSQL plans it once per connection (docs/benchmarks/catalogue.md, proposal 4).
function storeProductStatement(kind: 'staff' | 'buyer', by: 'id' | 'slug') {
  return preparedPer((db) =>
    db
      .select({ ...getTableColumns(products), formats: formatsJson })
      .from(products)
      .where(
        and(
          visibilityOf(sql.placeholder('shopId'), {
            staff: kind === 'staff',
            typologyKey: kind === 'buyer' ? sql.placeholder('typology') : null,
          }),
          eq(by === 'id' ? products.id : products.slug, sql.placeholder('key')),
        ),
      )
      .prepare(`store_product_${kind}_by_${by}`),
  );
}
const storeProduct = {
  staff: { id: storeProductStatement('staff', 'id'), slug: storeProductStatement('staff', 'slug') },
  buyer: { id: storeProductStatement('buyer', 'id'), slug: storeProductStatement('buyer', 'slug') },
};

export async function listStoreProducts(db: PublicReader, principal: Principal | null, q: ProductListQuery) {
  // Ids against the primary key, names and codes against their unique indexes (an `id::text`
  // comparison would read every shop).
  const ids = q.shopIds.filter((key) => UUID.test(key));
  const names = q.shopIds.filter((key) => !UUID.test(key));
  const shopRows = await db
    .select()
    .from(shops)
    .where(
      or(
        ids.length > 0 ? inArray(shops.id, ids) : undefined,
        names.length > 0 ? inArray(shops.urlShop, names) : undefined,
        names.length > 0 ? inArray(shops.code, names) : undefined,
      ) ?? sql`false`,
    );
  if (shopRows.length === 0) throw notFound('Boutique introuvable');
  const viewers = new Map(
    shopRows.map((s) => [s.id, { shop: s, viewer: catalogueViewer(s, principal, q.typology) }]),
  );
  // The page of products first, then the formats of those 20 only: a sub-select per row
  // would run for every row skipped by the offset too. The page is numbered on narrow rows
  // (id and sort keys) and joined to the full rows after: counting and skipping full rows
  // spills to disk on deep pages (docs/benchmarks/catalogue.md).
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<string>`${products.id}`.as('page_id'),
        total: sql<number>`count(*) over()`.mapWith(Number).as('page_total'),
      })
      .from(products)
      .where(
        and(
          or(...[...viewers.values()].map(({ shop, viewer }) => visibility(shop, viewer))),
          ...filterConditions(q.filter, q.search),
        ),
      )
      .orderBy(asc(products.position), asc(products.name), asc(products.id))
      .limit(q.limit)
      .offset(q.offset),
  );
  const rows = await db
    .with(page)
    .select({ ...getTableColumns(products), total: page.total })
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .orderBy(asc(products.position), asc(products.name), asc(products.id));
  const formats = rows.length
    ? await db
        .select({
          ...getTableColumns(productFormats),
          // Named with their table: inside the sub-select a bare "id" would be the stock line's.
          stockAvailable: formatAvailableSql(sql`"product_formats"."shop_id"`, sql`"product_formats"."id"`),
          // The price history for the prior price of a reduction (issue 29), in the same statement.
          priceHistory: priceHistorySql(sql`"product_formats"."shop_id"`, sql`"product_formats"."id"`),
        })
        .from(productFormats)
        .where(
          and(
            // Scoped by shop first: the formats index leads with shop_id.
            inArray(productFormats.shopId, [...viewers.keys()]),
            inArray(
              productFormats.productId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(productFormats.position), asc(productFormats.id))
    : [];
  const formatsOf = new Map<string, StoreFormatRow[]>();
  for (const f of formats) formatsOf.set(f.productId, [...(formatsOf.get(f.productId) ?? []), f]);

  const first = [...viewers.values()][0]!;
  return {
    products: rows.map(({ total: _t, ...row }) => {
      const { shop, viewer } = viewers.get(row.shopId)!;
      return toStoreProduct(row, formatsOf.get(row.id) ?? [], shop, viewer);
    }),
    // A count is a bigint: PostgreSQL's driver gives it as text.
    total: Number(rows[0]?.total ?? 0),
    typology: first.viewer.typologyKey,
    showTtc: first.viewer.typology?.ttc ?? true,
  };
}

/** One product of a shop, by id or slug, as the viewer may see it. */
export async function getStoreProduct(
  db: PublicReader,
  principal: Principal | null,
  shopKey: string,
  productKey: string,
  typology?: string,
): Promise<{ product: StoreProduct; shop: ShopRow }> {
  const shop = await findShopPublic(db, shopKey);
  if (!shop) throw notFound('Boutique introuvable');
  const viewer = catalogueViewer(shop, principal, typology);
  // A buyer without a typology sees nothing (visibility is `false`): no statement to run.
  if (!viewer.staff && !viewer.typologyKey) throw notFound('Produit inexistant');
  const by = /^[0-9a-f-]{36}$/i.test(productKey) ? 'id' : 'slug';
  const [row] = await storeProduct[viewer.staff ? 'staff' : 'buyer'][by](db).execute({
    shopId: shop.id,
    key: productKey,
    typology: viewer.typologyKey,
  });
  if (!row) throw notFound('Produit inexistant');
  const { formats, ...product } = row;
  return { product: toStoreProduct(product, formats.map(toFormatRow), shop, viewer), shop };
}

/** The filter values present in what the viewer can see: gammes, types, colours, vintages. */
export async function storefrontFilters(db: PublicReader, shop: ShopRow, viewer: CatalogueViewer) {
  type Row = {
    gammes: string[] | null;
    others: number;
    types: string[] | null;
    colors: string[] | null;
    vintages: string[] | null;
    count: number;
  };
  // Both drivers answer `{ rows }`; the database type does not say so.
  const result = (await db.execute(sql`
    select array_agg(distinct ${products.gamme}) filter (where ${products.gamme} is not null) as gammes,
      count(distinct ${products.id}) filter (where ${products.gamme} is null)::int as others,
      array_agg(distinct ${products.type}) filter (where ${products.type} is not null) as types,
      array_agg(distinct ${products.color}) filter (where ${products.color} is not null) as colors,
      array_agg(distinct v.name) filter (where v.name is not null) as vintages,
      count(distinct ${products.id})::int as count
    from ${products}
    left join lateral (select value ->> 'name' as name from jsonb_array_elements(${products.vintages})) v on true
    where ${visibility(shop, viewer)} and ${products.productType} <> 'prestation'`)) as unknown as {
    rows: Row[];
  };
  const row = result.rows[0];
  const sorted = (list: string[] | null | undefined) =>
    [...(list ?? [])].sort((a, b) => a.localeCompare(b, 'fr'));
  return {
    gammes: sorted(row?.gammes),
    hasOthers: Number(row?.others ?? 0) > 0,
    types: sorted(row?.types),
    colors: sorted(row?.colors),
    // Years newest first, then names; NV and Non millésimé one choice (spec §9).
    vintages: vintageChoices(row?.vintages ?? []),
    count: Number(row?.count ?? 0),
  };
}
