import type { OrderBooking } from '@cuvee/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderReservationLines } from './orders.reservation-lines.table.ts';
import type { OrderRow } from './orders.table.ts';

/*
 * An order's bookings as the buyer bought them (issue 27): the frozen lines of
 * `order_reservation_lines` (decision 0108) grouped by booking — its event and slot, each rate ×
 * persons and extra, its tourist tax — in one statement, soonest slot first.
 */
export async function orderBookingsOf(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'shopId'>,
): Promise<OrderBooking[]> {
  const rows = await db
    .select()
    .from(orderReservationLines)
    .where(and(eq(orderReservationLines.shopId, order.shopId), eq(orderReservationLines.orderId, order.id)))
    .orderBy(asc(orderReservationLines.slotStart), asc(orderReservationLines.position));
  const byBooking = new Map<string, OrderBooking>();
  for (const r of rows) {
    let booking = byBooking.get(r.bookingId);
    if (!booking) {
      booking = {
        bookingId: r.bookingId,
        eventTitle: r.eventTitle,
        slotStart: r.slotStart.toISOString(),
        lines: [],
        touristTax: 0,
        totalTTC: 0,
      };
      byBooking.set(r.bookingId, booking);
    }
    booking.lines.push({
      kind: r.kind,
      label: r.label,
      quantity: r.quantity,
      unitTTC: r.unitTtc,
      vatRate: r.vatRateBp / 100,
      totalTTC: r.totalTtc,
    });
    if (r.kind === 'touristTax') booking.touristTax += r.totalTtc;
    booking.totalTTC += r.totalTtc;
  }
  return [...byBooking.values()];
}
