import { bookingPaymentRoutes as routes } from '@cuvee/contracts';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { systemScope, systemTx } from '../../db/tenant.ts';
import { groupCardRoutes } from '../../flows/group-card-payment.flow.ts';
import { route } from '../../lib/route.ts';
import type { Sweeper } from '../jobs/index.ts';
import { buyerReservation, groupView, listBuyerReservations } from './tourism.booking-buyer.ts';
import { groupsOfBooking, recordGroupPaid } from './tourism.booking-groups.ts';
import { queueBookingMail } from './tourism.booking-mails.ts';
import { publicGroupView } from './tourism.booking-public.ts';
import { remindTomorrowsBookings } from './tourism.booking-reminders.ts';
import { expireOverdueBookings, lockedBooking } from './tourism.hold.ts';
import { extendSlotHorizons } from './tourism.slot-horizon.ts';
import { tourismBookings } from './tourism.table.ts';

const ok = true as const;

/**
 * The deadline's sweep (decision 0110): the pending bookings past their deadline (a group that
 * never paid) expire and give their places back, shop by shop, each in its own transaction.
 */
export function expireOverdueGroupBookings(db: Db, now: () => Date = () => new Date()): Sweeper {
  return async () => {
    const at = now();
    const due = await db
      .selectDistinct({ shopId: tourismBookings.shopId })
      .from(tourismBookings)
      .where(
        and(
          eq(tourismBookings.status, 'pending'),
          isNotNull(tourismBookings.expiresAt),
          lte(tourismBookings.expiresAt, at),
        ),
      )
      .limit(1000);
    for (const { shopId } of due)
      await db.transaction((tx) => expireOverdueBookings(systemTx(tx), systemScope(shopId, shopId), at));
  };
}

/** The buyer's bookings, and the payment groups' routes (issue 27). */
export async function bookingPaymentRoutesOf(app: FastifyInstance) {
  const { jobs, db, config, payments } = app.deps;
  const out = { jobs, publicUrl: config.publicUrl };
  jobs.sweep('booking reminders', remindTomorrowsBookings(db, out));
  jobs.sweep('group bookings past their deadline', expireOverdueGroupBookings(db));
  jobs.sweep('slots to the horizon', extendSlotHorizons(db));

  route(app, routes.mine, async ({ ctx, db, query }) => ({
    success: ok,
    ...(await listBuyerReservations(db, ctx.user.id, query)),
  }));
  route(app, routes.mineOne, async ({ ctx, db, params }) => ({
    success: ok,
    reservation: await buyerReservation(db, ctx.user.id, params.id),
  }));
  route(app, routes.groups, async ({ ctx, tx, params }) => {
    await lockedBooking(tx, ctx, params.id);
    return { success: ok, groups: (await groupsOfBooking(tx, ctx, params.id)).map(groupView) };
  });
  route(app, routes.groupPaid, async ({ ctx, tx, params }) => {
    const { allPaid } = await recordGroupPaid(tx, ctx, params.id, params.groupId);
    // The last transfer confirmed the booking: the visitor hears it as from a validated order.
    if (allPaid) await queueBookingMail(tx, ctx, out, params.id, 'confirmed');
    return {
      success: ok,
      message: allPaid
        ? 'Tous les groupes ont payé : la réservation est confirmée'
        : 'Le paiement du groupe est enregistré',
      allPaid,
      groups: (await groupsOfBooking(tx, ctx, params.id)).map(groupView),
    };
  });
  route(app, routes.publicGroup, async ({ db, params }) => ({
    success: ok,
    group: await publicGroupView(db, params.token, (shopId) => payments.cardPaymentAvailable({ id: shopId })),
  }));
  // Paying a share by card (decision 0136), the flow's: Stripe, the group, the order's money.
  groupCardRoutes(app);
}
