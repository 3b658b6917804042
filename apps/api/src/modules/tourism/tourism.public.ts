import type { EventRate, PublicEvent, Slot } from '@cuvee/contracts';
import { DEPARTMENT_SURCHARGE_PERCENT, TOURISM_MESSAGES as M, parisDay, placesLeft } from '@cuvee/domain';
import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { nextSlotAt, ratesOut, toEvent, toSlot } from './tourism.read.ts';
import { type StoredStay, type TourismEventRow, tourismEvents, tourismSlots } from './tourism.table.ts';

/*
 * What anyone sees of a shop's events (the storefront's tab, the event page, its slot picker) and
 * what the cart's placement reads of one (eventForBooking): published events only, by shop.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shop named by id, public code or url name (as the storefront's pages), as a condition. */
function shopIs(key: string): SQL {
  const k = key.trim();
  if (UUID.test(k)) return eq(shops.id, k);
  return or(sql`upper(${shops.code}) = ${k.toUpperCase()}`, eq(shops.urlShop, k.toLowerCase()))!;
}

/**
 * The id of the shop named by `key`, as one value the planner knows before reading the slots
 * (their indexes lead with shop_id): a uuid as such, a code or url name by a scalar subquery.
 */
function shopIdOf(key: string): SQL {
  const k = key.trim();
  if (UUID.test(k)) return sql`${k}::uuid`;
  return sql`(select ${shops.id} from ${shops} where upper(${shops.code}) = ${k.toUpperCase()} or ${shops.urlShop} = ${k.toLowerCase()} limit 1)`;
}

const published = eq(tourismEvents.status, 'published');

export function toPublicEvent(row: TourismEventRow, next: Date | null = null): PublicEvent {
  const { schedule: _s, status: _st, createdAt: _c, updatedAt: _u, ...event } = toEvent(row, next);
  return event;
}

/** A shop's published events (its tab, when named), newest first; 404 for an unknown shop. */
export async function publicEvents(
  db: DbOrTx,
  shopKey: string,
  q: { tabId?: string | undefined; limit: number; offset: number },
) {
  const rows = await db
    .select({ event: tourismEvents, next: nextSlotAt, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tourismEvents)
    .innerJoin(shops, eq(shops.id, tourismEvents.shopId))
    .where(and(shopIs(shopKey), published, q.tabId ? eq(tourismEvents.tabId, q.tabId) : undefined))
    .orderBy(asc(tourismEvents.createdAt), asc(tourismEvents.id))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length === 0 && q.offset === 0) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(shopIs(shopKey)).limit(1);
    if (!shop) throw new HttpError(404, 'Boutique introuvable');
  }
  return { total: rows[0]?.total ?? 0, events: rows.map((r) => toPublicEvent(r.event, r.next)) };
}

async function publishedEvent(db: DbOrTx, shopKey: string, eventId: string) {
  const [row] = await db
    .select({ event: tourismEvents, next: nextSlotAt })
    .from(tourismEvents)
    .innerJoin(shops, eq(shops.id, tourismEvents.shopId))
    .where(and(shopIs(shopKey), eq(tourismEvents.id, eventId), published));
  if (!row) throw new HttpError(404, M.eventNotFound);
  return row;
}

export async function publicEvent(db: DbOrTx, shopKey: string, eventId: string) {
  const row = await publishedEvent(db, shopKey, eventId);
  return toPublicEvent(row.event, row.next);
}

/**
 * A published event's open slots to come between two instants, soonest first: one statement per
 * page (the event's and shop's checks are joins); an empty page checks the event exists.
 */
export async function publicSlots(
  db: DbOrTx,
  shopKey: string,
  eventId: string,
  q: { from?: string | undefined; to?: string | undefined; limit: number; offset: number },
): Promise<{ total: number; slots: Slot[] }> {
  const shopId = shopIdOf(shopKey);
  const rows = await db
    .select({ slot: tourismSlots, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tourismSlots)
    .innerJoin(tourismEvents, eq(tourismEvents.id, tourismSlots.eventId))
    .where(
      and(
        eq(tourismSlots.shopId, shopId),
        eq(tourismEvents.shopId, shopId),
        eq(tourismSlots.eventId, eventId),
        published,
        eq(tourismSlots.status, 'open'),
        gt(tourismSlots.startsAt, sql`now()`),
        q.from ? gte(tourismSlots.startsAt, new Date(q.from)) : undefined,
        q.to ? lt(tourismSlots.startsAt, new Date(q.to)) : undefined,
      ),
    )
    .orderBy(asc(tourismSlots.startsAt))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length === 0) await publishedEvent(db, shopKey, eventId);
  return { total: rows[0]?.total ?? 0, slots: rows.map((r) => toSlot(r.slot)) };
}

/** The commune's rate of a stay on a day, with the department's surcharge; null when none applies. */
export function touristTaxOn(stay: StoredStay | null, day: string) {
  const rate = stay?.touristTaxRates.find(
    (r) => r.validFrom <= day && (r.validTo === null || day <= r.validTo),
  );
  if (!stay || !rate) return null;
  return {
    communeRateCents: rate.communeRateCents,
    departmentPercent: stay.departmentSurcharge ? DEPARTMENT_SURCHARGE_PERCENT : 0,
    validity: { from: rate.validFrom, to: rate.validTo },
  };
}

export type EventForBooking = {
  event: {
    id: string;
    title: string;
    kind: TourismEventRow['kind'];
    /** Stays only; null otherwise. */
    nights: number | null;
    visuals: string[];
    minAmountCents: number;
    minPersons: number;
    maxPersons: number;
    touristTax: ReturnType<typeof touristTaxOn>;
    confirmationMessage: string;
    location: { atEstate: boolean; address: string | null };
    durationMinutes: number;
    languages: string[];
    cancellation: { freeUntilHours: number | null; text: string };
  };
  slot: { id: string; start: Date; end: Date; placesLeft: number };
  rates: EventRate[];
};

/**
 * A published event of a shop and one of its slots, as the cart and the placement need them
 * (one statement); the French 404 for an unknown, unpublished or other shop's event or slot.
 */
export async function eventForBooking(
  db: DbOrTx,
  shopId: string,
  eventId: string,
  slotId: string,
): Promise<EventForBooking> {
  const [row] = await db
    .select({ event: tourismEvents, slot: tourismSlots })
    .from(tourismEvents)
    .innerJoin(
      tourismSlots,
      and(eq(tourismSlots.eventId, tourismEvents.id), eq(tourismSlots.shopId, tourismEvents.shopId)),
    )
    .where(
      and(
        eq(tourismEvents.shopId, shopId),
        eq(tourismEvents.id, eventId),
        published,
        eq(tourismSlots.id, slotId),
      ),
    );
  if (!row) throw new HttpError(404, M.eventNotFound);
  const { event: e, slot: s } = row;
  return {
    event: {
      id: e.id,
      title: e.title,
      kind: e.kind,
      nights: e.stay?.nights ?? null,
      visuals: e.visuals,
      minAmountCents: e.minAmountCents,
      minPersons: e.minPersons,
      maxPersons: e.maxPersons,
      touristTax: touristTaxOn(e.stay, parisDay(s.startsAt)),
      confirmationMessage: e.confirmationMessage,
      location: e.location,
      durationMinutes: e.durationMinutes,
      languages: e.languages,
      cancellation: e.cancellation,
    },
    slot: {
      id: s.id,
      start: s.startsAt,
      end: s.endsAt,
      placesLeft: s.status === 'open' && s.startsAt > new Date() ? placesLeft(s.capacity, s.taken) : 0,
    },
    rates: ratesOut(e.rates),
  };
}
