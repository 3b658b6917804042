import {
  type BookingCreateInput,
  type EventInput,
  type EventPatch,
  type ScheduleInput,
  type SlotPatch,
  tourismRoutes,
} from '@cuvee/contracts';
import { downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { tourismKeys } from './tourism.queries.ts';

/*
 * What changes events, slots and bookings; each asks again what it moved (a booking moves the
 * places left of its slots, so the events' slots and the calendar too). The API's French
 * message (answer or refusal) is the snackbar; forms put field refusals at their fields.
 */

const EVENTS = [tourismKeys.events(), tourismKeys.all] as const;
const ALL = [tourismKeys.all] as const;

export const useCreateEvent = () =>
  useRouteMutation(tourismRoutes.createEvent, (body: EventInput) => ({ body }), EVENTS);

export const useUpdateEvent = () =>
  useRouteMutation(
    tourismRoutes.updateEvent,
    (input: { id: string; body: EventPatch }) => ({ params: { id: input.id }, body: input.body }),
    EVENTS,
  );

export const useSaveSchedule = () =>
  useRouteMutation(
    tourismRoutes.saveSchedule,
    (input: { id: string; body: ScheduleInput }) => ({ params: { id: input.id }, body: input.body }),
    ALL,
  );

export const useUpdateSlot = () =>
  useRouteMutation(
    tourismRoutes.updateSlot,
    (input: { slotId: string; body: SlotPatch }) => ({ params: { slotId: input.slotId }, body: input.body }),
    ALL,
  );

export const useCreateBooking = () =>
  useRouteMutation(tourismRoutes.createBooking, (body: BookingCreateInput) => ({ body }), ALL);

const byId = (id: string) => ({ params: { id } });

export const useConfirmBooking = () => useRouteMutation(tourismRoutes.confirmBooking, byId, ALL);
export const useCancelBooking = () => useRouteMutation(tourismRoutes.cancelBooking, byId, ALL);
export const useCheckIn = () => useRouteMutation(tourismRoutes.checkIn, byId, ALL);
export const useCheckInByToken = () =>
  useRouteMutation(tourismRoutes.checkInByToken, (token: string) => ({ body: { token } }), ALL);

export const useMoveBooking = () =>
  useRouteMutation(
    tourismRoutes.moveBooking,
    (input: { id: string; slotId: string }) => ({ params: { id: input.id }, body: { slotId: input.slotId } }),
    ALL,
  );

/** The half-year's tourist-tax statement (CSV), under the API's file name. */
export const downloadTouristTax = (half: string) =>
  downloadFile(tourismRoutes.touristTax, { query: { half } }, `taxe-de-sejour-${half}.csv`);
