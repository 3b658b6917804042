import type { DeliveryModeInput } from '@cuvee/contracts';
import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { toColumns, toMode } from './delivery.mapper.ts';
import { deliveryCollectionPoints, deliveryModes } from './delivery.table.ts';

/** The shop's delivery modes (spec §6 manageDelivery), each request in its tenant transaction. */

export const MODE_NOT_FOUND = 'Mode de livraison introuvable';
const nameTaken = (name: string) => new HttpError(409, `Un mode de livraison porte déjà le nom « ${name} »`);

export async function listModes(scope: TenantScope, tx: TenantTx) {
  const s = scoped(tx, scope);
  const rows = await s.selectAll(deliveryModes).orderBy(asc(deliveryModes.name), asc(deliveryModes.id));
  if (rows.length === 0) return [];
  const points = await s.selectAll(
    deliveryCollectionPoints,
    inArray(
      deliveryCollectionPoints.modeId,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => toMode(row, points));
}

async function checkName(scope: TenantScope, tx: TenantTx, name: string, except?: string) {
  const [same] = await scoped(tx, scope)
    .select({ id: deliveryModes.id })
    .from(deliveryModes)
    .where(
      sql`lower(${deliveryModes.name}) = lower(${name})`,
      except ? ne(deliveryModes.id, except) : undefined,
    );
  if (same) throw nameTaken(name);
}

/** Writes a mode's collection points anew, keeping the ids the mode already had. */
async function writePoints(scope: TenantScope, tx: TenantTx, modeId: string, input: DeliveryModeInput) {
  const s = scoped(tx, scope);
  const before = await s
    .select({ id: deliveryCollectionPoints.id })
    .from(deliveryCollectionPoints)
    .where(eq(deliveryCollectionPoints.modeId, modeId));
  const kept = new Set(before.map((p) => p.id));
  await s.delete(deliveryCollectionPoints).where(eq(deliveryCollectionPoints.modeId, modeId));
  const points = input.kind === 'collectionPoint' ? input.collectionPoints : [];
  if (points.length === 0) return [];
  return s
    .insert(deliveryCollectionPoints)
    .values(
      points.map((p, position) => ({
        id: p.id && kept.has(p.id) ? p.id : uuidv7(),
        modeId,
        position,
        name: p.name,
        ...p.address,
      })),
    )
    .returning();
}

export async function createMode(scope: TenantScope, tx: TenantTx, input: DeliveryModeInput) {
  await checkName(scope, tx, input.name);
  const [row] = await scoped(tx, scope)
    .insert(deliveryModes)
    .values([toColumns(input)])
    .returning();
  const points = await writePoints(scope, tx, row!.id, input);
  return { message: 'Le mode de livraison a été créé', mode: toMode(row!, points) };
}

export async function updateMode(scope: TenantScope, tx: TenantTx, id: string, input: DeliveryModeInput) {
  const s = scoped(tx, scope);
  const [current] = await s.selectAll(deliveryModes, eq(deliveryModes.id, id)).for('update');
  if (!current) throw new HttpError(404, MODE_NOT_FOUND);
  await checkName(scope, tx, input.name, id);
  const [row] = await s
    .update(deliveryModes)
    .set(toColumns(input))
    .where(eq(deliveryModes.id, id))
    .returning();
  const points = await writePoints(scope, tx, id, input);
  return { message: 'Le mode de livraison a été enregistré', mode: toMode(row!, points) };
}

export async function deleteMode(scope: TenantScope, tx: TenantTx, id: string) {
  const gone = await scoped(tx, scope)
    .delete(deliveryModes)
    .where(eq(deliveryModes.id, id))
    .returning({ id: deliveryModes.id });
  if (gone.length === 0) throw new HttpError(404, MODE_NOT_FOUND);
  return { message: 'Le mode de livraison a été supprimé' };
}
