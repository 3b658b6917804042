import type { BoxContentLine } from '@cuvee/contracts';
import type { OrderPriceResult } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { Scoped } from '../../db/tenant.ts';
import type { StockNeed } from './orders.stock.ts';
import { type OrderLineRow, orderLines } from './orders.table.ts';
import type { SellerSource } from './pricing.source.ts';

/*
 * A box's contents on the order (issue 24): each wine a line of its own, linked to its box's
 * line, priced 0 (the box's price and its duties hold it), reserved at placement and taken out
 * at shipping like any bottle. Two boxes hold twice the contents; a free box (a tier's
 * `discountAdd`) holds its own.
 */

/** One content line to write, once its box's line has an id. */
export type ContentLine = {
  /** The box line's position in the order. */
  boxPosition: number;
  position: number;
  productId: string;
  formatId: string;
  vintage: string;
  label: string;
  quantity: number;
  freeItems: number;
};

/** Every box's contents as lines, numbered after the order's own lines (`from`). */
export function contentLines(
  lines: SellerSource['lines'],
  priced: OrderPriceResult['lines'],
  from: number,
): ContentLine[] {
  let position = from;
  return lines.flatMap((line, boxPosition) => {
    const box = priced[boxPosition]!;
    return line.contents.map((c) => ({
      boxPosition,
      position: position++,
      productId: c.product.id,
      formatId: c.format.id,
      vintage: c.vintageName,
      label: c.label,
      quantity: c.quantity * box.quantity,
      freeItems: c.quantity * box.freeItems,
    }));
  });
}

/** What the stock reserves for the contents: every bottle, paid boxes and free ones. */
export const contentNeeds = (contents: readonly ContentLine[]): StockNeed[] =>
  contents.map((c) => ({
    position: c.position,
    formatId: c.formatId,
    vintage: c.vintage,
    units: c.quantity + c.freeItems,
    label: c.label,
  }));

/**
 * Writes the contents under their box lines (the order's own lines, written just before), at
 * price 0, each with its stock reservation's key.
 */
export async function writeContentLines(
  s: Scoped,
  contents: readonly ContentLine[],
  order: { orderId: string; buyerId: string | null },
  keys: ReadonlyMap<number, string>,
) {
  if (contents.length === 0) return;
  const written = await s
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.orderId));
  const boxLine = new Map(written.map((w) => [w.position, w.id]));
  await s.insert(orderLines).values(
    contents.map((c) => ({
      ...order,
      parentLineId: boxLine.get(c.boxPosition)!,
      position: c.position,
      productId: c.productId,
      formatId: c.formatId,
      vintage: c.vintage,
      label: c.label,
      quantity: c.quantity,
      freeItems: c.freeItems,
      unitHt: 0,
      unitTtc: 0,
      vatRateBp: 0,
      totalHt: 0,
      totalTtc: 0,
      reservationKey: keys.get(c.position) ?? null,
    })),
  );
}

/** The order's lines as read: its own lines, each box line with its contents. */
export function nestContents<T>(
  rows: readonly OrderLineRow[],
  map: (row: OrderLineRow, contents: BoxContentLine[]) => T,
): T[] {
  const inside = new Map<string, BoxContentLine[]>();
  for (const r of rows)
    if (r.parentLineId)
      inside.set(r.parentLineId, [
        ...(inside.get(r.parentLineId) ?? []),
        { id: r.id, productId: r.productId, label: r.label, quantity: r.quantity, freeItems: r.freeItems },
      ]);
  return rows.filter((r) => !r.parentLineId).map((r) => map(r, inside.get(r.id) ?? []));
}
