import type { BookingMail } from '@cuvee/contracts';
import { bookingIcs, type IcsEvent } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import type { Jobs } from '../jobs/index.ts';
import { type InlineAttachment, mailsByKeys, onBehalfOf, queueMail, shopSender } from '../mail/index.ts';
import { findBooking } from './tourism.read.ts';
import { tourismEvents } from './tourism.table.ts';

/*
 * The visitor's mails about a booking (issue 27 §7, decision 0128): its confirmation (sent when
 * the order's validation or the last payment group's transfer confirms it) and the reminder the
 * day before. Both carry the event as a calendar file (.ics, the same UID, so a calendar updates
 * its entry) and the check-in QR code the staff scan, and are queued in the caller's transaction,
 * once per booking and kind (key `<booking id>:booking-<kind>`).
 */

/** What a booking's mails need: the job queue and the site's address (for the check-in link). */
export type BookingOutbox = { jobs: Jobs; publicUrl: string };

export type BookingMailKind = 'confirmed' | 'reminder';

const paris = (at: string, style: Intl.DateTimeFormatOptions) =>
  new Date(at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', ...style });

const persons = (n: number) => `${n} personne${n > 1 ? 's' : ''}`;

/** Queues the booking's mail (none without a contact address); a second call does nothing. */
export async function queueBookingMail(
  tx: TenantTx,
  scope: TenantScope,
  out: BookingOutbox,
  bookingId: string,
  kind: BookingMailKind,
): Promise<{ id: string } | null> {
  const booking = await findBooking(tx, scope, bookingId);
  const to = booking.contact.email;
  if (!to) return null;
  const [place] = await scoped(tx, scope)
    .select({ location: tourismEvents.location, shopId: tourismEvents.shopId })
    .from(tourismEvents)
    .where(eq(tourismEvents.id, booking.event.id));
  // Sent on the shop's behalf: its name, replies to its address (issue 23).
  const shop = await shopSender(tx, place!.shopId);
  const location = place!.location.address ?? shop.name;
  const title = booking.event.title;
  const when = paris(booking.slot.startsAt, { dateStyle: 'full', timeStyle: 'short' });
  const who = booking.lines
    .filter((l) => l.kind === 'ticket')
    .map((l) => `${l.quantity} × ${l.label}`)
    .join(', ');
  const checkIn = `${out.publicUrl}/dashboard/reservations/${booking.id}?checkin=${booking.checkInToken ?? ''}`;

  const event: IcsEvent = {
    uid: `booking-${booking.id}@cuvee`,
    stamp: new Date(),
    start: new Date(booking.slot.startsAt),
    end: new Date(booking.slot.endsAt),
    summary: title,
    location,
    description: [
      `${persons(booking.countingPersons)}${who ? ` (${who})` : ''}`,
      `Check-in : ${checkIn}`,
    ].join('\n'),
  };
  const qr = await QRCode.toBuffer(checkIn, { type: 'png', margin: 2, width: 320 });
  const files: InlineAttachment[] = [
    {
      filename: 'reservation.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(bookingIcs(event), 'utf8').toString('base64'),
    },
    { filename: 'check-in.png', contentType: 'image/png', contentBase64: qr.toString('base64') },
  ];

  const opening =
    kind === 'confirmed'
      ? `Votre réservation « ${title} » est confirmée pour le ${when}, ${persons(booking.countingPersons)}.`
      : `Nous vous attendons demain pour « ${title} », le ${when}, ${persons(booking.countingPersons)}.`;
  return queueMail(out.jobs, tx, {
    to,
    ...onBehalfOf(shop),
    key: `${booking.id}:booking-${kind}`,
    subject:
      kind === 'confirmed'
        ? `Réservation confirmée : ${title}`
        : `Rappel : ${title} demain à ${paris(booking.slot.startsAt, { timeStyle: 'short' })}`,
    text: [
      `Bonjour ${booking.contact.name},`,
      ``,
      opening,
      ...(location ? [`Lieu : ${location}`] : []),
      `À votre arrivée, présentez ce lien ou le QR code joint : ${checkIn}`,
      `Le fichier joint « reservation.ics » ajoute la réservation à votre agenda.`,
      ``,
      `— ${shop.name}, via Cuvée`,
    ].join('\n'),
    files,
  });
}

const MAIL_KINDS: readonly BookingMailKind[] = ['confirmed', 'reminder'];

/**
 * The mails of a booking as the mail module kept them (decision 0133), first sent first; the
 * booking's 404 for another shop's or an unknown id.
 */
export async function bookingMails(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
): Promise<BookingMail[]> {
  const booking = await findBooking(tx, scope, bookingId);
  const keys = MAIL_KINDS.map((kind) => `${booking.id}:booking-${kind}`);
  const mails = await mailsByKeys(tx, scoped(tx, scope).shopId, keys);
  return mails.map((m) => ({
    kind: MAIL_KINDS[keys.indexOf(m.key)]!,
    subject: m.subject,
    to: m.to,
    status: m.status,
    at: m.at.toISOString(),
  }));
}
