import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type BookingGroupRow, tourismBookingGroups } from './tourism.booking-tables.ts';
import { setBookingStatus } from './tourism.hold.ts';
import { type TourismBookingRow, tourismBookings } from './tourism.table.ts';

/*
 * Group payment (spec §4: a group-payment reservation is not validated until every payment group
 * has paid; decision 0110). The buyer splits the order's total among named groups by shares; each
 * group pays its amount by transfer with the reference its link shows; the shop records each
 * transfer; the booking is confirmed when the last group has paid and expires at its deadline
 * otherwise (expireOverdueBookings, swept), releasing its places.
 */

export const GROUPS = {
  notFound: 'Ce lien de paiement est inconnu',
  groupNotFound: 'Groupe de paiement introuvable',
  alreadyPaid: 'Ce groupe a déjà payé sa part',
  closed: "Cette réservation n'attend plus de paiement",
} as const;

const HOUR = 3_600_000;

/** The groups' deadline: 48 h after the booking, or 24 h before the slot, whichever is first (at least 1 h). */
export function groupDeadline(now: Date, slotStart: Date): Date {
  const first = Math.min(now.getTime() + 48 * HOUR, slotStart.getTime() - 24 * HOUR);
  return new Date(Math.max(first, now.getTime() + HOUR));
}

/** `total` split by shares, in whole cents, the remainder to the largest fractions (sums exactly). */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((n, s) => n + s, 0);
  const exact = shares.map((s) => (total * s) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((n, a) => n + a, 0);
  const order = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** Opens a booking's payment groups for `totalCents` (the order's total). */
export async function openPaymentGroups(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  groups: ReadonlyArray<{ name: string; share: number }>,
  totalCents: number,
): Promise<BookingGroupRow[]> {
  const amounts = splitByShares(
    totalCents,
    groups.map((g) => g.share),
  );
  return scoped(tx, scope)
    .insert(tourismBookingGroups)
    .values(
      groups.map((g, position) => ({
        bookingId,
        position,
        name: g.name.trim(),
        share: g.share,
        amountCents: amounts[position]!,
        token: randomBytes(24).toString('base64url'),
      })),
    )
    .returning();
}

/** A booking's groups in their order (one statement). */
export async function groupsOfBooking(tx: TenantTx, scope: TenantScope, bookingId: string) {
  return scoped(tx, scope)
    .selectAll(tourismBookingGroups, eq(tourismBookingGroups.bookingId, bookingId))
    .orderBy(asc(tourismBookingGroups.position));
}

/**
 * The shop records a group's payment (its transfer arrived). The last group's payment confirms
 * the booking; a booking that no longer waits (expired, cancelled) is refused, changing nothing.
 */
export async function recordGroupPaid(tx: TenantTx, scope: TenantScope, bookingId: string, groupId: string) {
  const { booking, group } = await lockedGroup(tx, scope, bookingId, groupId);
  if (group.paidAt) throw new HttpError(409, GROUPS.alreadyPaid);
  if (booking.status !== 'pending') throw new HttpError(409, GROUPS.closed);
  return markPaid(tx, scope, bookingId, groupId, { paidBy: 'transfer' });
}

/**
 * A group's share charged on its card (decision 0136), from the payer's page or Stripe's webhook,
 * whichever comes first: 'already' when the share was paid before (nothing changes), 'closed'
 * when the booking no longer waits (the money is the order's, the shop refunds it).
 */
export async function recordGroupCardPaid(
  tx: TenantTx,
  scope: TenantScope,
  groupId: string,
  paymentIntentId: string,
): Promise<{
  outcome: 'paid' | 'already' | 'closed';
  allPaid: boolean;
  booking: TourismBookingRow;
  group: BookingGroupRow;
}> {
  const [found] = await scoped(tx, scope).selectAll(
    tourismBookingGroups,
    eq(tourismBookingGroups.id, groupId),
  );
  if (!found) throw new HttpError(404, GROUPS.groupNotFound);
  const { booking, group } = await lockedGroup(tx, scope, found.bookingId, groupId);
  if (group.paidAt) return { outcome: 'already', allPaid: false, booking, group };
  if (booking.status !== 'pending') return { outcome: 'closed', allPaid: false, booking, group };
  const { allPaid } = await markPaid(tx, scope, booking.id, groupId, {
    paidBy: 'card',
    cardPaymentIntent: paymentIntentId,
  });
  return { outcome: 'paid', allPaid, booking, group };
}

