import type { TypologyDef } from '../catalogue/pricing.ts';
import type { PriceOrderInput, PricingLine, VintageTaxInput } from './pricing.types.ts';

/** Test data for the pricing examples: a 75 cl still wine at 12,00 € TTC, standard VAT. */
export const PUBLIC: TypologyDef = { name: 'Particulier', public: true, ttc: true };
export const PRO: TypologyDef = { name: 'Caviste', public: false, ttc: false };

export const wine = (alcohol: number, legal: VintageTaxInput['legal'] = {}): VintageTaxInput => ({
  alcohol,
  legal,
});

export function pline(idTmp: string, over: Partial<PricingLine> & { price?: number } = {}): PricingLine {
  const { price = 1200, ...rest } = over;
  return {
    idTmp,
    quantity: 1,
    isFromFidelity: false,
    isWrapped: false,
    product: {
      productType: 'bottle',
      vatType: 'standard',
      disableVAT: false,
      wrappingPrice: 0,
      exciseCategory: 'stillWine',
    },
    format: { price, unity: 'Litre(s)', unityValue: 0.75, promotions: [] },
    vintage: wine(12.5),
    ...rest,
  };
}

export function order(lines: PricingLine[], over: Partial<PriceOrderInput> = {}): PriceOrderInput {
  return {
    sellerId: 'shop-demo',
    date: '2026-11-24',
    shop: { hasTVA: true, vatRate: { standard: 20, medium: 10, reduced: 5.5 } },
    typology: { key: 'public', def: PUBLIC },
    lines,
    delivery: null,
    ...over,
  };
}
