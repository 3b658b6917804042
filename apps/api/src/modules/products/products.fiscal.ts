import type { FiscalIdentity } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { products } from './products.table.ts';

/*
 * A product's fiscal identity for the DRM (decision 0093): an INAO code or the exploded codes,
 * and the full label; every product of one identity (bottles and bulk) sums into one DRM column.
 */

const NOT_FOUND = 'Produit inexistant';

export async function fiscalIdentityOf(scope: TenantScope, tx: TenantTx, id: string) {
  const [row] = await scoped(tx, scope)
    .select({ id: products.id, fiscalIdentity: products.fiscalIdentity })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return { productId: row.id, fiscalIdentity: row.fiscalIdentity ?? null };
}

export async function setFiscalIdentity(scope: TenantScope, tx: TenantTx, id: string, input: FiscalIdentity) {
  const [row] = await scoped(tx, scope)
    .update(products)
    .set({ fiscalIdentity: input, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw new HttpError(404, NOT_FOUND);
  return fiscalIdentityOf(scope, tx, id);
}
