import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/search.ts';
import { actedShop } from '../shops/index.ts';
import { recordPriceChanges } from './price-history.ts';
import { productFormats, products } from './products.table.ts';

/** One line per format of the shop acted on: its public price and, per typology, visibility and price. */
export async function readPriceGrid(
  scope: TenantScope,
  tx: TenantTx,
  q: { search?: string; limit: number; offset: number },
) {
  const conds: SQL[] = [ne(products.status, 'closed')];
  if (q.search) conds.push(sql`${products.searchText} like ${containsPattern(q.search)}`);
  const { owns } = scoped(tx, scope);
  const rows = await tx
    .select({
      formatId: productFormats.id,
      productId: products.id,
      productName: products.name,
      precision: products.precision,
      status: products.status,
      vatType: products.vatType,
      nameInShop: productFormats.nameInShop,
      unity: productFormats.unity,
      unityValue: productFormats.unityValue,
      price: productFormats.price,
      typologies: productFormats.typologies,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(productFormats)
    .innerJoin(products, and(eq(products.id, productFormats.productId), owns(products)))
    .where(and(owns(productFormats), ...conds))
    .orderBy(asc(products.position), asc(products.name), asc(productFormats.position))
    .limit(q.limit)
    .offset(q.offset);
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _t, ...r }) => r) };
}

export type PriceGridChange = {
  formatId: string;
  typology: string;
  price?: number | null;
  visible?: boolean;
};

/** Applies the changes of a price grid (the request's transaction: all or none). */
export async function updatePriceGrid(scope: TenantScope, tx: TenantTx, changes: PriceGridChange[]) {
  const s = scoped(tx, scope);
  const shop = await actedShop(scope, tx);
  const unknown = changes.find((c) => !Object.hasOwn(shop.typologies, c.typology));
  if (unknown) throw new HttpError(422, `La typologie « ${unknown.typology} » n'existe pas dans la boutique`);
  const ids = [...new Set(changes.map((c) => c.formatId))];
  const formats = await s
    .select({ id: productFormats.id, typologies: productFormats.typologies })
    .from(productFormats)
    .where(inArray(productFormats.id, ids));
  if (formats.length !== ids.length)
    throw new HttpError(404, 'Un des formats est introuvable dans votre boutique');
  const next = new Map(formats.map((f) => [f.id, structuredClone(f.typologies)]));
  for (const c of changes) {
    const typologies = next.get(c.formatId)!;
    const entry = { ...(typologies[c.typology] ?? {}) };
    if (c.price !== undefined) entry.price = c.price;
    if (c.visible !== undefined) entry.visible = c.visible;
    // An entry that says nothing more than the defaults is dropped.
    if ((entry.price === null || entry.price === undefined) && entry.visible !== false)
      delete typologies[c.typology];
    else typologies[c.typology] = entry;
  }
  for (const [id, typologies] of next) {
    await s.update(productFormats).set({ typologies }).where(eq(productFormats.id, id));
  }
  await recordPriceChanges(s, [...next.keys()]);
  return next.size;
}
