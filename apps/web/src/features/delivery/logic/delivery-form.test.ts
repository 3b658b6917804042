import type { DeliveryMode } from '@cuvee/contracts';
import { codedMessageOf } from '@cuvee/contracts/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  type DeliveryFormValues,
  deliveryFormSchema,
  deliveryFormValues,
  fromFromText,
  fromToText,
} from './delivery-form.ts';

const home: DeliveryMode = {
  id: 'm1',
  kind: 'carrier',
  name: 'Livraison à domicile',
  carrier: 'Colissimo',
  instructions: null,
  active: true,
  zones: {
    countries: ['BE'],
    departments: Array.from({ length: 96 }, (_, i) => String(i + 1).padStart(2, '0')),
  },
  basis: 'bottles',
  brackets: [
    { from: 1, priceCents: 1200 },
    { from: 6, priceCents: 1500 },
  ],
  franco: { kind: 'products', value: 24 },
  minAmountCents: null,
  minProducts: null,
  maxProducts: null,
  multipleOf: 6,
  collectionPoints: [],
  createdAt: '2026-11-01T00:00:00Z',
};
const values = (over: Partial<DeliveryFormValues> = {}): DeliveryFormValues => ({
  ...deliveryFormValues(home),
  ...over,
});
const codes = (v: DeliveryFormValues) => {
  const parsed = deliveryFormSchema.safeParse(v);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), codedMessageOf(i).code]);
};

describe('the delivery mode form', () => {
  it('reads a mode back into what it sends, metropolitan France kept as such', () => {
    const v = deliveryFormValues(home);
    expect(v.france).toBe('metropolitan');
    expect(v.countries).toEqual(['BE']);
    expect(v.brackets).toEqual([
      { from: '1', priceCents: 1200 },
      { from: '6', priceCents: 1500 },
    ]);
    const sent = deliveryFormSchema.parse(v);
    expect(sent.zones).toEqual(home.zones);
    expect(sent).toMatchObject({
      franco: { kind: 'products', value: 24 },
      multipleOf: 6,
      carrier: 'Colissimo',
    });
  });

  it('sends thresholds in the unit of the basis: kg as grams, euros as cents', () => {
    expect(fromFromText('weight', '2,5')).toBe(2500);
    expect(fromFromText('amount', '150,50')).toBe(15050);
    expect(fromFromText('amount', '1 500')).toBe(150000);
    expect(fromFromText('amount', '1,234')).toBeNaN();
    expect(fromFromText('bottles', '6')).toBe(6);
    expect(fromFromText('bottles', 'six')).toBeNaN();
    expect(fromToText('amount', 15050)).toBe('150,5');
    const byAmount = deliveryFormSchema.parse(
      values({ basis: 'amount', brackets: [{ from: '100', priceCents: 990 }] }),
    );
    expect(byAmount.brackets).toEqual([{ from: 10_000, priceCents: 990 }]);
  });

  it('covers all of France with FR, or chosen departments, or none', () => {
    expect(deliveryFormSchema.parse(values({ france: 'all' })).zones).toEqual({
      countries: ['BE', 'FR'],
      departments: [],
    });
    expect(
      deliveryFormSchema.parse(values({ france: 'departments', departments: ['33'] })).zones.departments,
    ).toEqual(['33']);
  });

  it.each<[string, Partial<DeliveryFormValues>, [string, string][]]>([
    ['a name too short', { name: 'X' }, [['name', 'nameTooShort']]],
    ['no zone at all', { france: 'none', countries: [] }, [['zones', 'deliveryZonesRequired']]],
    [
      'a bracket without a price',
      { brackets: [{ from: '1', priceCents: null }] },
      [['brackets.0.priceCents', 'priceCents']],
    ],
    [
      'a threshold that is not a number',
      { brackets: [{ from: 'six', priceCents: 100 }] },
      [['brackets.0.from', 'number']],
    ],
    [
      'two brackets from the same threshold',
      {
        brackets: [
          { from: '6', priceCents: 100 },
          { from: '6', priceCents: 200 },
        ],
      },
      [['brackets', 'bracketTaken']],
    ],
    [
      'a minimum above the maximum',
      { minProducts: '12', maxProducts: '6' },
      [['maxProducts', 'minAboveMax']],
    ],
    ['a multiple of 1', { multipleOf: '1' }, [['multipleOf', 'multipleOfRange']]],
    [
      'a franco by amount without amount',
      { francoKind: 'amount', francoAmountCents: null },
      [['franco.value', 'number']],
    ],
    [
      'collection points without a point',
      { kind: 'collectionPoint' },
      [['collectionPoints', 'collectionPointsRequired']],
    ],
  ])('refuses %s with its message code', (_label, over, expected) => {
    expect(codes(values(over))).toEqual(expected);
  });
});
