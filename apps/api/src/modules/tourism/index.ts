/*
 * What other modules and flows may use of wine tourism (issue 27). The cart's placement (module
 * orders, flows) books through these, in its own transaction:
 *
 * - eventForBooking(db, shopId, eventId, slotId): a published event, one of its slots (with places
 *   left) and its rates, for pricing a cart line; 404 French otherwise.
 * - holdBooking(tx, scope, input): records a booking and holds its places atomically (one
 *   conditional UPDATE); refuses in French (409 places full; 422 slot past or closed, persons out
 *   of the event's range, below the minimum amount, unknown rate) and changes nothing then.
 * - setBookingStatus(tx, scope, bookingId, status): confirm / cancel / expire by the table of
 *   packages/domain tourism/booking-lifecycle.ts; releases the places on leaving pending or
 *   confirmed; the same status again is a no-op.
 * - attachOrder(tx, scope, bookingId, orderId), bookingsOfOrder(tx, scope, orderId).
 * - expireOverdueBookings(tx, scope, now?): pending bookings past their expiresAt → expired.
 * - queueBookingMail(tx, scope, out, bookingId, 'confirmed' | 'reminder'): the visitor's mail with
 *   the .ics and the check-in QR code, queued in the transaction, once per booking and kind.
 * - touristTaxOn(stay, day): the dated commune rate and department percent of a stay on a day.
 * - publicEvents / publicEvent / publicSlots: what anyone sees of a shop's events (the storefront's
 *   page loaders in flows/page-preload read them as its routes answer).
 * - groupDeadline / openPaymentGroups / groupsAllPaid: a booking's payment groups (decision 0110),
 *   opened by the placement, asked by the order's validation.
 * - groupByToken / publicGroupView / noteGroupCardSetup / recordGroupCardPaid / shopOfGroup: a
 *   group paying its share by card from its link (decision 0136, flows/group-card-payment).
 * - createEvent / saveSchedule: an event and its slots as the back office makes them (demo data,
 *   other modules' test fixtures).
 */
export {
  GROUPS,
  groupByToken,
  groupDeadline,
  groupsAllPaid,
  noteGroupCardSetup,
  openPaymentGroups,
  recordGroupCardPaid,
  shopOfGroup,
} from './tourism.booking-groups.ts';
export { type BookingOutbox, queueBookingMail } from './tourism.booking-mails.ts';
export { publicGroupView } from './tourism.booking-public.ts';
export { createEvent } from './tourism.events.ts';
export {
  attachOrder,
  bookingsOfOrder,
  expireOverdueBookings,
  type HoldInput,
  holdBooking,
  setBookingStatus,
} from './tourism.hold.ts';
export {
  type EventForBooking,
  eventForBooking,
  publicEvent,
  publicEvents,
  publicSlots,
  touristTaxOn,
} from './tourism.public.ts';
export { findBooking } from './tourism.read.ts';
export { saveSchedule } from './tourism.slots.ts';
export { tourismBookings, tourismEvents, tourismSlots } from './tourism.table.ts';
