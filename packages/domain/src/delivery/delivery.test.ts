import { describe, expect, it } from 'vitest';
import { parcelsFor } from '../pricing/cart-order.ts';
import type { DeliveryModeRules, OrderSummary } from './modes.ts';
import { bracketPrice, parcelSurchargeCents } from './modes.ts';
import { deliveryOptions, NO_DELIVERY_MODE, priceOf, refusalsFor } from './options.ts';
import { addressInZones, departmentOf, METROPOLITAN_FRANCE, zonesSummary } from './zones.ts';

/** The demo's home delivery: metropolitan France, 1–5 bottles 12 €, 6–11 15 €, 12+ 18 €, franco at 24. */
const home: DeliveryModeRules = {
  id: 'home',
  kind: 'carrier',
  name: 'Livraison à domicile',
  carrier: 'Colissimo',
  instructions: null,
  active: true,
  zones: METROPOLITAN_FRANCE,
  basis: 'bottles',
  brackets: [
    { from: 1, priceCents: 1200 },
    { from: 6, priceCents: 1500 },
    { from: 12, priceCents: 1800 },
  ],
  franco: { kind: 'products', value: 24 },
  minAmountCents: null,
  minProducts: null,
  maxProducts: null,
  multipleOf: null,
  collectionPoints: [],
};
const pickup: DeliveryModeRules = {
  ...home,
  id: 'pickup',
  kind: 'pickup',
  name: 'Retrait au domaine',
  carrier: null,
  brackets: [],
  franco: null,
};
const order = (bottles: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  bottles,
  weightGrams: bottles * 1300,
  amountHT: bottles * 1000,
  productCount: Math.ceil(bottles),
  ...over,
});
const paris = { country: 'FR', zipcode: '75011' };

describe('departmentOf', () => {
  it.each([
    ['75011', '75'],
    ['01000', '01'],
    ['20000', '20'],
    ['97110', '971'],
    ['97600', '976'],
    ['97500', null], // Saint-Pierre-et-Miquelon: not in the spec's list
    ['1000', null],
    ['B-1000', null],
  ])('%s → %s', (zip, dep) => expect(departmentOf(zip)).toBe(dep));
});

describe('addressInZones', () => {
  it.each([
    ['Paris in metropolitan France', paris, METROPOLITAN_FRANCE, true],
    [
      'Guadeloupe outside metropolitan France',
      { country: 'FR', zipcode: '97110' },
      METROPOLITAN_FRANCE,
      false,
    ],
    ['Brussels outside France', { country: 'BE', zipcode: '1000' }, METROPOLITAN_FRANCE, false],
    ['Brussels in Belgium', { country: 'be', zipcode: '1000' }, { countries: ['BE'], departments: [] }, true],
    [
      'Guadeloupe when FR is a country',
      { country: 'FR', zipcode: '97110' },
      { countries: ['FR'], departments: [] },
      true,
    ],
    [
      'Gironde only, Bordeaux',
      { country: 'FR', zipcode: '33000' },
      { countries: [], departments: ['33'] },
      true,
    ],
    ['Gironde only, Paris', paris, { countries: [], departments: ['33'] }, false],
    [
      'French department code abroad',
      { country: 'DE', zipcode: '33000' },
      { countries: [], departments: ['33'] },
      false,
    ],
  ])('%s', (_label, address, zones, fits) => expect(addressInZones(address, zones)).toBe(fits));

  it('summarises zones in French and English', () => {
    expect(zonesSummary(METROPOLITAN_FRANCE)).toBe('France métropolitaine');
    expect(zonesSummary(METROPOLITAN_FRANCE, 'en')).toBe('Metropolitan France');
    expect(zonesSummary({ countries: ['BE', 'LU'], departments: ['33', '24'] })).toBe(
      '2 départements, Belgique, Luxembourg',
    );
    expect(zonesSummary({ countries: [], departments: [] })).toBe('Aucune zone');
  });
});

describe('parcels (spec §9: 12 bottles a parcel, 7 € each extra parcel)', () => {
  it.each([
    [0, 0, 0], // nothing counted in bottles: no parcel to add a surcharge for
    [1, 1, 0],
    [12, 1, 0],
    [13, 2, 700],
    [24, 2, 700],
    [25, 3, 1400],
    [12.0000001, 1, 0],
    [18 * (0.5 / 0.75), 1, 0], // 18 bottles of 50 cl are 12 bottle equivalents
  ])('%s bottles → %s parcel(s), %s cents extra', (bottles, parcels, surcharge) => {
    expect(parcelsFor(bottles)).toBe(parcels);
    expect(parcelSurchargeCents(parcelsFor(bottles))).toBe(surcharge);
  });
});

describe('bracketPrice', () => {
  it.each([
    [0, 1200], // below the first bracket: its price
    [1, 1200],
    [5, 1200],
    [6, 1500],
    [11.5, 1500],
    [12, 1800],
    [100, 1800],
  ])('%s bottles → %s cents', (bottles, cents) => expect(bracketPrice(home.brackets, bottles)).toBe(cents));
  it('is free without brackets and reads brackets in any order', () => {
    expect(bracketPrice([], 10)).toBe(0);
    expect(
      bracketPrice(
        [
          { from: 10, priceCents: 900 },
          { from: 0, priceCents: 500 },
        ],
        12,
      ),
    ).toBe(900);
  });
});

