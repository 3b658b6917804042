import { describe, expect, it } from 'vitest';
import { pickingList } from './picking.ts';

const galets = { label: 'Les Galets Rouge 2022 — 75 cl', formatId: 'f1', vintage: '2022' };
const blanc = { label: 'Clos Blanc 2023 — 75 cl', formatId: 'f2', vintage: '2023' };

describe('the picking list', () => {
  it('sums each product across the orders, warehouse by warehouse, with the orders it serves', () => {
    const list = pickingList([
      {
        reference: 'C-000001',
        lines: [{ ...galets, units: 6 }],
        reservations: [{ formatId: 'f1', vintage: '2022', warehouse: 'Chai', lot: '', units: 6 }],
      },
      {
        reference: 'C-000002',
        lines: [
          { ...galets, units: 12 },
          { ...blanc, units: 3 },
        ],
        reservations: [
          { formatId: 'f1', vintage: '2022', warehouse: 'Chai', lot: '', units: 10 },
          { formatId: 'f1', vintage: '2022', warehouse: 'Entrepôt Lyon', lot: 'L7', units: 2 },
          { formatId: 'f2', vintage: '2023', warehouse: 'Chai', lot: '', units: 3 },
        ],
      },
    ]);
    expect(list.units).toBe(21);
    expect(list.groups).toEqual([
      {
        warehouse: 'Chai',
        units: 19,
        rows: [
          { label: blanc.label, lot: '', units: 3, orders: ['C-000002'] },
          { label: galets.label, lot: '', units: 16, orders: ['C-000001', 'C-000002'] },
        ],
      },
      {
        warehouse: 'Entrepôt Lyon',
        units: 2,
        rows: [{ label: galets.label, lot: 'L7', units: 2, orders: ['C-000002'] }],
      },
    ]);
  });

  it('lists apart, last, the units no reservation places', () => {
    const list = pickingList([
      {
        reference: 'C-000003',
        lines: [
          { ...galets, units: 4 },
          { label: 'Coffret bois', formatId: 'f9', vintage: '', units: 1 },
        ],
        reservations: [{ formatId: 'f1', vintage: '2022', warehouse: 'Chai', lot: '', units: 3 }],
      },
    ]);
    expect(list.groups.map((g) => [g.warehouse, g.units])).toEqual([
      ['Chai', 3],
      [null, 2],
    ]);
    expect(list.groups[1]!.rows.map((r) => [r.label, r.units])).toEqual([
      ['Coffret bois', 1],
      [galets.label, 1],
    ]);
  });

  it('is empty for no order', () => {
    expect(pickingList([])).toEqual({ groups: [], units: 0 });
  });
});
