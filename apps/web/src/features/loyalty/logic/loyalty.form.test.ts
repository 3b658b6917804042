import { describe, expect, it } from 'vitest';
import { formOf, inputOf, LoyaltyForm } from './loyalty.form.ts';

describe('the loyalty settings form', () => {
  const programme = {
    active: true,
    pointsPerEuro: 0.5,
    expiryMonths: 24,
    tiers: [{ id: 't', name: 'Or', threshold: 500, advantages: 'Vendanges' }],
    rewards: [
      {
        id: 'r',
        name: 'Bouteille',
        kind: 'products' as const,
        pointsRequired: 120,
        discountCents: 0,
        products: [
          {
            productId: 'p',
            formatId: 'f',
            label: 'Cuvée · 75 cl',
            productType: 'bottle',
            picture: null,
            vintageId: null,
            vintageName: null,
          },
        ],
        maxChoice: 2,
        tierName: 'Or',
      },
    ],
  };

  it('shows the French comma and reads it back into the contract’s input', () => {
    const form = formOf(programme);
    expect(form.pointsPerEuro).toBe('0,5');
    expect(LoyaltyForm.safeParse(form).success).toBe(true);
    expect(inputOf(form)).toEqual({
      active: true,
      pointsPerEuro: 0.5,
      expiryMonths: 24,
      tiers: [{ name: 'Or', threshold: 500, advantages: 'Vendanges' }],
      rewards: [
        {
          name: 'Bouteille',
          kind: 'products',
          pointsRequired: 120,
          discountCents: 0,
          products: [{ productId: 'p', formatId: 'f' }],
          maxChoice: 2,
          tierName: 'Or',
        },
      ],
    });
  });

  it('refuses a rate of 0 and a threshold that is not a whole number', () => {
    const form = formOf(programme);
    expect(LoyaltyForm.safeParse({ ...form, pointsPerEuro: '0' }).success).toBe(false);
    expect(
      LoyaltyForm.safeParse({ ...form, tiers: [{ name: 'Or', threshold: '12,5', advantages: '' }] }).success,
    ).toBe(false);
  });
});
