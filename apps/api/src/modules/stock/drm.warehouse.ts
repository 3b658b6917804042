import type { DrmFiling } from '@cuvee/contracts';
import { deName, monthEnded, monthName, todayInFrance } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { DrmFilingRow } from './drm.table.ts';
import { type StockActor, WAREHOUSE_NOT_FOUND } from './stock.lines.ts';
import { type WarehouseRow, warehouses } from './stock.table.ts';

/*
 * What every DRM call starts from (decisions 0093–0095): a bonded warehouse of the shop, an ended
 * month, a filing as it is shown.
 */

/** A bonded warehouse of the shop (another shop's is not found). */
export async function drmWarehouse(
  actor: StockActor,
  tx: TenantTx,
  id: string,
  lock = false,
): Promise<WarehouseRow> {
  const q = scoped(tx, actor).selectAll(warehouses, eq(warehouses.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new HttpError(404, WAREHOUSE_NOT_FOUND);
  if (row.exciseStatus !== 'suspended')
    throw new HttpError(
      422,
      `L'entrepôt « ${row.name} » est en droits acquittés : la DRM se dépose pour un entrepôt en suspension de droits`,
    );
  return row;
}

/** An ended month, else 422: a return is prepared from the 1st of the month after. */
export function ended(month: string) {
  if (!monthEnded(month, todayInFrance()))
    throw new HttpError(
      422,
      `Le mois ${deName(monthName(month))} n'est pas terminé : sa DRM se prépare à partir du 1er du mois suivant`,
    );
}

/** A filing as the contracts show it. */
export const toFiling = (r: DrmFilingRow): DrmFiling => ({
  month: r.month,
  filedAt: r.filedAt.toISOString(),
  filedBy: r.filedByName,
  dutyCents: r.dutyCents,
});
