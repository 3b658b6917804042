import { type TourNoteBody, type TourOrderBody, tourRoutes } from '@cuvee/contracts/tour';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type OutboxOrder, sendOutbox } from '../logic/tour.outbox.ts';
import { type StoredDay, tourStore } from '../logic/tour.store.ts';

/** One query-key factory for tour mode: what the device holds (the day, the outbox). */
export const tourKeys = {
  all: ['tour'] as const,
  day: (shopId: string) => ['tour', 'day', shopId] as const,
  outbox: () => ['tour', 'outbox'] as const,
};

/** The day kept on the device for a shop (null before its first download). */
export const storedDayQuery = (shopId: string) =>
  queryOptions({
    queryKey: tourKeys.day(shopId),
    queryFn: () => tourStore.readDay(shopId),
    networkMode: 'always',
  });

/** Every order taken on this device, newest first. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: tourKeys.outbox(),
    queryFn: async () =>
      (await tourStore.listOrders()).sort((a: OutboxOrder, b: OutboxOrder) =>
        b.savedAt.localeCompare(a.savedAt),
      ),
    networkMode: 'always',
  });

/** Downloads the day, every page of clients, and keeps it on the device. */
export async function downloadDay(shopId: string): Promise<StoredDay> {
  const first = await call(tourRoutes.day, { params: { shopId }, query: { offset: 0 } }, { silent: true });
  const clients = [...first.clients];
  for (let offset = first.nextOffset; offset !== null; ) {
    const page = await call(tourRoutes.day, { params: { shopId }, query: { offset } }, { silent: true });
    clients.push(...page.clients);
    offset = page.nextOffset;
  }
  const { success: _s, nextOffset: _n, ...rest } = first;
  const day: StoredDay = { ...rest, clients, downloadedAt: new Date().toISOString() };
  await tourStore.saveDay(day);
  return day;
}

/** Keeps an order or a sample taken on the device: it goes with the next send. */
export function keepOrder(shopId: string, clientName: string, body: TourOrderBody): Promise<void> {
  return tourStore.putOrder({
    idempotencyKey: body.idempotencyKey,
    kind: body.kind ?? 'order',
    shopId,
    clientName,
    body,
    state: 'pending',
    savedAt: new Date().toISOString(),
  });
}

/** Keeps a visit note taken on the device (decision 0166): it goes with the next send. */
export function keepNote(shopId: string, clientName: string, body: TourNoteBody): Promise<void> {
  return tourStore.putOrder({
    idempotencyKey: body.idempotencyKey,
    kind: 'note',
    shopId,
    clientName,
    body,
    state: 'pending',
    savedAt: new Date().toISOString(),
  });
}

/** Sends what waits on the device (silently: the outbox shows each order's fate). */
export function sendWaitingOrders() {
  return sendOutbox(tourStore, async (kept) => {
    if (kept.kind === 'note') {
      const { success: _s, ...answer } = await call(
        tourRoutes.note,
        { params: { shopId: kept.shopId }, body: kept.body },
        { silent: true },
      );
      return answer;
    }
    const { success: _s, ...answer } = await call(
      tourRoutes.order,
      { params: { shopId: kept.shopId }, body: kept.body },
      { silent: true },
    );
    return answer;
  });
}