describe('priceOf (bracket, parcels, franco)', () => {
  type Case = [
    label: string,
    mode: DeliveryModeRules,
    summary: OrderSummary,
    price: number,
    extra: Record<string, unknown>,
  ];
  const byAmount: DeliveryModeRules = {
    ...home,
    basis: 'amount',
    brackets: [
      { from: 0, priceCents: 990 },
      { from: 10_000, priceCents: 490 },
    ],
    franco: { kind: 'amount', value: 20_000 },
  };
  const byWeight: DeliveryModeRules = {
    ...home,
    basis: 'weight',
    brackets: [
      { from: 0, priceCents: 800 },
      { from: 5000, priceCents: 1400 },
    ],
    franco: null,
  };
  const CASES: Case[] = [
    ['3 bottles: 12 €', home, order(3), 1200, { parcels: 1, bottlesBeforeFranco: 21 }],
    ['6 bottles: 15 €', home, order(6), 1500, { parcels: 1 }],
    // 18 € + one extra parcel of 7 € = 25 €
    ['13 bottles: 18 € + 7 €', home, order(13), 2500, { parcels: 2, surchargeCents: 700 }],
    ['23 bottles: 18 € + 7 €, one bottle from franco', home, order(23), 2500, { bottlesBeforeFranco: 1 }],
    ['24 bottles: franco, parcels included', home, order(24), 0, { francoReached: true, parcels: 2 }],
    ['pick-up: free, no parcel', pickup, order(30), 0, { parcels: 0, surchargeCents: 0 }],
    [
      'collection point: its bracket, no parcel surcharge',
      { ...home, kind: 'collectionPoint', franco: null },
      order(30),
      1800,
      { parcels: 0, surchargeCents: 0 },
    ],
    [
      'amount 80 €: 9,90 €',
      byAmount,
      order(8),
      990,
      { amountBeforeFranco: 12_000, bottlesBeforeFranco: null },
    ],
    ['amount 120 €: 4,90 € + one parcel', byAmount, order(12, { amountHT: 12_000, bottles: 13 }), 1190, {}],
    ['amount 200 €: franco', byAmount, order(20), 0, { francoReached: true, amountBeforeFranco: 0 }],
    ['weight 3,9 kg: 8 €', byWeight, order(3), 800, { francoReached: false, amountBeforeFranco: null }],
    ['weight 6,5 kg: 14 €', byWeight, order(5), 1400, {}],
  ];
  it.each(CASES)('%s', (_label, mode, summary, price, extra) => {
    const option = priceOf(mode, summary);
    expect(option.priceCents).toBe(price);
    expect(option).toMatchObject(extra);
  });
});

describe('refusalsFor (spec §5 cart messages)', () => {
  const strict: DeliveryModeRules = {
    ...home,
    minAmountCents: 5000,
    minProducts: 6,
    maxProducts: 36,
    multipleOf: 6,
  };
  it.each([
    ['fits', order(12, { amountHT: 9000 }), []],
    ['below the minimum amount', order(6, { amountHT: 4999 }), ['minAmount']],
    ['too few products and not a multiple', order(5, { amountHT: 6000 }), ['minProducts', 'multipleOf']],
    ['too many products', order(42, { amountHT: 60_000 }), ['maxProducts']],
    ['not a multiple of 6', order(13, { amountHT: 10_000 }), ['multipleOf']],
  ])('%s', (_label, summary, codes) => {
    expect(refusalsFor(strict, summary).map((r) => r.code)).toEqual(codes);
  });
  it('says why in French', () => {
    const [amount, few, multiple] = refusalsFor(strict, order(1, { amountHT: 1000 }));
    expect(amount?.message).toBe(
      'Le montant minimum de commande pour cette livraison est de 50,00\u00a0€ HT',
    );
    expect(few?.message).toBe('Cette livraison demande au moins 6 produits');
    expect(multiple?.message).toBe('Le nombre de produits doit être un multiple de 6');
  });
});

describe('deliveryOptions', () => {
  const inactive: DeliveryModeRules = { ...home, id: 'off', name: 'Express', active: false, brackets: [] };
  const belgium: DeliveryModeRules = {
    ...home,
    id: 'be',
    name: 'Belgique',
    zones: { countries: ['BE'], departments: [] },
  };
  const cases: DeliveryModeRules = { ...home, id: 'cases', name: 'Par caisses', multipleOf: 6 };
  const modes = [home, pickup, inactive, belgium, cases];

  it('lists the modes that fit, cheapest first, and the ones that do not fit yet with why', () => {
    const choice = deliveryOptions(modes, paris, order(4));
    expect(choice.options.map((o) => [o.modeId, o.priceCents])).toEqual([
      ['pickup', 0],
      ['home', 1200],
    ]);
    expect(choice.unavailable).toEqual([
      {
        modeId: 'cases',
        name: 'Par caisses',
        reasons: [expect.objectContaining({ code: 'multipleOf', value: 6 })],
      },
    ]);
    expect(choice.message).toBeNull();
  });
  it('never mentions an inactive mode or one whose zones leave the address out', () => {
    const choice = deliveryOptions(modes, { country: 'BE', zipcode: '1000' }, order(4));
    expect(choice.options.map((o) => o.modeId)).toEqual(['be']);
    expect(JSON.stringify(choice)).not.toContain('Express');
  });
  it("answers spec §8's message when nothing fits", () => {
    const far = deliveryOptions(modes, { country: 'SE', zipcode: '11122' }, order(4));
    expect(far).toEqual({ options: [], unavailable: [], message: NO_DELIVERY_MODE });
    expect(NO_DELIVERY_MODE).toBe('Aucun mode de livraison disponible pour cette addresse');
    const onlyCases = deliveryOptions([cases], paris, order(4));
    expect(onlyCases.message).toBe(NO_DELIVERY_MODE);
    expect(onlyCases.unavailable).toHaveLength(1);
    expect(deliveryOptions([], paris, order(4)).message).toBe(NO_DELIVERY_MODE);
  });
});
