import { thresholdCrossing } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { followAvailability, products } from '../products/index.ts';
import { shopMemberships } from '../shops/index.ts';
import type { StockActor } from './stock.lines.ts';
import { type StockLineRow, stockLines, stockSettings } from './stock.table.ts';

/*
 * Changing a line's levels (decision 0031): one conditional UPDATE, so that under any
 * concurrency the database re-checks the condition on the row's latest version and available
 * never goes below zero (the CHECK of migration 0008 is the last wall). Then what follows a
 * change: the alert threshold (thresholdReach once per crossing) and the product's
 * out-of-stock status (a shop setting).
 */

export const insufficient = (available: number) =>
  new HttpError(
    409,
    available > 0
      ? `Stock insuffisant : il reste ${available} unité${available > 1 ? 's' : ''} disponible${available > 1 ? 's' : ''}`
      : 'Stock insuffisant : aucune unité disponible',
  );

/**
 * Adds `physical` and `reserved` (signed) to a line; 409 in French when the line would have
 * less than nothing available. Returns the line as it is now.
 */
export async function changeLevels(
  actor: StockActor,
  tx: TenantTx,
  lineId: string,
  change: { physical?: number; reserved?: number },
): Promise<StockLineRow> {
  const s = scoped(tx, actor);
  const dp = change.physical ?? 0;
  const dr = change.reserved ?? 0;
  const [after] = await s
    .update(stockLines)
    .set({
      physical: sql`${stockLines.physical} + ${dp}`,
      reserved: sql`${stockLines.reserved} + ${dr}`,
      updatedAt: new Date(),
    })
    .where(
      eq(stockLines.id, lineId),
      sql`${stockLines.reserved} + ${dr} >= 0`,
      sql`${stockLines.physical} + ${dp} >= ${stockLines.reserved} + ${dr}`,
    )
    .returning();
  if (!after) {
    const [now] = await s
      .select({ physical: stockLines.physical, reserved: stockLines.reserved })
      .from(stockLines)
      .where(eq(stockLines.id, lineId));
    if (!now) throw new HttpError(404, 'Ligne de stock introuvable');
    if (now.reserved + dr < 0) throw new HttpError(409, 'Cette quantité n’est pas réservée sur cette ligne');
    throw insufficient(now.physical - now.reserved);
  }
  await afterChange(actor, tx, after, after.physical - dp - (after.reserved - dr));
  return after;
}

/** The threshold alert and the out-of-stock switch, from availability before and after. */
async function afterChange(actor: StockActor, tx: TenantTx, line: StockLineRow, availableBefore: number) {
  const availableAfter = line.physical - line.reserved;
  const crossing = thresholdCrossing(availableBefore, availableAfter, line.alertThreshold);
  if (crossing === 'down' && !line.alertRaised) {
    await setAlert(actor, tx, line.id, true);
    await alertOwners(actor, tx, line, availableAfter);
  } else if (crossing === 'up' && line.alertRaised) {
    await setAlert(actor, tx, line.id, false);
  }
  if (availableBefore > 0 !== availableAfter > 0) await switchOutOfStock(actor, tx, line.productId);
}

async function setAlert(actor: StockActor, tx: TenantTx, lineId: string, raised: boolean) {
  await scoped(tx, actor).update(stockLines).set({ alertRaised: raised }).where(eq(stockLines.id, lineId));
}

/** thresholdReach to the shop's owners. */
export async function alertOwners(actor: StockActor, tx: TenantTx, line: StockLineRow, available: number) {
  const s = scoped(tx, actor);
  const owners = await s
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(eq(shopMemberships.role, 'owner'));
  const [product] = await s
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, line.productId));
  const what = [product?.name ?? 'Produit', line.vintage, line.lot && `lot ${line.lot}`]
    .filter(Boolean)
    .join(' ');
  await notify(
    tx,
    owners.map((o) => ({
      userId: o.userId,
      shopId: s.shopId,
      type: 'thresholdReach' as const,
      content: `Seuil d'alerte atteint : ${what}, ${available} disponible(s) (seuil ${line.alertThreshold})`,
      redirectLink: `/dashboard/stocks/${line.id}`,
    })),
  );
}

/**
 * When the shop asks for it, a product with nothing available anywhere becomes `outofstock`,
 * and `online` again when something is (a paused or closed product keeps its status).
 */
export async function switchOutOfStock(actor: StockActor, tx: TenantTx, productId: string) {
  const s = scoped(tx, actor);
  const [settings] = await s.selectAll(stockSettings);
  if (!settings?.autoOutOfStock) return;
  const [sum] = await s
    .select({
      available: sql<number>`coalesce(sum(${stockLines.physical} - ${stockLines.reserved}), 0)::int`,
    })
    .from(stockLines)
    .where(eq(stockLines.productId, productId));
  await followAvailability(tx, actor, productId, sum?.available ?? 0);
}
