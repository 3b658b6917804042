import { resolveTypology } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, systemScope, systemTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { activeOwnerIds, addBuyerMembership, shops } from '../shops/index.ts';
import { recordClientActivity } from './client-activities.ts';
import { INVITATION_NOT_FOUND, openInvitation } from './clients.invitations.ts';
import { buyerClientValues, clientRowOf } from './clients.rows.ts';
import { syncMembershipTypology } from './clients.rules.ts';
import { clientInvitations, clients } from './clients.table.ts';

/*
 * Accounts and records (issue 15): a buyer who registers on a shop becomes its client, and an
 * invited client's new account is tied to the record. Both run in the registration's own
 * transaction, as the system (the buyer is no member of the shop's staff).
 */

export type RegisteredBuyer = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isPro: boolean;
  business?: { name?: string | undefined } | null | undefined;
};

/**
 * The buyer's record in the shop they registered on: an unlinked record with their e-mail is
 * tied to them (the producer's typology wins), else a new one on their membership's typology.
 */
export async function clientForRegisteredBuyer(
  db: DbOrTx,
  shopId: string,
  buyer: RegisteredBuyer,
  membershipTypology: string | null,
): Promise<string> {
  const tx = systemTx(db);
  const scope = systemScope(shopId, buyer.id);
  const s = scoped(tx, scope);
  const [existing] = await s
    .selectAll(clients, sql`lower(${clients.email}) = lower(${buyer.email})`)
    .for('update');
  let clientId: string;
  let typology: string;
  if (existing) {
    clientId = existing.id;
    typology = existing.typology;
    if (!existing.userId) {
      await s
        .update(clients)
        .set({ userId: buyer.id, updatedAt: new Date() })
        .where(eq(clients.id, existing.id));
      await recordClientActivity(tx, scope, [
        { clientId, kind: 'linked', body: 'Le client a créé son compte sur la boutique' },
      ]);
    }
  } else {
    const [shop] = await tx.select({ typologies: shops.typologies }).from(shops).where(eq(shops.id, shopId));
    typology = resolveTypology(shop?.typologies ?? {}, membershipTypology) ?? 'particulier';
    const values = buyerClientValues(buyer, typology);
    const [row] = await s
      .insert(clients)
      .values([clientRowOf(shopId, values, { source: 'shop', createdBy: buyer.id, userId: buyer.id })])
      .returning({ id: clients.id, displayName: clients.displayName });
    clientId = row!.id;
    await recordClientActivity(tx, scope, [
      { clientId, kind: 'created', body: 'Inscription sur la boutique' },
    ]);
  }
  await syncMembershipTypology(tx, scope, buyer.id, typology);
  await notify(
    tx,
    (await activeOwnerIds(tx, scope)).map((userId) => ({
      userId,
      shopId,
      type: 'newContact' as const,
      content: `Nouveau client : ${buyer.firstname} ${buyer.lastname} s’est inscrit à votre boutique`,
      redirectLink: `/dashboard/clients/${clientId}`,
      subjectId: clientId,
    })),
  );
  return clientId;
}

/** The invitation a registration consumes, locked; 404 when unknown, expired or used. */
export async function claimInvitation(db: DbOrTx, token: string) {
  const found = await openInvitation(db, token, true);
  if (!found) throw new HttpError(404, INVITATION_NOT_FOUND);
  return {
    shopId: found.invitation.shopId,
    invitationId: found.invitation.id,
    clientId: found.client.id,
    email: found.invitation.email,
    firstname: found.client.firstname,
    lastname: found.client.lastname,
    typology: found.client.typology,
  };
}
export type ClaimedInvitation = Awaited<ReturnType<typeof claimInvitation>>;

/** Ties the new account to the record, gives it the shop's membership and closes the invitation. */
export async function tieInvitedAccount(db: DbOrTx, claimed: ClaimedInvitation, userId: string) {
  const tx = systemTx(db);
  const scope = systemScope(claimed.shopId, userId);
  const s = scoped(tx, scope);
  await addBuyerMembership(tx, scope, userId, claimed.typology);
  await s.update(clients).set({ userId, updatedAt: new Date() }).where(eq(clients.id, claimed.clientId));
  await s
    .update(clientInvitations)
    .set({ acceptedAt: new Date() })
    .where(eq(clientInvitations.id, claimed.invitationId));
  await recordClientActivity(tx, scope, [
    { clientId: claimed.clientId, kind: 'linked', body: "Le client a créé son compte depuis l'invitation" },
  ]);
}
