import type { BuyerReservation, PaymentGroup } from '@cuvee/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { orders } from '../orders/orders.table.ts';
import { shops } from '../shops/shops.table.ts';
import { type BookingGroupRow, tourismBookingGroups } from './tourism.booking-tables.ts';
import { tourismBookings, tourismEvents, tourismSlots } from './tourism.table.ts';

/*
 * The buyer's own bookings (issue 27): those placed with their orders, across shops, read by the
 * buyer's id (as their orders are, decision 0040); another buyer's answers 404. One statement for
 * the page, one for its groups.
 */

const NOT_FOUND = 'Réservation introuvable';

export const groupView = (g: BookingGroupRow): PaymentGroup => ({
  id: g.id,
  name: g.name,
  share: g.share,
  amountCents: g.amountCents,
  paid: g.paidAt !== null,
  paidAt: g.paidAt?.toISOString() ?? null,
  link: `/booking-groups/${g.token}`,
});

const mine = (buyerId: string) => eq(orders.buyerId, buyerId);

function selectMine(db: DbOrTx) {
  return db
    .select({
      booking: tourismBookings,
      title: tourismEvents.title,
      endsAt: tourismSlots.endsAt,
      shop: { id: shops.id, name: shops.name, urlShop: shops.urlShop },
      order: { id: orders.id, reference: orders.reference },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(tourismBookings)
    .innerJoin(orders, and(eq(orders.id, tourismBookings.orderId), eq(orders.shopId, tourismBookings.shopId)))
    .innerJoin(
      tourismEvents,
      and(eq(tourismEvents.id, tourismBookings.eventId), eq(tourismEvents.shopId, tourismBookings.shopId)),
    )
    .innerJoin(
      tourismSlots,
      and(eq(tourismSlots.id, tourismBookings.slotId), eq(tourismSlots.shopId, tourismBookings.shopId)),
    )
    .innerJoin(shops, eq(shops.id, tourismBookings.shopId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMine>['where']>>[number];

async function withGroups(db: DbOrTx, rows: Row[]): Promise<BuyerReservation[]> {
  const ids = rows.map((r) => r.booking.id);
  const groups = ids.length
    ? await db
        .select()
        .from(tourismBookingGroups)
        .where(inArray(tourismBookingGroups.bookingId, ids))
        .orderBy(asc(tourismBookingGroups.position))
    : [];
  return rows.map(({ booking: b, title, endsAt, shop, order }) => ({
    id: b.id,
    status: b.status,
    event: { id: b.eventId, title },
    slot: { startsAt: b.startsAt.toISOString(), endsAt: endsAt.toISOString() },
    shop,
    order,
    countingPersons: b.countingPersons,
    lines: b.lines.map((l) => ({ label: l.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    amountCents: b.amountCents,
    touristTaxCents: b.touristTaxCents,
    expiresAt: b.expiresAt?.toISOString() ?? null,
    groups: groups.filter((g) => g.bookingId === b.id).map(groupView),
  }));
}

/** The buyer's bookings, the latest slot first, a page at a time. */
export async function listBuyerReservations(
  db: DbOrTx,
  buyerId: string,
  q: { limit: number; offset: number },
) {
  const rows = await selectMine(db)
    .where(mine(buyerId))
    .orderBy(desc(tourismBookings.startsAt), desc(tourismBookings.id))
    .limit(q.limit)
    .offset(q.offset);
  return { reservations: await withGroups(db, rows), total: rows[0]?.total ?? 0 };
}

export async function buyerReservation(db: DbOrTx, buyerId: string, id: string): Promise<BuyerReservation> {
  const rows = await selectMine(db).where(and(mine(buyerId), eq(tourismBookings.id, id)));
  if (rows.length === 0) throw new HttpError(404, NOT_FOUND);
  return (await withGroups(db, rows))[0]!;
}
