import { describe, expect, it } from 'vitest';
import {
  emptyMovementForm,
  fieldsFor,
  KIND_GROUPS,
  type MovementFormValues,
  movementFormSchema,
  readQuantity,
} from './movement-form.ts';

const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const P = '33333333-3333-4333-8333-333333333333';
const F = '44444444-4444-4444-8444-444444444444';

const filled = (over: Partial<MovementFormValues> = {}): MovementFormValues => ({
  ...emptyMovementForm(W1),
  productId: P,
  formatId: F,
  vintage: ' 2022 ',
  lot: 'L2025-01',
  quantity: '120',
  date: new Date('2025-10-03T00:00:00Z'),
  ...over,
});

/** The message codes of a refused form, by field. */
function codes(values: MovementFormValues): Record<string, string> {
  const result = movementFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { code?: string } }).params?.code ?? i.code,
    ]),
  );
}

describe('readQuantity', () => {
  it.each([
    ['120', false, { value: 120 }],
    [' 1 200 ', false, { value: 1200 }],
    ['', false, { code: 'required' }],
    ['12,5', false, { code: 'quantityWhole' }],
    ['douze', false, { code: 'quantityWhole' }],
    ['0', false, { code: 'quantityPositive' }],
    ['-3', false, { code: 'quantityPositive' }],
    ['0', true, { value: 0 }],
    ['-3', true, { code: 'quantityNotNegative' }],
    ['10000001', false, { code: 'tooBig', params: { max: 10_000_000 } }],
  ] as const)('%j (zero allowed: %s) → %j', (text, zero, expected) => {
    expect(readQuantity(text, zero)).toEqual(expected);
  });
});

describe('the movement form', () => {
  it('reads a bottling into the movement route, trimmed, with the day as YYYY-MM-DD', () => {
    expect(movementFormSchema.parse(filled({ documentRef: '  ', reason: '' }))).toEqual({
      route: 'recordMovement',
      body: {
        warehouseId: W1,
        formatId: F,
        vintage: '2022',
        lot: 'L2025-01',
        kind: 'bottling',
        quantity: 120,
        date: '2025-10-03',
        documentRef: undefined,
        destination: undefined,
        reason: undefined,
      },
    });
  });

  it('reads a transfer into the transfer route, from and to', () => {
    const read = movementFormSchema.parse(filled({ kind: 'transfer', toWarehouseId: W2, quantity: '24' }));
    expect(read).toMatchObject({
      route: 'transfer',
      body: { fromWarehouseId: W1, toWarehouseId: W2, quantity: 24, lot: 'L2025-01' },
    });
  });

  it('reads an inventory count as the counted units with its reason; zero is a count', () => {
    const read = movementFormSchema.parse(
      filled({ kind: 'adjustment', quantity: '0', reason: ' casse constatée ' }),
    );
    expect(read).toMatchObject({ route: 'adjust', body: { countedQuantity: 0, reason: 'casse constatée' } });
  });

  it('keeps a destination for a sale only', () => {
    expect(movementFormSchema.parse(filled({ kind: 'sale', destination: 'export' }))).toMatchObject({
      body: { kind: 'sale', destination: 'export' },
    });
    expect(movementFormSchema.parse(filled({ kind: 'gift', destination: 'export' }))).toMatchObject({
      body: { kind: 'gift', destination: undefined },
    });
  });

  it.each<[string, Partial<MovementFormValues>, Record<string, string>]>([
    [
      'nothing chosen',
      { productId: '', formatId: '', warehouseId: '', quantity: '' },
      {
        productId: 'required',
        formatId: 'required',
        warehouseId: 'required',
        quantity: 'required',
      },
    ],
    ['a negative quantity', { quantity: '-2' }, { quantity: 'quantityPositive' }],
    ['a decimal quantity', { quantity: '2,5' }, { quantity: 'quantityWhole' }],
    ['a transfer without a target', { kind: 'transfer' }, { toWarehouseId: 'required' }],
    [
      'a transfer to the same warehouse',
      { kind: 'transfer', toWarehouseId: W1 },
      { toWarehouseId: 'sameWarehouse' },
    ],
    ['a count without a reason', { kind: 'adjustment', reason: '  ' }, { reason: 'reasonRequired' }],
    [
      'a negative count',
      { kind: 'adjustment', reason: 'x', quantity: '-1' },
      { quantity: 'quantityNotNegative' },
    ],
  ])('refuses %s with its message codes', (_, over, expected) => {
    expect(codes(filled(over))).toEqual(expected);
  });

  it('offers every manual kind once, a transfer and a count, entries first', () => {
    const kinds = KIND_GROUPS.flatMap((g) => g.kinds);
    expect(kinds).toEqual([
      // The claimed volume, and own-cellar bottling with the bulk it draws (decision 0093).
      'production',
      'bottling',
      'purchase',
      'return',
      'sale',
      'sample',
      'tasting',
      'gift',
      'loss',
      'breakage',
      'bottlingDraw',
      'transfer',
      'adjustment',
    ]);
    expect(fieldsFor('transfer')).toEqual({ target: true, destination: false, reasonRequired: false });
    expect(fieldsFor('sale').destination).toBe(true);
    expect(fieldsFor('adjustment').reasonRequired).toBe(true);
  });
});
