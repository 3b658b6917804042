import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allocationFormSchema, emptyAllocationForm } from './allocation-form.ts';
import { crdFormSchema, emptyCrdForm, monthOf } from './crd-form.ts';
import { thresholdFormSchema } from './threshold.ts';
import { warehouseFormSchema, warehouseFormValues } from './warehouse-form.ts';

const L = '11111111-1111-4111-8111-111111111111';
function codes(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { code?: string } }).params?.code ?? i.code,
    ]),
  );
}

describe('the warehouse form', () => {
  it('sends no address when none is typed, and the excise number only for a bonded warehouse', () => {
    const values = { ...warehouseFormValues(null), name: ' Chai du haut ', exciseNumber: 'FR012345E0123' };
    expect(warehouseFormSchema.parse(values)).toEqual({
      name: 'Chai du haut',
      kind: 'ownCellar',
      exciseStatus: 'dutyPaid',
      exciseNumber: null,
      isDefault: false,
      address: null,
    });
    const bonded = warehouseFormSchema.parse({
      ...values,
      exciseStatus: 'suspended',
      address: { street: '', zipcode: '21200', city: 'Beaune' },
    });
    expect(bonded.exciseNumber).toBe('FR012345E0123');
    expect(bonded.address).toEqual({ street: undefined, zipcode: '21200', city: 'Beaune', country: 'FR' });
  });

  it('refuses a short name and a wrong excise number with the API’s codes', () => {
    expect(
      codes(warehouseFormSchema, {
        ...warehouseFormValues(null),
        name: 'A',
        exciseStatus: 'suspended',
        exciseNumber: '123',
      }),
    ).toEqual({ name: 'nameTooShort', exciseNumber: 'exciseNumber' });
  });
});

describe('the threshold form', () => {
  it.each([
    ['', { threshold: null }],
    [' 12 ', { threshold: 12 }],
    ['0', { threshold: 0 }],
  ])('reads %j', (text, expected) => {
    expect(thresholdFormSchema.parse({ threshold: text })).toEqual(expected);
  });
  it('refuses a decimal and a negative threshold', () => {
    expect(codes(thresholdFormSchema, { threshold: '1,5' })).toEqual({ threshold: 'thresholdWhole' });
    expect(codes(thresholdFormSchema, { threshold: '-1' })).toEqual({ threshold: 'quantityNotNegative' });
  });
});

describe('the allocation form', () => {
  const day = new Date('2026-12-31T00:00:00Z');
  it('reads a client allocation, and an agent one without a label', () => {
    expect(
      allocationFormSchema.parse({
        ...emptyAllocationForm(),
        lineId: L,
        quantity: '12',
        label: ' Cave Dupont ',
        expiresOn: day,
      }),
    ).toEqual({
      lineId: L,
      quantity: 12,
      beneficiaryKind: 'client',
      label: 'Cave Dupont',
      expiresOn: '2026-12-31',
    });
    expect(
      allocationFormSchema.parse({
        ...emptyAllocationForm(),
        lineId: L,
        quantity: '6',
        beneficiaryKind: 'agent',
        agentId: L,
        label: 'ignored',
        expiresOn: day,
      }),
    ).toMatchObject({ beneficiaryKind: 'agent', agentId: L, label: undefined });
  });
  it('asks for the line, the quantity, the day, and the agent of an agent’s allocation', () => {
    expect(codes(allocationFormSchema, { ...emptyAllocationForm(), beneficiaryKind: 'agent' })).toEqual({
      lineId: 'required',
      quantity: 'required',
      expiresOn: 'required',
    });
    expect(
      codes(allocationFormSchema, {
        ...emptyAllocationForm(),
        lineId: L,
        quantity: '1',
        beneficiaryKind: 'agent',
        expiresOn: day,
      }),
    ).toEqual({ agentId: 'agentRequired' });
  });
});

describe('the CRD form', () => {
  it('reads capsules of a colour, category and volume', () => {
    expect(crdFormSchema.parse({ ...emptyCrdForm(), quantity: '500', kind: 'opening' })).toEqual({
      colour: 'green',
      fiscalCategory: 'stillWine',
      volumeMl: 750,
      kind: 'opening',
      quantity: 500,
      date: undefined,
      reason: undefined,
      documentRef: undefined,
    });
  });
  it('refuses a volume of zero and a missing count', () => {
    expect(codes(crdFormSchema, { ...emptyCrdForm(), volumeMl: '0' })).toEqual({
      quantity: 'required',
      volumeMl: 'volumePositive',
    });
  });
  it('starts on the month of today', () => {
    expect(monthOf(new Date('2026-02-14T10:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
