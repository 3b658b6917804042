import { formatEuros } from '@cuvee/domain';
import { eq, inArray } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import type { Mail } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { type ShopRow, shopMemberships } from '../shops/index.ts';
import type { OrderRow } from './orders.table.ts';

/*
 * The seller hears of a new order (spec §6 notification `newOrder`): a notification to the
 * shop's owners in the placement's transaction, and an e-mail to the shop's address through
 * the outbox once the order is written (decision 0040).
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

export async function notifySeller(tx: TenantTx, shop: ShopRow, order: OrderRow, buyer: Buyer) {
  const scope = { user: { id: buyer.id }, shop: { id: shop.id }, shops: [{ id: shop.id }] };
  const owners = await scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(inArray(shopMemberships.role, ['owner']), eq(shopMemberships.status, 'active'));
  await notify(
    tx,
    owners.map((o) => ({
      userId: o.userId,
      shopId: shop.id,
      type: 'newOrder' as const,
      content: `Nouvelle commande ${order.reference} de ${buyerName(buyer)} : ${formatEuros(order.totalTtc)}`,
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
    subject: `Nouvelle commande ${order.reference} — ${formatEuros(order.totalTtc)}`,
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
