import { bookingPaymentRoutes as routes } from '@cuvee/contracts';
import { paymentInstructions } from '@cuvee/domain';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { publicRead, systemScope, systemTx } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import type { Sweeper } from '../jobs/index.ts';
import { orders } from '../orders/orders.table.ts';
import { bankDetailsOf, shopBilling, shops } from '../shops/index.ts';
import { buyerReservation, groupView, listBuyerReservations } from './tourism.booking-buyer.ts';
import { groupByToken, groupsOfBooking, recordGroupPaid } from './tourism.booking-groups.ts';
import { queueBookingMail } from './tourism.booking-mails.ts';
import { remindTomorrowsBookings } from './tourism.booking-reminders.ts';
import { expireOverdueBookings, lockedBooking } from './tourism.hold.ts';
import { extendSlotHorizons } from './tourism.slot-horizon.ts';
import { tourismBookings, tourismEvents } from './tourism.table.ts';

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
  const { jobs, db, config } = app.deps;
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
  route(app, routes.publicGroup, async ({ db, params }) => {
    const { group, booking } = await groupByToken(publicRead(db), params.token);
    const [about] = await publicRead(db)
      .select({
        title: tourismEvents.title,
        shop: { name: shops.name, urlShop: shops.urlShop },
        reference: orders.reference,
      })
      .from(tourismEvents)
      .innerJoin(shops, eq(shops.id, tourismEvents.shopId))
      .leftJoin(orders, and(eq(orders.id, sql`${booking.orderId}`), eq(orders.shopId, tourismEvents.shopId)))
      .where(and(eq(tourismEvents.id, booking.eventId), eq(tourismEvents.shopId, booking.shopId)));
    const reference = `${about?.reference ?? booking.id.slice(0, 8)}-G${group.position + 1}`;
    const transfer = paymentInstructions(
      'transfer',
      bankDetailsOf(await shopBilling(db, booking.shopId)),
      reference,
    );
    return {
      success: ok,
      group: {
        name: group.name,
        amountCents: group.amountCents,
        paid: group.paidAt !== null,
        bookingStatus: booking.status,
        event: { title: about?.title ?? '' },
        slot: { startsAt: booking.startsAt.toISOString() },
        shop: about?.shop ?? { name: '', urlShop: '' },
        transferReference: reference,
        iban: transfer && transfer.kind === 'transfer' ? transfer.iban : null,
        deadline: booking.expiresAt?.toISOString() ?? null,
      },
    };
  });
}
