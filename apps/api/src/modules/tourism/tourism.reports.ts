import type { CalendarQuery } from '@cuvee/contracts';
import {
  type ACCOMMODATION_CATEGORIES,
  addDays,
  csvField,
  parisDay,
  parisInstant,
  type SheetCell,
  taxablePersonNights,
  touristTaxFor,
} from '@cuvee/domain';
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { touristTaxOn } from './tourism.public.ts';
import {
  type StoredStay,
  type TourismBookingRow,
  tourismBookings,
  tourismEvents,
  tourismSlots,
} from './tourism.table.ts';

/** The calendar's feed (decision 0043) and the half-yearly tourist-tax statement. */

const CALENDAR_MAX = 500;

/** Slots of a range with their fill and their bookings: two statements whatever the range holds. */
export async function calendar(tx: TenantTx, scope: TenantScope, q: z.output<typeof CalendarQuery>) {
  const s = scoped(tx, scope);
  const slots = await tx
    .select({ slot: tourismSlots, title: tourismEvents.title, kind: tourismEvents.kind })
    .from(tourismSlots)
    .innerJoin(tourismEvents, and(eq(tourismEvents.id, tourismSlots.eventId), s.owns(tourismEvents)))
    .where(
      and(
        s.owns(tourismSlots),
        gte(tourismSlots.startsAt, new Date(q.from)),
        lt(tourismSlots.startsAt, new Date(q.to)),
        q.eventId ? eq(tourismSlots.eventId, q.eventId) : undefined,
        // Closed slots without anyone booked are noise on a calendar.
        or(eq(tourismSlots.status, 'open'), gt(tourismSlots.taken, 0)),
      ),
    )
    .orderBy(asc(tourismSlots.startsAt), asc(tourismSlots.id))
    .limit(CALENDAR_MAX + 1);
  const shown = slots.slice(0, CALENDAR_MAX);
  const ids = shown.map((r) => r.slot.id);
  const bookings = ids.length
    ? await s
        .select({
          id: tourismBookings.id,
          slotId: tourismBookings.slotId,
          status: tourismBookings.status,
          name: tourismBookings.contactName,
          countingPersons: tourismBookings.countingPersons,
          checkedInAt: tourismBookings.checkedInAt,
        })
        .from(tourismBookings)
        .where(
          inArray(tourismBookings.slotId, ids),
          inArray(tourismBookings.status, ['pending', 'confirmed']),
        )
    : [];
  return {
    truncated: slots.length > CALENDAR_MAX,
    slots: shown.map(({ slot, title, kind }) => ({
      id: slot.id,
      eventId: slot.eventId,
      eventTitle: title,
      kind,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      capacity: slot.capacity,
      taken: slot.taken,
      status: slot.status,
      bookings: bookings
        .filter((b) => b.slotId === slot.id)
        .map((b) => ({
          id: b.id,
          status: b.status,
          name: b.name,
          countingPersons: b.countingPersons,
          checkedIn: b.checkedInAt !== null,
        })),
    })),
  };
}

const CATEGORY_LABELS: Record<(typeof ACCOMMODATION_CATEGORIES)[number], string> = {
  palace: 'Palace',
  star5: '5 étoiles',
  star4: '4 étoiles',
  star3: '3 étoiles',
  star2: '2 étoiles',
  star1: '1 étoile',
  chambreHotes: "Chambre d'hôtes",
  camping: 'Camping',
  unrated: 'Non classé',
};

export const TOURIST_TAX_HEADERS = [
  "Date d'arrivée",
  'Nuits',
  'Hébergement',
  'Catégorie',
  'Réservation',
  'Contact',
  'Personnes',
  'Personnes exonérées',
  'Nuitées taxables',
  'Tarif communal (€)',
  'Part communale (€)',
  'Part départementale (€)',
  'Taxe perçue (€)',
] as const;

const PAGE = 1000;

/** The half-year's bounds in France: H1 January–June, H2 July–December. */
export function halfBounds(half: string) {
  const [year, h] = half.split('-H') as [string, string];
  const from = h === '1' ? `${year}-01-01` : `${year}-07-01`;
  const to = h === '1' ? `${year}-07-01` : addDays(`${year}-12-31`, 1);
  return { from: parisInstant(from, '00:00'), to: parisInstant(to, '00:00') };
}

/**
 * The tourist tax of the confirmed stays arriving in a half-year (the period platforms remit,
 * CGCT L2333-34), one line per booking, read a page at a time (keyset on the arrival), French CSV.
 */
export async function* touristTaxLines(
  tx: TenantTx,
  scope: TenantScope,
  half: string,
): AsyncGenerator<string> {
  const { from, to } = halfBounds(half);
  const s = scoped(tx, scope);
  yield `\uFEFF${TOURIST_TAX_HEADERS.map(csvField).join(';')}\r\n`;
  let after: { startsAt: Date; id: string } | null = null;
  for (;;) {
    const rows: { b: TourismBookingRow; stay: StoredStay | null; title: string }[] = await tx
      .select({ b: tourismBookings, stay: tourismEvents.stay, title: tourismEvents.title })
      .from(tourismBookings)
      .innerJoin(tourismEvents, and(eq(tourismEvents.id, tourismBookings.eventId), s.owns(tourismEvents)))
      .where(
        and(
          s.owns(tourismBookings),
          eq(tourismEvents.kind, 'stay'),
          eq(tourismBookings.status, 'confirmed'),
          gte(tourismBookings.startsAt, from),
          lt(tourismBookings.startsAt, to),
          after
            ? sql`(${tourismBookings.startsAt}, ${tourismBookings.id}) > (${after.startsAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(tourismBookings.startsAt), asc(tourismBookings.id))
      .limit(PAGE);
    let text = '';
    for (const { b, stay, title } of rows) {
      const day = parisDay(b.startsAt);
      const nights = stay?.nights ?? 1;
      const tickets = b.lines.filter((l) => l.kind === 'ticket');
      const personNights = taxablePersonNights(tickets, nights);
      const rate = touristTaxOn(stay, day);
      const tax = rate ? touristTaxFor(personNights, rate) : null;
      const euros = (cents: number | undefined): SheetCell =>
        cents === undefined ? null : { euros: cents / 100 };
      const cells: SheetCell[] = [
        day,
        nights,
        title,
        stay ? CATEGORY_LABELS[stay.accommodationCategory] : null,
        b.id.slice(-8).toUpperCase(),
        b.contactName,
        tickets.reduce((n, l) => n + l.quantity, 0),
        tickets.filter((l) => l.touristTaxExempt).reduce((n, l) => n + l.quantity, 0),
        personNights,
        euros(rate?.communeRateCents),
        euros(tax?.commune),
        euros(tax?.department),
        euros(b.touristTaxCents),
      ];
      text += `${cells.map(csvField).join(';')}\r\n`;
    }
    if (text) yield text;
    if (rows.length < PAGE) return;
    const last: TourismBookingRow = rows[rows.length - 1]!.b;
    after = { startsAt: last.startsAt, id: last.id };
  }
}
