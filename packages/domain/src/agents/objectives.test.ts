import { describe, expect, it } from 'vitest';
import {
  isPeriod,
  periodBounds,
  periodLabel,
  periodOf,
  periodsOfYear,
  progressBp,
  sumFigures,
} from './objectives.ts';
import { CYCLE_REFUSED, reportsUnder, structureTree, teamMembers, wouldCycle } from './sales-structure.ts';

describe('periods', () => {
  it.each([
    ['2026-02', 'month', '2026-02-01', '2026-02-28'],
    ['2028-02', 'month', '2028-02-01', '2028-02-29'],
    ['2026-12', 'month', '2026-12-01', '2026-12-31'],
    ['2026-T4', 'quarter', '2026-10-01', '2026-12-31'],
    ['2026-T1', 'quarter', '2026-01-01', '2026-03-31'],
    ['2026', 'year', '2026-01-01', '2026-12-31'],
  ])('%s is a %s from %s to %s', (key, kind, from, to) => {
    expect(periodBounds(key)).toEqual({ kind, from, to });
  });

  it.each(['2026-13', '2026-00', '2026-T5', '26', '1999', '2026-1', 'abc', ''])(
    '%s is not a period',
    (key) => {
      expect(isPeriod(key)).toBe(false);
      expect(() => periodBounds(key)).toThrow();
    },
  );

  it('finds the period of a day and names it in French', () => {
    expect(periodOf('month', '2026-11-28')).toBe('2026-11');
    expect(periodOf('quarter', '2026-11-28')).toBe('2026-T4');
    expect(periodOf('year', '2026-11-28')).toBe('2026');
    expect(periodLabel('2026-08')).toBe('août 2026');
    expect(periodLabel('2026-T3')).toBe('T3 2026');
    expect(periodsOfYear(2026)).toHaveLength(17);
  });
});

describe('progress', () => {
  it('is achieved over target in basis points, beyond 100 % too, none without a target', () => {
    expect(progressBp(2_500_00, 10_000_00)).toBe(2500);
    expect(progressBp(15, 10)).toBe(15_000);
    expect(progressBp(1, 3)).toBe(3333);
    expect(progressBp(5, null)).toBeNull();
    expect(progressBp(5, 0)).toBeNull();
  });

  it("adds a team's members up", () => {
    expect(
      sumFigures([
        { amountHtCents: 100, bottles: 6, newClients: 1, orders: 1 },
        { amountHtCents: 250, bottles: 12, newClients: 0, orders: 2 },
      ]),
    ).toEqual({ amountHtCents: 350, bottles: 18, newClients: 1, orders: 3 });
  });
});

describe('sales structure', () => {
  // owner ← lead ← a ← b ; c alone
  const reportsTo = new Map<string, string | null>([
    ['owner', null],
    ['lead', 'owner'],
    ['a', 'lead'],
    ['b', 'a'],
    ['c', null],
  ]);

  it('refuses a member under themselves or under one of their reports', () => {
    expect(wouldCycle(reportsTo, 'lead', 'lead')).toBe(true);
    expect(wouldCycle(reportsTo, 'lead', 'b')).toBe(true);
    expect(wouldCycle(reportsTo, 'owner', 'a')).toBe(true);
    expect(CYCLE_REFUSED).toMatch(/boucle/);
  });

  it('allows moves elsewhere and to the top', () => {
    expect(wouldCycle(reportsTo, 'b', 'c')).toBe(false);
    expect(wouldCycle(reportsTo, 'c', 'b')).toBe(false);
    expect(wouldCycle(reportsTo, 'a', null)).toBe(false);
  });

  it('finds a team: its lead and everyone under them', () => {
    expect(reportsUnder(reportsTo, 'lead').sort()).toEqual(['a', 'b']);
    expect(teamMembers(reportsTo, 'a')).toEqual(['a', 'b']);
    expect(teamMembers(reportsTo, 'c')).toEqual(['c']);
  });

  it('builds the forest', () => {
    const tree = structureTree([...reportsTo].map(([id, parent]) => ({ id, reportsTo: parent })));
    expect(tree.map((n) => n.item.id)).toEqual(['owner', 'c']);
    expect(tree[0]!.children[0]!.children[0]!.children[0]!.item.id).toBe('b');
  });
});
