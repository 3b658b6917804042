import { TOUR_PUBLIC_PRICES, type TourDayResponse, type TourProduct } from '@cuvee/contracts/tour';
import { type DocumentLineInput, type PricedDocument, priceDocument, todayInFrance } from '@cuvee/domain';

/*
 * An order taken offline priced on the device by the domain's one engine (priceDocument), as
 * the server prices the entry it becomes (orders.entry.ts): the client's typology unit price,
 * the product's VAT rate, the excise and CSS of the vintage at today's rates. The server
 * reprices on receipt and tells any difference (decision 0154).
 */

export type Catalogue = NonNullable<TourDayResponse['catalogue']>;

/** One line of the order sheet: a format of a product, a vintage, a quantity. */
export type SheetLine = { productId: string; formatId: string; vintage: string | null; quantity: number };

export function unitOf(product: TourProduct, formatId: string, priceKey: string): number | null {
  const format = product.formats.find((f) => f.id === formatId);
  const price = format?.prices[priceKey] ?? format?.prices[TOUR_PUBLIC_PRICES];
  return price ? price.unitHtCents : null;
}

export function priceSheet(
  catalogue: Catalogue,
  priceKey: string,
  lines: readonly SheetLine[],
  date = todayInFrance(),
): PricedDocument {
  const inputs = lines.flatMap((l): DocumentLineInput[] => {
    const product = catalogue.products.find((p) => p.id === l.productId);
    const format = product?.formats.find((f) => f.id === l.formatId);
    const unit = product ? unitOf(product, l.formatId, priceKey) : null;
    if (!product || !format || unit === null) return [];
    const vintage = product.vintages.find((v) => v.name === l.vintage);
    return [
      {
        quantity: l.quantity,
        unitHt: unit,
        discountBp: 0,
        vatRateBp: format.vatRateBp,
        taxed: [
          {
            exciseCategory: product.exciseCategory ?? null,
            unity: format.unity,
            unityValue: format.unityValue,
            vintage: vintage ? { alcohol: vintage.alcohol ?? null, legal: vintage.legal ?? {} } : null,
            quantity: 1,
          },
        ],
      },
    ];
  });
  return priceDocument({ date, lines: inputs, shipping: { ht: 0, vatRateBp: catalogue.shippingVatRateBp } });
}
