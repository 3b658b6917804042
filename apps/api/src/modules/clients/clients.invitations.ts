import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PublicReader, scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Mail, onBehalfOf, type ShopSender, shopSender } from '../mail/index.ts';
import { shops } from '../shops/index.ts';
import { recordClientActivity } from './client-activities.ts';
import { type ClientActor, notFoundClient, visibleTo } from './clients.rules.ts';
import { clientInvitations, clients } from './clients.table.ts';

/*
 * Inviting a client to create an account tied to their record (issue 15): a random token of
 * 32 bytes, stored only as its SHA-256 (a leaked table opens no account), valid 14 days, one
 * use. The mail carries the token; the registration page reads the invitation back with it.
 */

export const INVITATION_DAYS = 14;
export const INVITATION_NOT_FOUND = "Cette invitation n'existe pas ou n'est plus valable";

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function invitationMail(to: string, shop: ShopSender, link: string): Mail {
  const shopName = shop.name;
  const text = `${shopName} vous invite à créer votre compte client sur Cuvée : vous y retrouverez vos prix, vos commandes et vos factures.\n\nCréez votre compte avec ce lien (valable ${INVITATION_DAYS} jours) :\n${link}\n`;
  return {
    to,
    // Names the shop, answers to its address (issue 23, finding 7).
    ...onBehalfOf(shop),
    subject: `${shopName} vous invite à créer votre compte client`,
    text,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(shopName)} vous invite sur Cuvée</h1>
<p>Créez votre compte client pour retrouver vos prix, vos commandes et vos factures (lien valable ${INVITATION_DAYS} jours).</p>
<p><a href="${link}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Créer mon compte</a></p>
<p style="color:#666;font-size:12px">Si le bouton ne fonctionne pas, copiez ce lien : ${link}</p></body></html>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Creates the invitation and answers the mail to send once the transaction holds. */
export async function inviteClient(actor: ClientActor, tx: TenantTx, id: string, webOrigin: string) {
  const s = scoped(tx, actor);
  const [client] = await s.selectAll(clients, eq(clients.id, id), visibleTo(actor)).for('update');
  if (!client) throw notFoundClient();
  if (!client.email) throw new HttpError(422, "Ajoutez une adresse e-mail au client avant de l'inviter");
  if (client.userId) throw new HttpError(409, 'Ce client a déjà un compte');
  // Only the latest link works: earlier ones of this client end now.
  await s
    .update(clientInvitations)
    .set({ expiresAt: sql`now()` })
    .where(eq(clientInvitations.clientId, id), isNull(clientInvitations.acceptedAt));
  const token = randomBytes(32).toString('base64url');
  await s.insert(clientInvitations).values([
    {
      clientId: id,
      email: client.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      createdBy: actor.user.id,
    },
  ]);
  await recordClientActivity(tx, actor, [
    { clientId: id, kind: 'invited', body: `Invitation à créer un compte envoyée à ${client.email}` },
  ]);
  const shop = await shopSender(tx, s.shopId);
  const link = `${webOrigin}/auth/register/buyer?invitation=${encodeURIComponent(token)}`;
  return {
    message: `L'invitation a été envoyée à ${client.email}`,
    mail: invitationMail(client.email, shop, link),
  };
}

/** The open invitation behind a token (unknown, expired, used: null), with its client and shop. */
export async function openInvitation(db: DbOrTx | PublicReader, token: string, lock = false) {
  const query = db
    .select({
      invitation: clientInvitations,
      shopName: shops.name,
      client: {
        id: clients.id,
        userId: clients.userId,
        firstname: clients.firstname,
        lastname: clients.lastname,
        typology: clients.typology,
      },
    })
    .from(clientInvitations)
    .innerJoin(clients, eq(clients.id, clientInvitations.clientId))
    .innerJoin(shops, eq(shops.id, clientInvitations.shopId))
    .where(
      and(
        eq(clientInvitations.tokenHash, hashToken(token)),
        isNull(clientInvitations.acceptedAt),
        gt(clientInvitations.expiresAt, sql`now()`),
      ),
    );
  const [found] = lock ? await query.for('update', { of: clientInvitations }) : await query;
  if (!found || found.client.userId) return null;
  return found;
}

/** What the registration page shows before the invited client picks a password. */
export async function invitationView(db: PublicReader, token: string) {
  const found = await openInvitation(db, token);
  if (!found) throw new HttpError(404, INVITATION_NOT_FOUND);
  return {
    shopName: found.shopName,
    email: found.invitation.email,
    firstname: found.client.firstname,
    lastname: found.client.lastname,
  };
}
