import { stockStatusFor } from '@cuvee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { products } from './products.table.ts';

/**
 * What the stock tells a product (issue 25: the products module owns its rows): with nothing
 * available anywhere an online product becomes `outofstock`, and `online` again when something
 * is; a paused or closed product keeps its status.
 */
export async function followAvailability(
  tx: TenantTx,
  scope: TenantScope,
  productId: string,
  available: number,
): Promise<void> {
  const s = scoped(tx, scope);
  const [product] = await s
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return;
  const next = stockStatusFor(product.status, available);
  if (next)
    await s
      .update(products)
      .set({ status: next })
      .where(and(eq(products.id, productId), inArray(products.status, ['online', 'outofstock'])));
}
