import { type DocumentLineInput, type PricedDocument, priceDocument, todayInFrance } from '@cuvee/domain';
import { type DraftLine, discountBpOf, estimatedUnit, quantityOf } from './order-add.lines.tsx';

/*
 * The entry's estimate while no client is chosen (issue 25): the lines priced by the domain's one
 * engine, as the API prices the saved document — each product's own VAT rate, the excise and the
 * CSS of its vintage at today's rates, delivery at the shop's standard rate.
 */

/** France's standard rate, until the shop's own is known (the picker says it with the products). */
const STANDARD_RATE_BP = 2000;

function documentLine(l: DraftLine, free: boolean): DocumentLineInput {
  const format = l.product.formats.find((f) => f.id === l.formatId);
  const vintage = l.product.vintages.find((v) => v.name === l.vintage);
  const category = l.product.exciseCategory ?? null;
  return {
    quantity: quantityOf(l),
    unitHt: free ? 0 : estimatedUnit(l),
    discountBp: free ? 0 : discountBpOf(l),
    vatRateBp: format?.vatRateBp ?? 0,
    // A free sample carries no duties; a format not known has nothing to tax.
    taxed:
      free || !format
        ? []
        : [
            {
              exciseCategory: category,
              unity: format.unity,
              unityValue: format.unityValue,
              vintage: vintage ? { alcohol: vintage.alcohol ?? null, legal: vintage.legal ?? {} } : null,
              quantity: 1,
            },
          ],
  };
}

export function entryEstimate(
  lines: readonly DraftLine[],
  opts: { free: boolean; shippingCents: number; shippingVatRateBp: number | undefined },
): PricedDocument {
  return priceDocument({
    date: todayInFrance(),
    lines: lines.map((l) => documentLine(l, opts.free)),
    shipping: { ht: opts.shippingCents, vatRateBp: opts.shippingVatRateBp ?? STANDARD_RATE_BP },
  });
}
