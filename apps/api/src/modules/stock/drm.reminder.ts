import { deName, drmDeadline, monthBounds, monthName, previousMonth, todayInFrance } from '@cuvee/domain';
import { and, eq, exists, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, systemScope, systemTx } from '../../db/tenant.ts';
import { onceADay, type Sweeper } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { activeOwnerIds } from '../shops/index.ts';
import { drmFilings } from './drm.table.ts';
import { stockMovements, warehouses } from './stock.table.ts';

/*
 * The reminder before the 10th (decision 0096): from the 1st of a month to the previous month's
 * deadline (the 10th or the next working day), the owners of a shop whose bonded warehouse has
 * movements and whose previous month is not filed get one notification per warehouse and month.
 * It runs as one of the job queue's sweeps (every minute, acting once a day), across shops as the
 * system, like the other sweepers.
 */

const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** Sends the reminders due on `today`; answers how many warehouses were reminded. */
export async function sendDrmReminders(db: Db, today: string): Promise<number> {
  const month = previousMonth(today.slice(0, 7));
  const deadline = drmDeadline(month);
  if (today > deadline) return 0;
  const { to } = monthBounds(month);
  const due = await db
    .select({ id: warehouses.id, shopId: warehouses.shopId, name: warehouses.name })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.exciseStatus, 'suspended'),
        eq(warehouses.archived, false),
        or(isNull(warehouses.drmRemindedMonth), ne(warehouses.drmRemindedMonth, month)),
        exists(
          db
            .select({ one: sql`1` })
            .from(stockMovements)
            .where(
              and(
                eq(stockMovements.shopId, warehouses.shopId),
                eq(stockMovements.warehouseId, warehouses.id),
                lte(stockMovements.movementDate, to),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(drmFilings)
            .where(
              and(
                eq(drmFilings.shopId, warehouses.shopId),
                eq(drmFilings.warehouseId, warehouses.id),
                eq(drmFilings.month, month),
              ),
            ),
        ),
      ),
    )
    .limit(1000);
  for (const w of due) {
    await db.transaction(async (tx) => {
      // The system acts in the warehouse's shop: every statement is scoped to it.
      const s = scoped(systemTx(tx), systemScope(w.shopId, w.shopId));
      const [claimed] = await s
        .update(warehouses)
        .set({ drmRemindedMonth: month })
        .where(
          eq(warehouses.id, w.id),
          or(isNull(warehouses.drmRemindedMonth), ne(warehouses.drmRemindedMonth, month)),
        )
        .returning({ id: warehouses.id });
      if (!claimed) return;
      const owners = await activeOwnerIds(systemTx(tx), systemScope(w.shopId, w.shopId));
      await notify(
        tx,
        owners.map((userId) => ({
          userId,
          shopId: w.shopId,
          type: 'stockUpdate' as const,
          content: `DRM ${deName(monthName(month))} à déposer pour « ${w.name} » au plus tard le ${frDate(deadline)}`,
          redirectLink: `/dashboard/stocks/drm?warehouseId=${w.id}&month=${month}`,
          subjectId: w.id,
        })),
      );
    });
  }
  return due.length;
}

/** The sweep: acts once a day (the first run of the day), never twice for a warehouse and month. */
export function remindUnfiledDrm(db: Db, today: () => string = () => todayInFrance()): Sweeper {
  return onceADay(today, (day) => sendDrmReminders(db, day));
}
