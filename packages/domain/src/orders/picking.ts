/*
 * The picking list of the shipping desk (issue 24): what to take out of which warehouse for the
 * selected orders, each product summed across them. An order's units come from its stock
 * reservations (the warehouse and the lot they were set aside in); units without one (a
 * product kept out of the stock) are listed apart, so that nothing is forgotten.
 */

/** One line of an order: its product as printed, what it was entered from, its units (free ones included). */
export type PickOrderLine = { label: string; formatId: string; vintage: string; units: number };
/** Units of the order set aside in a warehouse (its active reservations). */
export type PickReservation = {
  formatId: string;
  vintage: string;
  warehouse: string;
  lot: string;
  units: number;
};
export type PickOrder = { reference: string; lines: PickOrderLine[]; reservations: PickReservation[] };

export type PickingRow = { label: string; lot: string; units: number; orders: string[] };
/** A warehouse's rows; `warehouse` null for the units no reservation places. */
export type PickingGroup = { warehouse: string | null; rows: PickingRow[]; units: number };

const byText = (a: string, b: string) => a.localeCompare(b, 'fr');

export function pickingList(orders: readonly PickOrder[]): { groups: PickingGroup[]; units: number } {
  const groups = new Map<string | null, Map<string, PickingRow>>();
  const add = (warehouse: string | null, label: string, lot: string, units: number, reference: string) => {
    if (units <= 0) return;
    const rows = groups.get(warehouse) ?? new Map<string, PickingRow>();
    groups.set(warehouse, rows);
    const key = `${label}\u0000${lot}`;
    const row = rows.get(key) ?? { label, lot, units: 0, orders: [] };
    row.units += units;
    if (!row.orders.includes(reference)) row.orders.push(reference);
    rows.set(key, row);
  };
  for (const order of orders) {
    // What each reservation still holds for this order's lines, used up line by line.
    const left = order.reservations.map((r) => ({ ...r }));
    for (const line of order.lines) {
      let units = line.units;
      for (const r of left) {
        if (units === 0) break;
        if (r.units === 0 || r.formatId !== line.formatId || r.vintage !== line.vintage) continue;
        const taken = Math.min(units, r.units);
        add(r.warehouse, line.label, r.lot, taken, order.reference);
        r.units -= taken;
        units -= taken;
      }
      add(null, line.label, '', units, order.reference);
    }
  }
  const result: PickingGroup[] = [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : byText(a, b)))
    .map(([warehouse, rows]) => {
      const list = [...rows.values()].sort((a, b) => byText(a.label, b.label) || byText(a.lot, b.lot));
      return { warehouse, rows: list, units: list.reduce((n, r) => n + r.units, 0) };
    });
  return { groups: result, units: result.reduce((n, g) => n + g.units, 0) };
}
