import { describe, expect, it } from 'vitest';
import { isClosedStage, stageTotals, stageTotalsOf, weightedCentsOf } from './pipeline.ts';

describe('pipeline totals', () => {
  it('counts, sums and weighs a column', () => {
    expect(
      stageTotals([
        { amountCents: 100_000, probability: 50 },
        { amountCents: 250_000, probability: 20 },
      ]),
    ).toEqual({ count: 2, amountCents: 350_000, weightedCents: 100_000 });
  });

  it('rounds once over the column, not per card', () => {
    // Three cards of 0.01 € at 50 %: 1.5 cents in all → 2 cents; rounding each would give 3.
    const cards = Array.from({ length: 3 }, () => ({ amountCents: 1, probability: 50 }));
    expect(stageTotals(cards).weightedCents).toBe(2);
    expect(weightedCentsOf(149)).toBe(1);
    expect(weightedCentsOf(150)).toBe(2);
  });

  it('answers zeros for an empty column and takes sums made elsewhere', () => {
    expect(stageTotals([])).toEqual({ count: 0, amountCents: 0, weightedCents: 0 });
    expect(stageTotalsOf(4, 1_000, 33_333)).toEqual({ count: 4, amountCents: 1_000, weightedCents: 333 });
  });

  it('knows the closing stages', () => {
    expect(isClosedStage('won')).toBe(true);
    expect(isClosedStage('lost')).toBe(true);
    expect(isClosedStage('negotiation')).toBe(false);
  });
});
