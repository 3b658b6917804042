import type { EventListQuery, EventPatch, EventValues, TourismEvent } from '@cuvee/contracts';
import { TOURISM_MESSAGES as M, sanitizeRichText } from '@cuvee/domain';
import { and, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkExtraStockLines } from './tourism.extras-stock.ts';
import { eventRow, nextSlotAt, toEvent } from './tourism.read.ts';
import { type StoredRate, tourismEvents } from './tourism.table.ts';

/** The producer's events (issue 27 item 1): create, edit, archive, list. */

type RateValues = EventValues['rates'][number];
type ListFilters = z.output<typeof EventListQuery>;

/** Rates as stored: each keeps its id (bookings name it), a new one gets one; extras never count. */
const ratesOf = (rates: readonly RateValues[]): StoredRate[] =>
  rates.map((r) => ({
    id: r.id ?? uuidv7(),
    label: r.label,
    priceCents: r.priceCents,
    vatRate: r.vatRate,
    kind: r.kind,
    counting: r.kind === 'ticket' && r.counting,
    touristTaxExempt: r.touristTaxExempt,
    stockLineId: r.kind === 'optional' ? r.stockLineId : null,
  }));

function refuseIncoherent(e: { minPersons: number; maxPersons: number; kind: string; stay: unknown }) {
  if (e.minPersons > e.maxPersons)
    throw new HttpError(422, 'Le nombre minimum de personnes dépasse le maximum');
  if (e.kind === 'stay' && !e.stay)
    throw new HttpError(422, 'Un séjour indique ses nuits et sa taxe de séjour');
}

/** A stay lasts its nights (arrival to departure); other events their duration. */
export const lengthMinutes = (e: {
  kind: string;
  durationMinutes: number;
  stay: { nights: number } | null;
}) => (e.kind === 'stay' && e.stay ? e.stay.nights * 24 * 60 : e.durationMinutes);

export async function createEvent(
  tx: TenantTx,
  scope: TenantScope,
  input: EventValues,
): Promise<TourismEvent> {
  refuseIncoherent(input);
  await checkExtraStockLines(tx, scope, input.rates);
  const [row] = await scoped(tx, scope)
    .insert(tourismEvents)
    .values([
      {
        ...input,
        description: sanitizeRichText(input.description),
        rates: ratesOf(input.rates),
        stay: input.kind === 'stay' ? input.stay : null,
      },
    ])
    .returning();
  return toEvent(row!);
}

export async function updateEvent(
  tx: TenantTx,
  scope: TenantScope,
  id: string,
  patch: z.output<typeof EventPatch>,
): Promise<TourismEvent> {
  const current = await eventRow(tx, scope, id, true);
  const { rates, ...rest } = patch;
  const next = { ...current, ...rest, ...(rates ? { rates: ratesOf(rates) } : {}) };
  refuseIncoherent(next);
  if (rates) await checkExtraStockLines(tx, scope, rates);
  const [row] = await scoped(tx, scope)
    .update(tourismEvents)
    .set({
      ...rest,
      ...(rest.description !== undefined ? { description: sanitizeRichText(rest.description) } : {}),
      ...(rates ? { rates: next.rates } : {}),
      ...(next.kind !== 'stay' ? { stay: null } : {}),
    })
    .where(eq(tourismEvents.id, id))
    .returning();
  return toEvent(row!);
}

/** Off the storefront and the cart; its slots and bookings stay (the visits booked will happen). */
export async function archiveEvent(tx: TenantTx, scope: TenantScope, id: string): Promise<TourismEvent> {
  await eventRow(tx, scope, id, true);
  const [row] = await scoped(tx, scope)
    .update(tourismEvents)
    .set({ status: 'archived' })
    .where(eq(tourismEvents.id, id))
    .returning();
  return toEvent(row!);
}

export async function getEvent(tx: TenantTx, scope: TenantScope, id: string): Promise<TourismEvent> {
  const [row] = await scoped(tx, scope)
    .select({ event: tourismEvents, next: nextSlotAt })
    .from(tourismEvents)
    .where(eq(tourismEvents.id, id));
  if (!row) throw new HttpError(404, M.eventNotFound);
  return toEvent(row.event, row.next);
}

/** A page of the shop's events, newest first; archived ones only when asked for. */
export async function listEvents(tx: TenantTx, scope: TenantScope, q: ListFilters) {
  const conds: (SQL | undefined)[] = [
    q.status ? eq(tourismEvents.status, q.status) : ne(tourismEvents.status, 'archived'),
    q.kind ? eq(tourismEvents.kind, q.kind) : undefined,
    q.q ? ilike(tourismEvents.title, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ];
  const rows = await scoped(tx, scope)
    .select({ event: tourismEvents, next: nextSlotAt, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tourismEvents)
    .where(and(...conds))
    .orderBy(desc(tourismEvents.createdAt), desc(tourismEvents.id))
    .limit(q.limit)
    .offset(q.offset);
  return { total: rows[0]?.total ?? 0, events: rows.map((r) => toEvent(r.event, r.next)) };
}
