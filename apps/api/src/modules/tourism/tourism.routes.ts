import { tourismRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { bookingMails } from './tourism.booking-mails.ts';
import {
  cancelBooking,
  checkIn,
  checkInByToken,
  createBooking,
  listBookings,
  moveBooking,
} from './tourism.bookings.ts';
import { archiveEvent, createEvent, getEvent, listEvents, updateEvent } from './tourism.events.ts';
import { setBookingStatus } from './tourism.hold.ts';
import { publicEvent, publicEvents, publicSlots } from './tourism.public.ts';
import { findBooking } from './tourism.read.ts';
import { calendar, touristTaxLines } from './tourism.reports.ts';
import { listEventSlots, saveSchedule, updateSlot } from './tourism.slots.ts';

const ok = true as const;

/** Wine tourism (issue 27): the back office's events, slots and bookings; the storefront's reads. */
export async function tourismRoutes(app: FastifyInstance) {
  route(app, routes.events, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listEvents(tx, ctx, query)),
  }));
  route(app, routes.createEvent, async ({ ctx, tx, body }) => ({
    success: ok,
    message: 'Activité créée',
    event: await createEvent(tx, ctx, body),
  }));
  route(app, routes.event, async ({ ctx, tx, params }) => ({
    success: ok,
    event: await getEvent(tx, ctx, params.id),
  }));
  route(app, routes.updateEvent, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Activité modifiée',
    event: await updateEvent(tx, ctx, params.id, body),
  }));
  route(app, routes.archiveEvent, async ({ ctx, tx, params }) => ({
    success: ok,
    message: 'Activité archivée',
    event: await archiveEvent(tx, ctx, params.id),
  }));
  route(app, routes.saveSchedule, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Créneaux enregistrés',
    ...(await saveSchedule(tx, ctx, params.id, body)),
  }));
  route(app, routes.eventSlots, async ({ ctx, tx, params, query }) => ({
    success: ok,
    ...(await listEventSlots(tx, ctx, params.id, query)),
  }));
  route(app, routes.updateSlot, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Créneau modifié',
    slot: await updateSlot(tx, ctx, params.slotId, body),
  }));
  route(app, routes.bookings, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listBookings(tx, ctx, query)),
  }));
  route(app, routes.createBooking, async ({ ctx, tx, body }) => ({
    success: ok,
    message: 'Réservation enregistrée',
    booking: await createBooking(tx, ctx, body),
  }));
  route(app, routes.calendar, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await calendar(tx, ctx, query)),
  }));
  route(app, routes.touristTax, async ({ ctx, tx, query, reply }) => {
    reply.header('content-disposition', `attachment; filename="taxe-de-sejour-${query.half}.csv"`);
    reply.type('text/csv; charset=utf-8');
    let file = '';
    for await (const part of touristTaxLines(tx, ctx, query.half)) file += part;
    return file;
  });
  route(app, routes.checkInByToken, async ({ ctx, tx, body }) => ({
    success: ok,
    message: 'Visiteurs enregistrés',
    booking: await checkInByToken(tx, ctx, body.token),
  }));
  route(app, routes.booking, async ({ ctx, tx, params }) => ({
    success: ok,
    booking: await findBooking(tx, ctx, params.id),
  }));
  route(app, routes.bookingMails, async ({ ctx, tx, params }) => ({
    success: ok,
    mails: await bookingMails(tx, ctx, params.id),
  }));
  route(app, routes.confirmBooking, async ({ ctx, tx, params }) => ({
    success: ok,
    message: 'Réservation confirmée',
    booking: await setBookingStatus(tx, ctx, params.id, 'confirmed'),
  }));
  route(app, routes.moveBooking, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Réservation déplacée',
    booking: await moveBooking(tx, ctx, params.id, body.slotId),
  }));
  route(app, routes.cancelBooking, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await cancelBooking(tx, ctx, params.id)),
  }));
  route(app, routes.checkIn, async ({ ctx, tx, params }) => ({
    success: ok,
    message: 'Visiteurs enregistrés',
    booking: await checkIn(tx, ctx, params.id),
  }));
  route(app, routes.publicEvents, async ({ db, params, query }) => ({
    success: ok,
    ...(await publicEvents(publicRead(db), params.shopId, query)),
  }));
  route(app, routes.publicEvent, async ({ db, params }) => ({
    success: ok,
    event: await publicEvent(publicRead(db), params.shopId, params.eventId),
  }));
  route(app, routes.publicSlots, async ({ db, params, query }) => ({
    success: ok,
    ...(await publicSlots(publicRead(db), params.shopId, params.eventId, query)),
  }));
}