/** The card form's SetupIntent of a group still to pay (its webhook and its page find it by it). */
export async function noteGroupCardSetup(
  tx: TenantTx,
  scope: TenantScope,
  groupId: string,
  setupIntentId: string,
) {
  await scoped(tx, scope)
    .update(tourismBookingGroups)
    .set({ cardSetupIntent: setupIntentId })
    .where(eq(tourismBookingGroups.id, groupId), isNull(tourismBookingGroups.paidAt));
}

/** The booking locked (every payment of its groups waits on it), then its group. */
async function lockedGroup(tx: TenantTx, scope: TenantScope, bookingId: string, groupId: string) {
  const s = scoped(tx, scope);
  const [booking] = await s.selectAll(tourismBookings, eq(tourismBookings.id, bookingId)).for('update');
  if (!booking) throw new HttpError(404, GROUPS.groupNotFound);
  const [group] = await s.selectAll(
    tourismBookingGroups,
    eq(tourismBookingGroups.id, groupId),
    eq(tourismBookingGroups.bookingId, bookingId),
  );
  if (!group) throw new HttpError(404, GROUPS.groupNotFound);
  return { booking, group };
}

/** Marks the group paid; the last one confirms the booking. */
async function markPaid(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  groupId: string,
  how: { paidBy: 'transfer' | 'card'; cardPaymentIntent?: string },
) {
  const s = scoped(tx, scope);
  await s
    .update(tourismBookingGroups)
    .set({ paidAt: new Date(), ...how })
    .where(eq(tourismBookingGroups.id, groupId));
  const unpaid = await s
    .select({ id: tourismBookingGroups.id })
    .from(tourismBookingGroups)
    .where(eq(tourismBookingGroups.bookingId, bookingId), isNull(tourismBookingGroups.paidAt));
  if (unpaid.length === 0) await setBookingStatus(tx, scope, bookingId, 'confirmed');
  return { allPaid: unpaid.length === 0 };
}

/** Whether every group of a booking has paid (true without groups). */
export async function groupsAllPaid(tx: TenantTx, scope: TenantScope, bookingId: string) {
  const unpaid = await scoped(tx, scope)
    .select({ id: tourismBookingGroups.id })
    .from(tourismBookingGroups)
    .where(eq(tourismBookingGroups.bookingId, bookingId), isNull(tourismBookingGroups.paidAt));
  return unpaid.length === 0;
}

/** A group's public page by its link's token (no account): the group, its booking's event and slot. */
export async function groupByToken(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new HttpError(404, GROUPS.notFound);
  const [row] = await db
    .select({ group: tourismBookingGroups, booking: tourismBookings })
    .from(tourismBookingGroups)
    .innerJoin(
      tourismBookings,
      and(
        eq(tourismBookings.id, tourismBookingGroups.bookingId),
        eq(tourismBookings.shopId, tourismBookingGroups.shopId),
      ),
    )
    .where(eq(tourismBookingGroups.token, token));
  if (!row) throw new HttpError(404, GROUPS.notFound);
  return row;
}

/** The shop of a payment group, by its id (Stripe's webhook names the group, not the shop). */
export async function shopOfGroup(db: DbOrTx, groupId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(groupId)) return null;
  const [row] = await db
    .select({ shopId: tourismBookingGroups.shopId })
    .from(tourismBookingGroups)
    .where(eq(tourismBookingGroups.id, groupId));
  return row?.shopId ?? null;
}
