import { describe, expect, it } from 'vitest';
import {
  expiryDay,
  paidShareHt,
  pointsEarnedBy,
  pointsForHt,
  pointsToExpire,
  pointsToReverse,
  reachesTier,
  tierOf,
} from './points.ts';

describe('points earned on the HT paid', () => {
  it('rounds once, down: 1 point per euro on 59.99 € HT is 59', () => {
    expect(pointsForHt(5999, 100)).toBe(59);
    expect(pointsForHt(6000, 100)).toBe(60);
    // 1 point per 10 € (10 hundredths): 99.99 € earns 9, not 10.
    expect(pointsForHt(9999, 10)).toBe(9);
    expect(pointsForHt(-500, 100)).toBe(0);
  });

  it('counts only what was paid: half paid earns half the HT', () => {
    expect(paidShareHt({ totalHt: 10000, payable: 12000, paid: 6000 })).toBe(5000);
    expect(paidShareHt({ totalHt: 10000, payable: 12000, paid: 15000 })).toBe(10000);
    expect(paidShareHt({ totalHt: 10000, payable: 12000, paid: 0 })).toBe(0);
    expect(pointsEarnedBy({ totalHt: 10000, payable: 12000, paid: 12000 }, 100)).toBe(100);
  });
});

describe('a credit note takes back its share of the points', () => {
  it('a whole credit takes back exactly what was earned', () => {
    expect(pointsToReverse({ earned: 97, alreadyReversed: 0, invoiceHt: 9750, creditedHtSoFar: 9750 })).toBe(
      97,
    );
  });

  it('two partial credits together never take back more than earned', () => {
    const first = pointsToReverse({ earned: 97, alreadyReversed: 0, invoiceHt: 9750, creditedHtSoFar: 3250 });
    expect(first).toBe(32);
    const second = pointsToReverse({
      earned: 97,
      alreadyReversed: first,
      invoiceHt: 9750,
      creditedHtSoFar: 9750,
    });
    expect(first + second).toBe(97);
    expect(
      pointsToReverse({ earned: 97, alreadyReversed: 97, invoiceHt: 9750, creditedHtSoFar: 12000 }),
    ).toBe(0);
  });

  it('nothing is taken back from an invoice that earned nothing', () => {
    expect(pointsToReverse({ earned: 0, alreadyReversed: 0, invoiceHt: 9750, creditedHtSoFar: 9750 })).toBe(
      0,
    );
  });
});

describe('tiers', () => {
  const tiers = [
    { id: 'or', name: 'Or', threshold: 500 },
    { id: 'bronze', name: 'Bronze', threshold: 0 },
    { id: 'argent', name: 'Argent', threshold: 150 },
  ];
  it('answers the tier reached, the next and the points left to it', () => {
    expect(tierOf(tiers, 149)).toMatchObject({
      current: { id: 'bronze' },
      next: { id: 'argent' },
      toNext: 1,
    });
    expect(tierOf(tiers, 150)).toMatchObject({ current: { id: 'argent' }, next: { id: 'or' }, toNext: 350 });
    expect(tierOf(tiers, 900)).toMatchObject({ current: { id: 'or' }, next: null, toNext: 0 });
    expect(tierOf([], 900)).toEqual({ current: null, next: null, toNext: 0 });
  });
  it('a reward kept for a tier opens to that tier and above', () => {
    expect(reachesTier(tiers, tiers[2]!, 'argent')).toBe(true);
    expect(reachesTier(tiers, tiers[0]!, 'argent')).toBe(true);
    expect(reachesTier(tiers, tiers[1]!, 'argent')).toBe(false);
    expect(reachesTier(tiers, null, null)).toBe(true);
  });
});

describe('expiry', () => {
  it('expires the old credits not spent yet, once', () => {
    // 300 earned long ago, 120 spent since: 180 expire; written, the next sweep finds 0.
    expect(pointsToExpire(300, 120)).toBe(180);
    expect(pointsToExpire(300, 120 + 180)).toBe(0);
    expect(pointsToExpire(100, 250)).toBe(0);
  });
  it('points earned on a day expire N months later, the last day of a shorter month', () => {
    expect(expiryDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryDay('2026-11-28', 12)).toBe('2027-11-28');
    expect(expiryDay('2026-11-28', 2)).toBe('2027-01-28');
  });
});
