import { describe, expect, it } from 'vitest';
import type { Unity } from '../catalogue/volume.ts';
import {
  allowedColours,
  type CrdColour,
  type CrdProduct,
  crdAccount,
  crdColourFor,
  crdSigned,
} from './crd.ts';
import { formatLabel } from './format-label.ts';
import { applyChange, available, stockStatusFor, thresholdCrossing } from './levels.ts';
import { eq75FromMilli, hectolitres, measuresOf, unitEq75Milli, unitMillilitres } from './measures.ts';
import {
  type DrmCategory,
  drmCategoryOf,
  MOVEMENT_KINDS,
  type MovementKind,
  type SaleDestination,
  signedQuantity,
} from './movements.ts';
import { isSameWarehouse, releasesForConsumption } from './warehouses.ts';

describe('measures of a format', () => {
  const cases: [string, Unity, number, number, number][] = [
    ['a 75 cl bottle', 'Centilitre(s)', 75, 750, 1000],
    ['a magnum', 'Litre(s)', 1.5, 1500, 2000],
    ['a half bottle', 'Centilitre(s)', 37.5, 375, 500],
    ['a 3 L bag-in-box', 'Litre(s)', 3, 3000, 4000],
    ['a 50 cl', 'Millilitre(s)', 500, 500, 667],
    ['a weight', 'Gramme(s)', 250, 0, 0],
  ];
  it.each(cases)('%s: %s %s → %s ml, %s eq75/1000', (_n, unity, value, ml, eq) => {
    expect(unitMillilitres({ unity, unityValue: value })).toBe(ml);
    expect(unitEq75Milli({ unity, unityValue: value })).toBe(eq);
  });
  it('120 bottles of 75 cl are 120 eq75 and 0.9 hl', () => {
    const m = measuresOf({ unity: 'Litre(s)', unityValue: 0.75 }, 120);
    expect(m).toEqual({ units: 120, eq75Milli: 120_000, volumeMl: 90_000 });
    expect(hectolitres(m.volumeMl)).toBe(0.9);
    expect(eq75FromMilli(m.eq75Milli)).toBe(120);
  });
  it('signs follow the units (an exit of 2 magnums)', () => {
    expect(measuresOf({ unity: 'Litre(s)', unityValue: 1.5 }, -2)).toEqual({
      units: -2,
      eq75Milli: -4000,
      volumeMl: -3000,
    });
  });
});

describe('movement kinds', () => {
  const cases: [MovementKind, number, number, DrmCategory, SaleDestination?][] = [
    // Bottling is not production (decision 0093): the harvest's claimed volume is.
    ['production', 120, 120, 'production'],
    ['bottling', 120, 120, 'none'],
    ['bottlingDraw', 1, -1, 'none'],
    ['purchase', 12, 12, 'purchase'],
    ['return', 6, 6, 'return'],
    ['transferIn', 24, 24, 'internalMove'],
    ['sale', 6, -6, 'saleFrance'],
    ['sale', 6, -6, 'export', 'export'],
    ['sale', 6, -6, 'intraEu', 'eu'],
    ['sample', 1, -1, 'tasting'],
    ['tasting', 3, -3, 'tasting'],
    ['gift', 1, -1, 'tasting'],
    ['loss', 2, -2, 'loss'],
    ['breakage', 2, -2, 'loss'],
    ['transferOut', 24, -24, 'internalMove'],
    ['adjustment', 4, 4, 'inventoryGain'],
    ['adjustment', -3, -3, 'loss'],
  ];
  it.each(cases)('%s of %s → %s, DRM %s', (kind, quantity, signed, drm, destination) => {
    expect(signedQuantity(kind, quantity)).toBe(signed);
    expect(drmCategoryOf(kind, signed, destination)).toBe(drm);
  });
  it('covers every kind', () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(MOVEMENT_KINDS));
  });
});

describe('levels', () => {
  const cases: [
    string,
    { physical: number; reserved: number },
    { physical?: number; reserved?: number },
    string,
  ][] = [
    ['an entry', { physical: 0, reserved: 0 }, { physical: 120 }, '120/0'],
    ['an exit within what is available', { physical: 10, reserved: 4 }, { physical: -6 }, '4/4'],
    ['an exit past what is available', { physical: 10, reserved: 4 }, { physical: -7 }, 'insufficient'],
    ['a reservation of the last units', { physical: 10, reserved: 0 }, { reserved: 10 }, '10/10'],
    ['a reservation of one too many', { physical: 10, reserved: 10 }, { reserved: 1 }, 'insufficient'],
    ['a release of more than reserved', { physical: 10, reserved: 1 }, { reserved: -2 }, 'negativeReserved'],
    ['consuming a reservation', { physical: 10, reserved: 3 }, { physical: -3, reserved: -3 }, '7/0'],
  ];
  it.each(cases)('%s', (_n, levels, change, expected) => {
    const r = applyChange(levels, change);
    expect(r.ok ? `${r.levels.physical}/${r.levels.reserved}` : r.reason).toBe(expected);
  });
  it('available is physical minus reserved', () => {
    expect(available({ physical: 10, reserved: 4 })).toBe(6);
  });
});

