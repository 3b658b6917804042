import { describe, expect, it } from 'vitest';
import {
  AdjustmentInput,
  AllocationInput,
  MovementInput,
  ReserveInput,
  TransferInput,
  WarehouseInput,
} from './stock.inputs.ts';
import { MSG } from './validation/messages.ts';
import { messageOf, parsedValue } from './validation/validation.testing.ts';

const W1 = '0192f0a0-0000-7000-8000-000000000001';
const W2 = '0192f0a0-0000-7000-8000-000000000002';
const F = '0192f0a0-0000-7000-8000-0000000000f1';
const movement = { warehouseId: W1, formatId: F, kind: 'bottling', quantity: 120, lot: 'L2025-01' };

describe('stock inputs: refusals in French', () => {
  it.each([
    ['a negative quantity', MovementInput, { ...movement, quantity: -2 }, MSG.quantityPositive],
    ['a zero quantity', MovementInput, { ...movement, quantity: 0 }, MSG.quantityPositive],
    ['a fractional quantity', MovementInput, { ...movement, quantity: 1.5 }, MSG.quantityWhole],
    ['a quantity as text', MovementInput, { ...movement, quantity: 'douze' }, MSG.quantityWhole],
    ['an unknown format id', MovementInput, { ...movement, formatId: 'x' }, MSG.idInvalid],
    [
      'a destination on a bottling',
      MovementInput,
      { ...movement, destination: 'export' },
      MSG.destinationForSales,
    ],
    [
      'a transfer to the same warehouse',
      TransferInput,
      { fromWarehouseId: W1, toWarehouseId: W1, formatId: F, quantity: 24 },
      MSG.sameWarehouse,
    ],
    [
      'a count below zero',
      AdjustmentInput,
      { warehouseId: W1, formatId: F, countedQuantity: -1, reason: 'x' },
      MSG.quantityNotNegative,
    ],
    [
      'a count without reason',
      AdjustmentInput,
      { warehouseId: W1, formatId: F, countedQuantity: 3, reason: ' ' },
      MSG.reasonRequired,
    ],
    ['a key with spaces', ReserveInput, { key: 'order 1', lineId: W1, quantity: 1 }, MSG.reservationKey],
    [
      "an agent's allocation without the agent",
      AllocationInput,
      { lineId: W1, quantity: 6, beneficiaryKind: 'agent', expiresOn: '2026-12-31' },
      MSG.agentRequired,
    ],
    [
      'a bad excise number',
      WarehouseInput,
      { name: 'Chai', kind: 'ownCellar', exciseStatus: 'suspended', exciseNumber: 'FR123' },
      MSG.exciseNumber,
    ],
  ] as const)('%s', (_name, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });
});

describe('stock inputs: accepted', () => {
  it('a bottling without vintage gets an empty vintage', () => {
    expect(parsedValue(MovementInput, movement)).toMatchObject({
      vintage: '',
      lot: 'L2025-01',
      quantity: 120,
    });
  });
  it('a transfer between two warehouses', () => {
    expect(
      parsedValue(TransferInput, { fromWarehouseId: W1, toWarehouseId: W2, formatId: F, quantity: 24 })
        .quantity,
    ).toBe(24);
  });
  it('a warehouse with an excise number', () => {
    const w = parsedValue(WarehouseInput, {
      name: 'Chai principal',
      kind: 'ownCellar',
      exciseStatus: 'suspended',
      exciseNumber: 'FR012345E6789',
    });
    expect(w).toMatchObject({ isDefault: false, address: null });
  });
});
