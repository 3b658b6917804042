import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { recordClientActivity } from './client-activities.ts';
import { buyerClientValues, clientRowOf } from './clients.rows.ts';
import { clients } from './clients.table.ts';

/*
 * The shop's client of a buyer who orders from its storefront (issue 25, defect 4): their
 * record, else the shop's unlinked record with their e-mail (tied to them), else a new one.
 * The order then belongs to the client: their timeline, outstandings and agent see it, and a
 * professional's invoice carries their company, SIRET and VAT number.
 */

export type StorefrontBuyer = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isPro: boolean;
  business?: { name?: string | undefined } | null;
};

/** The buyer's client record in the shop acted on; its agent follows the order. */
export async function clientOfBuyer(
  tx: TenantTx,
  scope: TenantScope,
  buyer: StorefrontBuyer,
  /** The typology the buyer orders at, for a record made now. */
  typology: string,
): Promise<{ id: string; agentId: string | null }> {
  const s = scoped(tx, scope);
  const pick = { id: clients.id, agentId: clients.agentId };
  const [own] = await s.select(pick).from(clients).where(eq(clients.userId, buyer.id)).limit(1);
  if (own) return own;
  const [unlinked] = await s
    .select(pick)
    .from(clients)
    .where(and(isNull(clients.userId), sql`lower(${clients.email}) = lower(${buyer.email})`))
    .limit(1)
    .for('update');
  if (unlinked) {
    await s
      .update(clients)
      .set({ userId: buyer.id, updatedAt: new Date() })
      .where(eq(clients.id, unlinked.id));
    await recordClientActivity(tx, scope, [
      { clientId: unlinked.id, kind: 'linked', body: 'Le client a commandé sur la boutique avec son compte' },
    ]);
    return unlinked;
  }
  const values = buyerClientValues(buyer, typology);
  const [row] = await s
    .insert(clients)
    .values([clientRowOf(scope.shop!.id, values, { source: 'shop', createdBy: buyer.id, userId: buyer.id })])
    .returning(pick);
  await recordClientActivity(tx, scope, [
    { clientId: row!.id, kind: 'created', body: 'Première commande sur la boutique' },
  ]);
  return row!;
}

/** The buyer's client record in the shop acted on, if they have one (read only: loyalty, issue 29). */
export async function clientIdOfUser(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
): Promise<string | null> {
  const [own] = await scoped(tx, scope)
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.userId, userId))
    .limit(1);
  return own?.id ?? null;
}

/**
 * Every shop's client record of a buyer (their own account's view across producers: loyalty,
 * issue 29). A system read, named as such: the buyer is the caller, their records are theirs.
 */
export async function clientsOfUserEverywhere(db: DbOrTx, userId: string) {
  return db
    .select({ shopId: clients.shopId, clientId: clients.id })
    .from(clients)
    .where(eq(clients.userId, userId))
    .limit(200);
}
