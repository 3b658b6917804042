import { formatLabel } from '@cuvee/domain';
import { inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { productFormats, products } from '../products/index.ts';
import { warehouses } from './stock.table.ts';

/*
 * The names a page of lines or movements shows (warehouse, product, format), read by key for
 * the page's rows only: the page itself is one indexed query on its own table (decision 0031;
 * a join let the planner sort the whole journal before the limit, docs/benchmarks/stock.md).
 */

export type Names = {
  warehouse(id: string): string;
  product(id: string): string;
  format(id: string): string;
};

export async function namesFor(
  actor: TenantScope,
  tx: TenantTx,
  rows: readonly { warehouseId: string; productId: string; formatId: string }[],
): Promise<Names> {
  const s = scoped(tx, actor);
  const ids = (pick: (r: (typeof rows)[number]) => string) => [...new Set(rows.map(pick))];
  // One after the other: a transaction is one connection (pg refuses parallel queries on it).
  if (rows.length === 0) return { warehouse: () => '', product: () => '', format: () => '' };
  const w = await s
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(
      inArray(
        warehouses.id,
        ids((r) => r.warehouseId),
      ),
    );
  const p = await s
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.id,
        ids((r) => r.productId),
      ),
    );
  const f = await s
    .select({
      id: productFormats.id,
      nameInShop: productFormats.nameInShop,
      container: productFormats.container,
      unity: productFormats.unity,
      unityValue: productFormats.unityValue,
    })
    .from(productFormats)
    .where(
      inArray(
        productFormats.id,
        ids((r) => r.formatId),
      ),
    );
  const warehouseNames = new Map(w.map((x) => [x.id, x.name]));
  const productNames = new Map(p.map((x) => [x.id, x.name]));
  const formatNames = new Map(f.map((x) => [x.id, formatLabel(x)]));
  return {
    warehouse: (id) => warehouseNames.get(id) ?? '',
    product: (id) => productNames.get(id) ?? '',
    format: (id) => formatNames.get(id) ?? '',
  };
}
