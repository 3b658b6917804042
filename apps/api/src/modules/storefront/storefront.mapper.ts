import type { StoreProduct } from '@cuvee/contracts';
import {
  chargedUnitPrice,
  displayVintage,
  isFormatVisible,
  priorPrice,
  unitPrice,
  vatRateFor,
} from '@cuvee/domain';
import type { FormatRow, PricePointRow, ProductRow } from '../products/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { CatalogueViewer } from './storefront.viewer.ts';

/** A format with its units available for sale, null when its stock is not shown (stock module). */
export type StoreFormatRow = FormatRow & { stockAvailable?: number | null; priceHistory?: PricePointRow[] };

const DEFAULT_RATES = { standard: 20, medium: 10, reduced: 5.5 };

/** A product as the viewer may see it: hidden formats dropped, prices resolved once, here. */
export function toStoreProduct(
  row: ProductRow,
  formats: StoreFormatRow[],
  shop: ShopRow,
  viewer: CatalogueViewer,
  now = new Date(),
): StoreProduct {
  const rate = vatRateFor(row.vatType, shop.settings?.vatRate ?? DEFAULT_RATES);
  const hasTVA = shop.settings?.hasTVA !== false;
  const { typologyKey, typology } = viewer;
  const visible = viewer.staff ? formats : formats.filter((f) => isFormatVisible(f, typologyKey));
  return {
    id: row.id,
    shopId: row.shopId,
    slug: row.slug,
    productType: row.productType,
    name: row.name,
    precision: row.precision,
    type: row.type,
    color: row.color,
    gamme: row.gamme,
    status: row.status,
    vatType: row.vatType,
    description: row.description,
    tabIds: row.tabIds,
    attributes: row.attributes,
    vintages: row.vintages.map((v) => ({
      id: v.id,
      name: v.name,
      displayName: displayVintage(v.name),
      alcohol: v.alcohol ?? null,
    })),
    ingredients: row.ingredients,
    allergens: row.allergens,
    nutrition: row.nutrition ?? null,
    visuals: row.visuals,
    box: row.box ?? null,
    priceHidden: viewer.priceHidden,
    formats: visible.map((f) => {
      const priced = !viewer.priceHidden && typologyKey && typology;
      const at = (quantity: number) => unitPrice(f, typologyKey!, typology!, rate, { quantity, hasTVA });
      const base = priced ? at(1) : null;
      // The prior price of a reduction, from the history only (L112-1-1, decision 0176).
      const charged = (s: Parameters<typeof chargedUnitPrice>[0]) =>
        chargedUnitPrice(s, typologyKey!, typology!, rate, hasTVA);
      const prior = priced
        ? priorPrice(
            (f.priceHistory ?? []).map((h) => ({ at: h.at, price: charged(h) })),
            now,
          )
        : null;
      const chargedNow = priced ? charged(f) : null;
      return {
        id: f.id,
        ean: f.ean,
        type: f.type,
        nameInShop: f.nameInShop,
        unity: f.unity,
        unityValue: f.unityValue,
        showUnityValue: f.showUnityValue,
        container: f.container,
        eq75: f.eq75,
        outOfStock: f.stockAvailable != null && f.stockAvailable <= 0,
        price: base ? { ht: base.ht, ttc: base.ttc, showTtc: base.showTtc, shown: base.shown } : null,
        struck:
          prior && chargedNow !== null && chargedNow < prior.prior
            ? { shown: chargedNow, prior: prior.prior, since: prior.since }
            : null,
        // Negotiated typology prices ignore tiers; so does the list then.
        tiers:
          priced && base?.source !== 'typology'
            ? Object.keys(f.discountPrice)
                .map(Number)
                .sort((a, b) => a - b)
                .map((threshold) => ({ threshold, shown: at(threshold).shown }))
            : [],
        freeItems: Object.entries(f.discountAdd)
          .map(([k, free]) => ({ threshold: Number(k), free }))
          .sort((a, b) => a.threshold - b.threshold),
        promotions: viewer.priceHidden
          ? []
          : f.promotions.map((p) => ({
              type: p.type,
              amount: p.amount,
              minProduct: p.minProduct,
              minPrice: p.minPrice,
            })),
        visuals: f.visuals,
      };
    }),
  };
}
