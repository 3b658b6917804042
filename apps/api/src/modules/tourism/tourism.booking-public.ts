import type { PublicPaymentGroup } from '@cuvee/contracts';
import { paymentInstructions } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publicRead } from '../../db/tenant.ts';
import { orders } from '../orders/orders.table.ts';
import { bankDetailsOf, shopBilling, shops } from '../shops/index.ts';
import { groupByToken } from './tourism.booking-groups.ts';
import { tourismEvents } from './tourism.table.ts';

/**
 * A payment group's page by its link (decisions 0110, 0119, 0136): its share, the booking it
 * pays, the transfer's reference, and whether a card may pay it here.
 */
export async function publicGroupView(
  db: DbOrTx,
  token: string,
  cardOffered: (shopId: string) => boolean,
): Promise<PublicPaymentGroup> {
  const { group, booking } = await groupByToken(publicRead(db), token);
  const [about] = await publicRead(db)
    .select({
      title: tourismEvents.title,
      shop: { name: shops.name, urlShop: shops.urlShop },
      reference: orders.reference,
    })
    .from(tourismEvents)
    .innerJoin(shops, eq(shops.id, tourismEvents.shopId))
    .leftJoin(orders, and(eq(orders.id, sql`${booking.orderId}`), eq(orders.shopId, tourismEvents.shopId)))
    .where(and(eq(tourismEvents.id, booking.eventId), eq(tourismEvents.shopId, booking.shopId)));
  const reference = `${about?.reference ?? booking.id.slice(0, 8)}-G${group.position + 1}`;
  const transfer = paymentInstructions(
    'transfer',
    bankDetailsOf(await shopBilling(db, booking.shopId)),
    reference,
  );
  const due = group.paidAt === null && booking.status === 'pending';
  return {
    name: group.name,
    amountCents: group.amountCents,
    paid: group.paidAt !== null,
    bookingStatus: booking.status,
    event: { title: about?.title ?? '' },
    slot: { startsAt: booking.startsAt.toISOString() },
    shop: about?.shop ?? { name: '', urlShop: '' },
    transferReference: reference,
    iban: transfer && transfer.kind === 'transfer' ? transfer.iban : null,
    deadline: booking.expiresAt?.toISOString() ?? null,
    paidBy: group.paidAt ? (group.paidBy ?? 'transfer') : null,
    // Stripe's smallest charge is 0,50 €; a share below it is paid by transfer.
    cardAvailable: due && booking.orderId !== null && group.amountCents >= 50 && cardOffered(booking.shopId),
  };
}
