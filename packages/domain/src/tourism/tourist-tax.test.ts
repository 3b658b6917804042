import { describe, expect, it } from 'vitest';
import { taxablePersonNights, touristTaxFor } from './tourist-tax.ts';

const adult = (quantity: number) => ({ quantity, counting: true, touristTaxExempt: false });

describe('tourist tax (domain-facts-wave3 §2)', () => {
  it('the worked example: 2 adults + 1 child of 16, 3 nights, 0.80 € + 10 % → 5.28 €', () => {
    const minor = { quantity: 1, counting: true, touristTaxExempt: true };
    const personNights = taxablePersonNights([adult(2), minor], 3);
    expect(personNights).toBe(6);
    expect(touristTaxFor(personNights, { communeRateCents: 80, departmentPercent: 10 })).toEqual({
      personNights: 6,
      communeRateCents: 80,
      departmentPercent: 10,
      commune: 480,
      department: 48,
      total: 528,
    });
  });

  it("the official example: 2 adults, 2 nights at 1.50 €, no department's tax → 6.00 €", () => {
    expect(
      touristTaxFor(taxablePersonNights([adult(2)], 2), { communeRateCents: 150, departmentPercent: 0 })
        .total,
    ).toBe(600);
  });

  it('one night, all adults: the counting persons (spec §4); a child on a lap is not counted', () => {
    const lap = { quantity: 2, counting: false, touristTaxExempt: false };
    expect(taxablePersonNights([adult(3), lap], 1)).toBe(3);
    expect(taxablePersonNights([adult(3)], 0)).toBe(3);
  });

  it('rounds the department once, half away from zero', () => {
    // 7 × 0.25 € = 1.75 €; 10 % = 0.175 → 0.18 €.
    expect(touristTaxFor(7, { communeRateCents: 25, departmentPercent: 10 })).toMatchObject({
      commune: 175,
      department: 18,
      total: 193,
    });
  });
});
