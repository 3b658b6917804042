import type { Booking } from '@cuvee/contracts';
import { parisInstant } from '@cuvee/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { findBooking } from '../tourism/index.ts';
import { remindTomorrowsBookings } from '../tourism/tourism.booking-reminders.ts';
import { aTasting, systemOf, userIdOf } from '../tourism/tourism.test.support.ts';
import { booking, bookingsTestbed, tomorrow } from './orders.reservations.fixtures.ts';

type Testbed = Awaited<ReturnType<typeof bookingsTestbed>>;

// The visitor's mails (issue 27 §7; decisions 0127–0129): the confirmation, from the order's
// validation or the last group's transfer, and the reminder the day before, each with the
// calendar file and the check-in QR code, exactly once.

let t: TestApp;
let owner: string;
let demo: string;
let tasting: { eventId: string; slotIds: string[] };
let place: Testbed['place'];
let bookingOf: (orderId: string) => Promise<Booking>;

beforeAll(async () => {
  const bed = await bookingsTestbed(
    aTasting({ minAmountCents: 0, title: 'Dégustation « Élégance », caves; chai' }),
  );
  ({ t, owner, demo, tasting, place } = bed);
  // With its check-in token, as the back office reads it.
  bookingOf = async (orderId) => {
    const { tx, scope } = systemOf(t, demo, await userIdOf(t, 'proprietaire@cuvee.demo'));
    return findBooking(tx, scope, (await bed.bookingOf(orderId)).id);
  };
});
afterAll(() => t?.close());

const mailsOf = (bookingId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.idempotencyKey, `${bookingId}:booking-%`));
/** The .ics as the visitor's calendar reads it: lines unfolded. */
const icsOf = (mail: { attachments: { filename: string; contentBase64: string }[] }) => {
  const file = mail.attachments.find((a) => a.filename === 'reservation.ics')!;
  return Buffer.from(file.contentBase64, 'base64').toString('utf8').replace(/\r\n /g, '');
};

