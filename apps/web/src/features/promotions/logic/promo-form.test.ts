import type { PromoCode } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { promoFormSchema, promoFormValues } from './promo-form.ts';

describe('the promo code form', () => {
  it('reads a new code as the API’s input: 10 %, from 60 € HT, one use per buyer, with its dates', () => {
    const values = {
      ...promoFormValues(null),
      code: 'BIENVENUE10',
      minAmountHt: 6000,
      maxUsesPerBuyer: '1',
      validFrom: new Date('2026-12-01T00:00:00Z'),
      validTo: null,
    };
    expect(promoFormSchema.parse(values)).toMatchObject({
      code: 'BIENVENUE10',
      benefit: { kind: 'percent', percent: 10 },
      target: { kind: 'order' },
      minAmountHt: 6000,
      maxUses: null,
      maxUsesPerBuyer: 1,
      validFrom: '2026-12-01',
      validTo: null,
    });
  });

  it('gives an edited code its days back as the date fields’ dates, and the same days out', () => {
    const code = {
      id: '01900000-0000-7000-8000-000000000001',
      code: 'ETE',
      label: '',
      benefit: { kind: 'amount', cents: 500 },
      target: { kind: 'order' },
      typologies: [],
      minAmountHt: 0,
      minBottles: 0,
      validFrom: '2027-06-01',
      validTo: '2027-08-31',
      maxUses: 100,
      maxUsesPerBuyer: null,
      combinesWithTiers: true,
      combinesWithPromotions: false,
      active: true,
      used: 3,
    } as unknown as PromoCode;
    const values = promoFormValues(code);
    expect(values.validFrom).toEqual(new Date('2027-06-01T00:00:00Z'));
    expect(promoFormSchema.parse(values)).toMatchObject({
      benefit: { kind: 'amount', cents: 500 },
      validFrom: '2027-06-01',
      validTo: '2027-08-31',
      maxUses: 100,
    });
  });
});
