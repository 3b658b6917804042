import type { PlaceOrdersBody } from '@cuvee/contracts';
import { EVENT_LANGUAGES, type EventLanguage, formatEuros, type PricedReservation } from '@cuvee/domain';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { notify } from '../notifications/index.ts';
import { activeStaffIdsWith } from '../shops/index.ts';
import { holdBooking, openPaymentGroups } from '../tourism/index.ts';
import { orderReservationLines } from './orders.reservation-lines.table.ts';
import { type ReservationSource, reservationLineValues } from './orders.reservations.ts';
import type { OrderRow } from './orders.table.ts';

/*
 * The placement's bookings (issue 27, decision 0108), in the order's own transaction: each
 * booking holds its places through the tourism module (pending, tied to the order), its lines
 * are frozen beside the wines', and the shop's staff who see reservations hear `newResa`. The
 * order's idempotency key makes all of it exactly once: a replay answers the order found and
 * reaches none of this.
 */

type Request = PlaceOrdersBody['orders'][number];
type Buyer = {
  id: string;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
};

export type HeldBooking = {
  bookingId: string;
  source: ReservationSource;
  priced: PricedReservation;
  groups: Request['reservations'][number]['groups'];
};

const nameOf = (b: Buyer) =>
  [b.firstname, b.lastname].filter(Boolean).join(' ').trim() || b.username || b.email;

export async function holdOrderBookings(
  tx: TenantTx,
  scope: TenantScope & { readonly shop: { readonly id: string } },
  order: OrderRow,
  request: Request,
  sources: readonly ReservationSource[],
  priced: readonly PricedReservation[],
  who: { buyer: Buyer; clientId: string; phone: string | null; expiresAt: (s: ReservationSource) => Date },
): Promise<HeldBooking[]> {
  if (sources.length === 0) return [];
  const held: HeldBooking[] = [];
  for (const [i, source] of sources.entries()) {
    const asked = request.reservations[i]!;
    const p = priced[i]!;
    const language = (EVENT_LANGUAGES as readonly string[]).includes(asked.language ?? '')
      ? (asked.language as EventLanguage)
      : 'fr';
    const { bookingId } = await holdBooking(tx, scope, {
      eventId: source.asked.eventId,
      slotId: source.asked.slotId,
      orderId: order.id,
      clientId: who.clientId,
      persons: source.asked.prices,
      contact: {
        name: asked.contact?.name ?? nameOf(who.buyer),
        email: asked.contact?.email ?? who.buyer.email,
        phone: asked.contact?.phone ?? who.phone,
      },
      language,
      message: asked.message?.trim() || null,
      status: 'pending',
      // A booking paid by groups waits for every group until its deadline (decision 0110).
      expiresAt: asked.groups ? who.expiresAt(source) : null,
      source: 'storefront',
      touristTaxCents: p.touristTax?.total ?? 0,
      amountCents: p.totalTTC,
    });
    held.push({ bookingId, source, priced: p, groups: asked.groups });
  }
  let position = 0;
  const rows = held.flatMap((h) =>
    reservationLineValues(h.source, h.priced).map((l) => ({
      ...l,
      buyerId: who.buyer.id,
      orderId: order.id,
      bookingId: h.bookingId,
      position: position++,
    })),
  );
  if (rows.length > 0) await scoped(tx, scope).insert(orderReservationLines).values(rows);
  const staff = await activeStaffIdsWith(tx, scope, 'seeAllResa');
  await notify(
    tx,
    held.flatMap((h) =>
      staff.map((userId) => ({
        userId,
        shopId: scope.shop.id,
        type: 'newResa' as const,
        content: `Nouvelle réservation « ${h.source.booking.event.title} » de ${nameOf(who.buyer)} : ${h.source.booking.slot.start.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })}, ${h.priced.places} personne${h.priced.places > 1 ? 's' : ''}, ${formatEuros(h.priced.totalTTC + (h.priced.touristTax?.total ?? 0))}`,
        redirectLink: `/dashboard/reservations/${h.bookingId}`,
        subjectId: h.bookingId,
      })),
    ),
  );
  return held;
}

/** The payment groups the buyer asked for (one booking of the order at most): they split the order's total. */
export async function openGroupsOf(
  tx: TenantTx,
  scope: TenantScope,
  held: readonly HeldBooking[],
  orderTotal: number,
) {
  const grouped = held.find((h) => h.groups && h.groups.length > 0);
  if (grouped?.groups) await openPaymentGroups(tx, scope, grouped.bookingId, grouped.groups, orderTotal);
}