describe("the visitor's confirmation", () => {
  it('the order validated: one mail with the calendar file of the slot and the check-in QR code', async () => {
    const placed = await place(booking(tasting.eventId, tasting.slotIds[0]!, { adulte: 2 }));
    const validated = await call(t.app, 'POST', `/v1/orders/${placed.id}/actions/validate`, {
      jwt: owner,
      body: {},
    });
    expect(validated.status).toBe(200);
    await t.settled();
    const b = await bookingOf(placed.id);
    const [mail, ...more] = await mailsOf(b.id);
    expect(more).toEqual([]);
    // The booking's page reads it through the mail module (decision 0133).
    const listed = await call(t.app, 'GET', `/v1/reservations/${b.id}/mails`, { jwt: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.mails).toEqual([
      {
        kind: 'confirmed',
        subject: mail!.subject,
        to: 'client@cuvee.demo',
        // No SMTP in the tests: the mail went to the development outbox.
        status: 'outbox',
        at: (mail!.sentAt ?? mail!.createdAt).toISOString(),
      },
    ]);
    expect(mail!.toAddress).toBe('client@cuvee.demo');
    expect(mail!.subject).toBe('Réservation confirmée : Dégustation « Élégance », caves; chai');
    expect(mail!.status).not.toBe('error');
    expect(mail!.attachments.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([
      ['reservation.ics', 'text/calendar'],
      ['check-in.png', 'image/png'],
    ]);
    const ics = icsOf(mail!);
    const start = parisInstant(tomorrow(), '10:00')
      .toISOString()
      .replace(/[-:]|\.\d+/g, '');
    expect(ics).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(ics).toContain(`\r\nUID:booking-${b.id}@cuvee\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Dégustation « Élégance »\\, caves\\; chai\r\n');
    expect(ics).toContain('DESCRIPTION:2 personnes (2 × Adulte)');
    const png = Buffer.from(mail!.attachments[1]!.contentBase64, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(mail!.textBody).toContain(`/dashboard/reservations/${b.id}?checkin=${b.checkInToken}`);
    // On the shop's behalf: its name signs, replies reach it.
    expect(mail!.shopId).toBe(demo);
    expect(mail!.textBody).toContain('— Domaine Démo, via Cuvée');
  });

  it('the last payment group confirms the booking: the same mail, once', async () => {
    const groups = [
      { name: 'A', share: 1 },
      { name: 'B', share: 1 },
    ];
    const placed = await place(booking(tasting.eventId, tasting.slotIds[1]!, { adulte: 2 }, { groups }));
    const held = await bookingOf(placed.id);
    const list = await call(t.app, 'GET', `/v1/reservations/${held.id}/groups`, { jwt: owner });
    const [a, b] = list.body.groups as { id: string }[];
    await call(t.app, 'POST', `/v1/reservations/${held.id}/groups/${a!.id}/paid`, { jwt: owner });
    expect(await mailsOf(held.id)).toEqual([]);
    const last = await call(t.app, 'POST', `/v1/reservations/${held.id}/groups/${b!.id}/paid`, {
      jwt: owner,
    });
    expect(last.body.allPaid).toBe(true);
    // The order validated afterwards confirms nothing new and sends nothing more.
    await call(t.app, 'POST', `/v1/orders/${placed.id}/actions/validate`, { jwt: owner, body: {} });
    await t.settled();
    const mails = await mailsOf(held.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'Réservation confirmée : Dégustation « Élégance », caves; chai',
    ]);
    expect(mails[0]!.attachments.map((x) => x.filename)).toEqual(['reservation.ics', 'check-in.png']);
  });
});

describe('the reminder the day before', () => {
  it('a sweep run twice, and two at once, send one reminder per confirmed booking of tomorrow', async () => {
    const placed = await place(booking(tasting.eventId, tasting.slotIds[0]!, { adulte: 1 }));
    await call(t.app, 'POST', `/v1/orders/${placed.id}/actions/validate`, { jwt: owner, body: {} });
    // The day after tomorrow's booking waits for tomorrow's sweep.
    const later = await place(booking(tasting.eventId, tasting.slotIds[2]!, { adulte: 1 }));
    await call(t.app, 'POST', `/v1/orders/${later.id}/actions/validate`, { jwt: owner, body: {} });
    const b = await bookingOf(placed.id);
    const out = { jobs: t.app.deps.jobs, publicUrl: 'https://cuvee.test' };
    await Promise.all([
      remindTomorrowsBookings(t.db, out)(t.app.deps.jobs),
      remindTomorrowsBookings(t.db, out)(t.app.deps.jobs),
    ]);
    await t.app.deps.jobs.sweepNow();
    await t.app.deps.jobs.sweepNow();
    await t.settled();
    const reminders = (await mailsOf(b.id)).filter((m) => m.idempotencyKey === `${b.id}:booking-reminder`);
    expect(reminders.length).toBe(1);
    expect(reminders[0]!.subject).toBe('Rappel : Dégustation « Élégance », caves; chai demain à 10:00');
    expect(reminders[0]!.attachments.map((x) => x.filename)).toEqual(['reservation.ics', 'check-in.png']);
    const start = parisInstant(tomorrow(), '10:00')
      .toISOString()
      .replace(/[-:]|\.\d+/g, '');
    expect(icsOf(reminders[0]!)).toContain(`\r\nDTSTART:${start}\r\n`);
    const laterB = await bookingOf(later.id);
    const laterMails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `${laterB.id}:booking-reminder`));
    expect(laterMails).toEqual([]);
    // The booking's page lists both, the confirmation first.
    const listed = await call(t.app, 'GET', `/v1/reservations/${b.id}/mails`, { jwt: owner });
    expect(listed.body.mails.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ['confirmed', 'outbox'],
      ['reminder', 'outbox'],
    ]);
  });
});