describe('alert threshold: once per crossing', () => {
  const cases: [number, number, number | null, 'down' | 'up' | null][] = [
    [20, 10, 10, 'down'],
    [20, 5, 10, 'down'],
    [10, 5, 10, null],
    [5, 11, 10, 'up'],
    [5, 10, 10, null],
    [20, 15, 10, null],
    [20, 0, null, null],
  ];
  it.each(cases)('%s → %s with threshold %s: %s', (before, after, threshold, expected) => {
    expect(thresholdCrossing(before, after, threshold)).toBe(expected);
  });
});

describe('out of stock status', () => {
  it.each([
    ['online', 0, 'outofstock'],
    ['online', 5, null],
    ['outofstock', 5, 'online'],
    ['outofstock', 0, null],
    ['paused', 0, null],
    ['closed', 10, null],
  ] as const)('%s with %s available → %s', (status, units, expected) => {
    expect(stockStatusFor(status, units)).toBe(expected);
  });
});

describe('excise status', () => {
  it('a move from suspension to duty paid releases for consumption, not the reverse', () => {
    expect(releasesForConsumption('suspended', 'dutyPaid')).toBe(true);
    expect(releasesForConsumption('dutyPaid', 'suspended')).toBe(false);
    expect(releasesForConsumption('suspended', 'suspended')).toBe(false);
  });
  it('a transfer to the same warehouse is refused', () => {
    expect(isSameWarehouse('a', 'a')).toBe(true);
    expect(isSameWarehouse('a', 'b')).toBe(false);
  });
});

describe('CRD colours (arrêté of 5 July 2011)', () => {
  const cases: [string, CrdProduct, CrdColour, CrdColour[]][] = [
    ['AOP still wine', { category: 'stillWine', aop: true }, 'green', ['green', 'lieDeVin']],
    ['AOP sparkling', { category: 'sparklingWine', aop: true }, 'green', ['green', 'lieDeVin']],
    ['Champagne', { category: 'sparklingWine', aop: true, champagneOrVdn: true }, 'green', ['green']],
    ['wine without AOP', { category: 'stillWine', aop: false }, 'blue', ['blue', 'lieDeVin']],
    ['VDN', { category: 'intermediateAop', aop: true, champagneOrVdn: true }, 'orange', ['orange']],
    ['other intermediate', { category: 'intermediateOther', aop: false }, 'grey', ['grey']],
    ['Cognac', { category: 'spirits', aop: true, cognacOrArmagnac: true }, 'yellow', ['yellow']],
    ['DOM rum', { category: 'spirits', aop: false, domRum: true }, 'red', ['red']],
    ['other spirit', { category: 'spirits', aop: false }, 'white', ['white']],
  ];
  it.each(cases)('%s → %s', (_n, product, colour, allowed) => {
    expect(crdColourFor(product)).toBe(colour);
    expect(allowedColours(product)).toEqual(allowed);
  });
});

describe('CRD account', () => {
  it('opening + entries − uses − destructions = closing', () => {
    const account = crdAccount(100, [
      { kind: 'entry', quantity: 500 },
      { kind: 'use', quantity: 120 },
      { kind: 'use', quantity: 30 },
      { kind: 'destruction', quantity: 2 },
    ]);
    expect(account).toEqual({ opening: 100, entries: 500, uses: 150, destructions: 2, closing: 448 });
  });
  it('an opening movement counts as opening', () => {
    expect(crdAccount(0, [{ kind: 'opening', quantity: 1000 }]).closing).toBe(1000);
    expect(crdSigned('use', 5)).toBe(-5);
    expect(crdSigned('entry', 5)).toBe(5);
  });
});

describe('format label', () => {
  it.each([
    [{ nameInShop: 'Magnum', unity: 'Litre(s)', unityValue: 1.5 }, 'Magnum'],
    [{ container: 'Bouteille', unity: 'Centilitre(s)', unityValue: 75 }, 'Bouteille 75 cl'],
    [{ container: null, unity: 'Litre(s)', unityValue: 0.75 }, '0,75 L'],
    [{ nameInShop: '  ', container: 'BIB', unity: 'Litre(s)', unityValue: 3 }, 'Bag-in-box 3 L'],
    [{ container: 'bottle', unity: 'Litre(s)', unityValue: 0.75 }, 'Bouteille 0,75 L'],
    [{ container: 'Fût', unity: 'Litre(s)', unityValue: 225 }, 'Fût 225 L'],
  ] as const)('%o → %s', (format, label) => {
    expect(formatLabel(format)).toBe(label);
  });
});
