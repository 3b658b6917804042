import { deName, formatEuros } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { type Mail, queueMail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { activeStaffIdsWith, type ShopRow } from '../shops/index.ts';
import { users } from '../users/index.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';
import type { OrderRow } from './orders.table.ts';

/*
 * The seller hears of a new order (spec §6 notification `newOrder`): a notification to the
 * shop's owners and to its collaborators whose rights cover the orders (seeAllOrder, issue 24) and
 * an e-mail to the shop's address, its outbox row and `mail.send` job both in the placement's
 * transaction (decisions 0040, 0054; issue 25: no longer sent in memory after the answer).
 */

type Buyer = {
  id: string;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email: string;
};

const buyerName = (b: Buyer) =>
  [b.firstname, b.lastname].filter(Boolean).join(' ').trim() || b.username || b.email;

export async function notifySeller(
  tx: TenantTx,
  shop: ShopRow,
  order: OrderRow,
  buyer: Buyer,
  outbox: OrderOutbox,
) {
  const scope = { user: { id: buyer.id }, shop: { id: shop.id }, shops: [{ id: shop.id }] };
  const mail = newOrderMail(shop, order, buyer, outbox.publicUrl);
  if (mail) await queueMail(outbox.jobs, tx, { ...mail, key: `${order.id}:seller-placed` });
  const staff = await activeStaffIdsWith(tx, scope, 'seeAllOrder');
  await notify(
    tx,
    staff.map((userId) => ({
      userId,
      shopId: shop.id,
      type: 'newOrder' as const,
      content: `Nouvelle commande ${order.reference} ${deName(buyerName(buyer))} : ${formatEuros(order.totalTtc)} TTC`,
      redirectLink: `/dashboard/orders/${order.id}`,
      subjectId: order.id,
    })),
  );
}

/**
 * An order entered in the back office: the shop's owners and the collaborators who see all its
 * orders hear of it (`newOrder`), as of an order placed by a buyer; whoever entered it is not told.
 */
export async function notifyOwnersOfEntry(
  tx: TenantTx,
  scope: TenantScope & { readonly shop: { readonly id: string } },
  order: Pick<OrderRow, 'id' | 'reference' | 'totalTtc'>,
  clientName: string,
) {
  const staff = await activeStaffIdsWith(tx, scope, 'seeAllOrder', scope.user.id);
  if (staff.length === 0) return;
  const [author] = await tx.select().from(users).where(eq(users.id, scope.user.id));
  const by = author ? ` par ${buyerName(author)}` : '';
  await notify(
    tx,
    staff.map((userId) => ({
      userId,
      shopId: scope.shop.id,
      type: 'newOrder' as const,
      content: `Nouvelle commande ${order.reference} saisie${by} pour ${clientName} : ${formatEuros(order.totalTtc)} TTC`,
      redirectLink: `/dashboard/orders/${order.id}`,
      subjectId: order.id,
    })),
  );
}

/** The seller's e-mail of a new order, to the shop's address (its identity's, else none). */
export function newOrderMail(shop: ShopRow, order: OrderRow, buyer: Buyer, publicUrl: string): Mail | null {
  const to = shop.identity?.email;
  if (!to) return null;
  return {
    to,
    shopId: shop.id,
    subject: `Nouvelle commande ${order.reference} — ${formatEuros(order.totalTtc)} TTC`,
    text: [
      `Bonjour,`,
      ``,
      `${buyerName(buyer)} vient de passer la commande ${order.reference} sur ${shop.name} pour ${formatEuros(order.totalTtc)} TTC.`,
      `Elle attend votre validation : ${publicUrl}/dashboard/orders/${order.id}`,
      ``,
      `— Cuvée`,
    ].join('\n'),
  };
}
