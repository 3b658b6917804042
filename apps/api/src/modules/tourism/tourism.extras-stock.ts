import type { BookingLine } from '@cuvee/domain';
import { TOURISM_MESSAGES as M } from '@cuvee/domain';
import type { TenantScope, TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { consume, release, reserve, stockLineIdsOf } from '../stock/index.ts';

/*
 * Extras with a stock of their own (a bottle; decision 0131): an optional rate names a stock line
 * of the shop, and a booking's extras of that rate are reserved on it through the stock module's
 * reservations, under the key `booking:<booking id>:<rate id>` (one reservation per key ever:
 * a replay never reserves twice) and with the order as reference, so the order's own release and
 * consumption reach them as they reach its wine lines. Released when the booking is cancelled or
 * expires; consumed when its visitors are checked in (the bottle leaves with them).
 */

export const extraStockKey = (bookingId: string, rateId: string) => `booking:${bookingId}:${rateId}`;

const stocked = (lines: readonly BookingLine[]) =>
  lines.filter((l): l is BookingLine & { stockLineId: string } => l.kind === 'optional' && !!l.stockLineId);

/** Refuses (422, French) an event whose extras name a stock line that is not the shop's. */
export async function checkExtraStockLines(
  tx: TenantTx,
  scope: TenantScope,
  rates: readonly { kind: string; stockLineId: string | null }[],
) {
  const named = rates.filter((r) => r.kind === 'optional' && r.stockLineId).map((r) => r.stockLineId!);
  if (named.length === 0) return;
  const found = await stockLineIdsOf(scope, tx, named);
  if (named.some((id) => !found.has(id))) throw new HttpError(422, M.unknownStockLine);
}

/** Reserves the booking's stocked extras in the caller's transaction; 409 French when short. */
export async function reserveExtras(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  orderId: string | null,
  lines: readonly BookingLine[],
) {
  for (const line of stocked(lines)) {
    try {
      await reserve(scope, tx, {
        key: extraStockKey(bookingId, line.rateId),
        lineId: line.stockLineId,
        quantity: line.quantity,
        reference: orderId ?? `booking:${bookingId}`,
      });
    } catch (err) {
      // Short, or the line gone since the event was saved: the whole booking is refused.
      if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404))
        throw new HttpError(409, M.extraStockShort(line.label));
      throw err;
    }
  }
}

/** Gives the extras' units back (a booking cancelled or expired); once, whatever the calls. */
export async function releaseExtras(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  lines: readonly BookingLine[],
) {
  for (const line of stocked(lines)) await release(scope, tx, extraStockKey(bookingId, line.rateId));
}

/** The extras leave the stock as a sale when the visitors arrive (once per key). */
export async function consumeExtras(
  tx: TenantTx,
  scope: TenantScope,
  bookingId: string,
  lines: readonly BookingLine[],
  documentRef: string,
) {
  for (const line of stocked(lines))
    await consume(scope, tx, extraStockKey(bookingId, line.rateId), { documentRef });
}
