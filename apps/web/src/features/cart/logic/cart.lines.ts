import type { StoreFormat, StoreProduct } from '@cuvee/contracts';
import type { CartLine, CartOrder } from '@cuvee/domain/cart/cart.types';
import { displayVintage, PRODUCT_TYPES, type ProductType } from '@cuvee/domain/catalogue/reference';

type Vintage = StoreProduct['vintages'][number];

/** What a buyer picked on a shop page: one product, format and vintage, as the storefront shows them. */
export type CartPick = {
  product: StoreProduct;
  format: StoreFormat | null;
  vintage: Vintage | null;
  /** The format's name as the page shows it ('Bouteille 75 cl'). */
  formatLabel: string;
};

/** Whether the pick can go into the cart: a shown price, in stock, prices not reserved to members. */
export function canAddPick({ product, format }: Pick<CartPick, 'product' | 'format'>): boolean {
  return (
    format !== null &&
    format.price !== null &&
    !product.priceHidden &&
    !format.outOfStock &&
    product.status !== 'outofstock'
  );
}

/**
 * The cart line of a pick (spec §3 Cart product): what the server prices again (ids,
 * wrapping, loyalty origin) and what the cart shows until it does — the page's name, vintage,
 * format and unit price. One line per product, format and vintage.
 */
export function cartLineOf(pick: CartPick): Omit<CartLine, 'quantity'> | null {
  const { product, format, vintage } = pick;
  if (!format?.price || !canAddPick(pick)) return null;
  const productType: ProductType = (PRODUCT_TYPES as readonly string[]).includes(product.productType)
    ? (product.productType as ProductType)
    : 'bottle';
  return {
    idTmp: `${product.id}:${format.id}:${vintage?.id ?? '-'}`,
    productId: product.id,
    formatId: format.id,
    vintageId: vintage?.id ?? null,
    productType,
    isFromFidelity: false,
    isWrapped: false,
    display: {
      name: product.name,
      vintageName: displayVintage(vintage?.name),
      formatLabel: pick.formatLabel,
      picture: format.visuals[0] ?? product.visuals[0] ?? null,
      unitPrice: format.price.shown,
      showTtc: format.price.showTtc,
    },
  };
}

/** A line's vintage as cart lines show it: NV, Non millésimé and Nouveau millésime are not (spec §9). */
export const lineVintage = (line: Pick<CartLine, 'display'>) => displayVintage(line.display.vintageName);

/** The shown total of a line before the server prices it: unit price × quantity, in cents. */
export const shownLineTotal = (line: Pick<CartLine, 'display' | 'quantity'>) =>
  line.display.unitPrice * line.quantity;

/** The shop page of a seller's order, where emptying the cart page returns (spec §4). */
export const sellerShopPath = (order: Pick<CartOrder, 'seller'>) =>
  `/shops/${encodeURIComponent(order.seller.id)}`;
