import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';
import {
  BookingCancelResponse,
  BookingCheckInInput,
  BookingCreateInput,
  BookingListQuery,
  BookingListResponse,
  BookingMailsResponse,
  BookingMoveInput,
  BookingResponse,
  CalendarQuery,
  CalendarResponse,
  TouristTaxQuery,
} from './tourism.bookings.ts';
import {
  EventInput,
  EventListQuery,
  EventListResponse,
  EventPatch,
  EventResponse,
  ScheduleInput,
  ScheduleResponse,
  SlotListQuery,
  SlotListResponse,
  SlotPatch,
  SlotResponse,
} from './tourism.events.ts';
import { tourismPublicRoutes } from './tourism.public.ts';

export * from './tourism.bookings.ts';
export * from './tourism.events.ts';

/*
 * Wine tourism's routes (issue 27): the back office's events, slots and bookings (spec §2
 * /dashboard/reservations…), and the storefront's public events and slots. The storefront books
 * through the cart (module orders).
 */

const IdParams = z.object({ id: Uuid });
const SlotParams = z.object({ slotId: Uuid });
const events = { tags: ['tourism'], shop: 'header' } as const;
const read = { ...events, access: 'events.read' } as const;
const write = { ...events, access: 'events.write' } as const;
const resaRead = { ...events, access: 'reservations.read' } as const;
const resaWrite = { ...events, access: 'reservations.write' } as const;

export const tourismRoutes = {
  events: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/reservations/events',
    summary: "The shop's events, a page at a time, with filters",
    query: EventListQuery,
    response: EventListResponse,
    errors: [400, 401, 403],
  }),
  createEvent: defineRoute({
    ...write,
    method: 'POST',
    path: '/v1/reservations/events',
    summary: 'Create an event (a visit, a tasting, a stay…) with its rates',
    body: EventInput,
    response: EventResponse,
    errors: [400, 401, 403, 422],
  }),
  event: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/reservations/events/:id',
    summary: 'One event with its rates and schedule',
    params: IdParams,
    response: EventResponse,
    errors: [400, 401, 403, 404],
  }),
  updateEvent: defineRoute({
    ...write,
    method: 'PATCH',
    path: '/v1/reservations/events/:id',
    summary: "Change an event's fields (rates sent replace the list; bookings keep their prices)",
    params: IdParams,
    body: EventPatch,
    response: EventResponse,
    errors: [400, 401, 403, 404, 422],
  }),
  archiveEvent: defineRoute({
    ...write,
    method: 'DELETE',
    path: '/v1/reservations/events/:id',
    summary: 'Archive an event: off the storefront, its bookings kept',
    params: IdParams,
    response: EventResponse,
    errors: [400, 401, 403, 404],
  }),
  saveSchedule: defineRoute({
    ...write,
    method: 'PUT',
    path: '/v1/reservations/events/:id/schedule',
    summary: "Replace an event's recurring rules, one-off dates and closed days; rebuilds its slots",
    params: IdParams,
    body: ScheduleInput,
    response: ScheduleResponse,
    errors: [400, 401, 403, 404, 422],
  }),
  eventSlots: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/reservations/events/:id/slots',
    summary: "An event's slots between two instants with places left (closed ones too)",
    params: IdParams,
    query: SlotListQuery,
    response: SlotListResponse,
    errors: [400, 401, 403, 404],
  }),
  updateSlot: defineRoute({
    ...write,
    method: 'PATCH',
    path: '/v1/reservations/slots/:slotId',
    summary: "A slot's own capacity, or closing and reopening it",
    params: SlotParams,
    body: SlotPatch,
    response: SlotResponse,
    errors: [400, 401, 403, 404, 422],
  }),
  bookings: defineRoute({
    ...resaRead,
    method: 'GET',
    path: '/v1/reservations',
    summary: 'The bookings by day (arrivals of the day first) or range, with filters',
    query: BookingListQuery,
    response: BookingListResponse,
    errors: [400, 401, 403],
  }),
  createBooking: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations',
    summary: 'A booking taken by phone or at the estate for a client (holds the places)',
    body: BookingCreateInput,
    response: BookingResponse,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  calendar: defineRoute({
    ...resaRead,
    method: 'GET',
    path: '/v1/reservations/calendar',
    summary: 'Slots with their fill and bookings over a range, for the calendar',
    query: CalendarQuery,
    response: CalendarResponse,
    errors: [400, 401, 403],
  }),
  touristTax: defineRoute({
    ...resaRead,
    method: 'GET',
    path: '/v1/reservations/tourist-tax.csv',
    summary: "A half-year's tourist tax collected on stays, for the declaration to the commune (CSV)",
    query: TouristTaxQuery,
    response: FileDownload,
    errors: [400, 401, 403],
  }),
  checkInByToken: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations/check-in',
    summary: "Check visitors in by their QR code's token",
    body: BookingCheckInInput,
    response: BookingResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  booking: defineRoute({
    ...resaRead,
    method: 'GET',
    path: '/v1/reservations/:id',
    summary: 'One booking: participants, amounts, payment, check-in',
    params: IdParams,
    response: BookingResponse,
    errors: [400, 401, 403, 404],
  }),
  confirmBooking: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations/:id/confirm',
    summary: 'Confirm a pending booking',
    params: IdParams,
    response: BookingResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  moveBooking: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations/:id/move',
    summary: 'Move a booking to another slot of its event (the new places held, the old released)',
    params: IdParams,
    body: BookingMoveInput,
    response: BookingResponse,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  cancelBooking: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations/:id/cancel',
    summary: "Cancel a booking under its event's terms (says whether it is refundable; places released)",
    params: IdParams,
    response: BookingCancelResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  checkIn: defineRoute({
    ...resaWrite,
    method: 'POST',
    path: '/v1/reservations/:id/check-in',
    summary: 'Check the visitors of a confirmed booking in',
    params: IdParams,
    response: BookingResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  bookingMails: defineRoute({
    ...resaRead,
    method: 'GET',
    path: '/v1/reservations/:id/mails',
    summary: 'The mails sent for a booking (confirmation, reminder): subject, recipient, status, date',
    params: IdParams,
    response: BookingMailsResponse,
    errors: [400, 401, 403, 404],
  }),
  // The storefront's: a shop's published events, one event, its open slots (decision 0117).
  ...tourismPublicRoutes,
};
