import { reminderWindow } from '@cuvee/domain';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, systemScope, systemTx } from '../../db/tenant.ts';
import type { Sweeper } from '../jobs/index.ts';
import { type BookingOutbox, queueBookingMail } from './tourism.booking-mails.ts';
import { tourismBookings } from './tourism.table.ts';

/**
 * The day-before reminder (issue 27 §7, decision 0129): the confirmed bookings whose slot starts
 * tomorrow (a day in France) and were not reminded yet. Each is claimed by one conditional UPDATE
 * (`reminded_at` still null) in the transaction that queues its mail, so a sweep run twice, or in
 * two processes at once, sends one reminder: the second finds the row claimed, or waits on its
 * lock and then finds it so.
 */
export function remindTomorrowsBookings(
  db: Db,
  out: BookingOutbox,
  now: () => Date = () => new Date(),
): Sweeper {
  return async () => {
    const { from, to } = reminderWindow(now());
    const due = await db
      .select({ id: tourismBookings.id, shopId: tourismBookings.shopId })
      .from(tourismBookings)
      .where(
        and(
          eq(tourismBookings.status, 'confirmed'),
          isNull(tourismBookings.remindedAt),
          gte(tourismBookings.startsAt, from),
          lt(tourismBookings.startsAt, to),
        ),
      )
      .limit(500);
    for (const b of due)
      await db.transaction(async (raw) => {
        const tx = systemTx(raw);
        const scope = systemScope(b.shopId, b.shopId);
        const [claimed] = await scoped(tx, scope)
          .update(tourismBookings)
          .set({ remindedAt: now() })
          .where(
            eq(tourismBookings.id, b.id),
            eq(tourismBookings.status, 'confirmed'),
            isNull(tourismBookings.remindedAt),
          )
          .returning({ id: tourismBookings.id });
        if (claimed) await queueBookingMail(tx, scope, out, b.id, 'reminder');
      });
  };
}
