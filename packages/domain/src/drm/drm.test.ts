import { describe, expect, it } from 'vitest';
import { computeDrm, type DrmInput, type DrmMovementSum } from './drm-return.ts';
import { defaultDrmType, drmDeadline, fiscalKey, INTERLOIRE_CATALOGUE } from './index.ts';
import { centiHl, hlText } from './volume.ts';

const product = {
  key: 'p',
  identity: { label: 'Rosé de Loire', certification: 'AOC', appellation: 'Rosé de Loire', couleur: 'Rosé' },
  exciseCategory: 'stillWine' as const,
  alcohol: null,
};
const sum = (
  code: string | null,
  volumeMl: number,
  units: number,
  more: Partial<DrmMovementSum> = {},
): DrmMovementSum => ({
  productKey: 'p',
  regime: 'suspendu',
  flow: volumeMl >= 0 ? 'entrees' : 'sorties',
  code,
  country: null,
  contractNumber: null,
  documentNumber: null,
  volumeMl,
  units,
  movements: 1,
  ...more,
});
const base = (over: Partial<DrmInput> = {}): DrmInput => ({
  month: '2026-10',
  catalogue: INTERLOIRE_CATALOGUE,
  products: [product],
  openings: [{ productKey: 'p', regime: 'suspendu', volumeMl: 8_550_000 }],
  sums: [],
  crd: [],
  undischarged: [],
  ...over,
});
const codes = (input: DrmInput) => computeDrm(input).checks.map((c) => c.code);

describe('the DRM in hl to the 1/100', () => {
  it('rounds ml once, half away from zero, and writes "." decimals', () => {
    expect(centiHl(900_000)).toBe(900);
    expect(centiHl(500)).toBe(1);
    expect(centiHl(499)).toBe(0);
    expect(hlText(8550)).toBe('85.50');
    expect(hlText(9)).toBe('0.09');
  });

  it('duty of 9.00 hl of still wine sold under suspended CRD in 2026 is 37.71 €; exports carry none', () => {
    const drm = computeDrm(
      base({
        sums: [
          sum('ventefrancebouteillecrd', -900_000, -1200),
          sum('export', -450_000, -600, { country: 'JP' }),
        ],
        crd: [
          {
            colour: 'green',
            fiscalCategory: 'stillWine',
            volumeMl: 750,
            opening: 5000,
            entries: 0,
            uses: 1200,
            destructions: 0,
            closing: 3800,
          },
        ],
      }),
    );
    expect(drm.dutyCents).toBe(3771);
    expect(drm.products[0]).toMatchObject({ opening: 85.5, closing: 72, dutyHl: 9, dutyRate: 4.19 });
    expect(drm.checks).toEqual([]);
  });

  it('rounds lines so that they add up: each within 1/100 hl of the ledger', () => {
    // 96 + 120 + 6 + 60 bottles out of 1,680: 0.045 hl of tastings would round up and unbalance.
    const sums = [
      sum('ventefrancebouteillecrd', -72_000, -96),
      sum('export', -90_000, -120, { country: 'JP' }),
      sum('consommationfamilialedegustation', -4_500, -6),
      sum('ventefrancebouteillecrd', -45_000, -60, { documentNumber: 'F2' }),
    ];
    const drm = computeDrm(
      base({
        openings: [{ productKey: 'p', regime: 'suspendu', volumeMl: 1_260_000 }],
        sums,
        capsulesUsed: 156,
      }),
    );
    const p = drm.products[0]!;
    expect(p).toMatchObject({ opening: 12.6, closing: 10.49 });
    expect(p.exits.map((l) => l.hl)).toEqual([0.72, 0.45, 0.9, 0.04]);
    expect(drm.checks).toEqual([]);
  });

  it('fails the balance check for an own-cellar bottling without the bulk it draws', () => {
    const bottled = base({ sums: [sum('aucun', 750_000, 1000)] });
    expect(codes(bottled)).toEqual(['balance']);
    expect(computeDrm(bottled).checks[0]!.message).toMatch(/7.50 hl de mise en bouteille sans ligne DRM/);
    const drawn = base({ sums: [sum('aucun', 750_000, 1000), sum('aucun', -750_000, -750)] });
    expect(codes(drawn)).toEqual([]);
  });

  it('fails for a movement without a type, and for capsules that do not match the bottles sold', () => {
    expect(codes(base({ sums: [sum(null, -7500, -10)] }))).toContain('untyped');
    const sold = base({ sums: [sum('ventefrancebouteillecrd', -7500, -10)] });
    expect(codes(sold)).toContain('capsules');
  });

  it('fails when the opening differs from the closing filed the month before', () => {
    expect(
      codes(base({ previousFiled: [{ productKey: 'p', regime: 'suspendu', closing: 8551 }] })),
    ).toContain('continuity');
    expect(codes(base({ previousFiled: [{ productKey: 'p', regime: 'suspendu', closing: 8550 }] }))).toEqual(
      [],
    );
  });

  it('is néant without movement, bottling in one own cellar has no line', () => {
    const drm = computeDrm(base({ sums: [sum('aucun', 750_000, 1000), sum('aucun', -750_000, -750)] }));
    expect(drm.neant).toBe(true);
    expect(drm.products[0]).toMatchObject({ opening: 85.5, closing: 85.5, entries: [] });
  });
});

describe('the DRM types a movement gets by default (Interloire)', () => {
  const d = (kind: Parameters<typeof defaultDrmType>[1]['kind'], more: object = {}) =>
    defaultDrmType('interloire', { kind, signed: -1, regime: 'suspendu', unitMl: 750, ...more });
  it('maps kinds and destinations', () => {
    expect(d('sale', { destination: 'france' })).toBe('ventefrancebouteillecrd');
    expect(d('sale', { destination: 'export' })).toBe('export');
    expect(d('sale', { destination: 'eu' })).toBe('export');
    expect(d('tasting')).toBe('consommationfamilialedegustation');
    expect(d('breakage')).toBe('destructionperte');
    expect(d('adjustment')).toBe('manquant');
    expect(d('adjustment', { signed: 3 })).toBe('excedents');
    expect(d('purchase', { signed: 1 })).toBe('achatcrd');
    expect(d('return', { signed: 1 })).toBe('retourmarchandisetaxees');
    expect(d('production', { signed: 1 })).toBe('revendique');
    expect(d('bottling', { signed: 1 })).toBe('aucun');
    expect(d('sale', { regime: 'acquitte' })).toBe('vente');
  });
});

describe('deadline and fiscal columns', () => {
  it('is the 10th or the next working day', () => {
    expect(drmDeadline('2026-10')).toBe('2026-11-10');
    // 10 January 2027 is a Sunday.
    expect(drmDeadline('2026-12')).toBe('2027-01-11');
    // 10 May 2026 is a Sunday; 11 May a Monday.
    expect(drmDeadline('2026-04')).toBe('2026-05-11');
  });
  it('ignores case and accents in a fiscal column', () => {
    expect(fiscalKey({ label: 'Rosé de Loire', appellation: 'Rosé de Loire' })).toBe(
      fiscalKey({ label: 'ROSE DE LOIRE', appellation: 'rose de loire' }),
    );
  });
});
