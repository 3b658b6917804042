import {
  BUYER_VISIBLE_STATUSES,
  type DeliveryInput,
  type DrinkType,
  exciseCategoryOf,
  isFormatVisible,
  type PriceOrderInput,
  type PricingLine,
  type ProductType,
  ratesWithOverrides,
  resolveTypology,
  type TypologyDef,
  type VintageTaxInput,
} from '@cuvee/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { checkOffered, type LoyaltyChoice } from '../loyalty/index.ts';
import { type FormatRow, type ProductRow, productFormats, products } from '../products/index.ts';
import { type ShopRow, shops } from '../shops/index.ts';
import { type BoxContent, boxContentsOf, loadBoxRows, taxedContents } from './pricing.box.ts';
import { uuids } from './uuids.ts';

/*
 * What the server reads to price a cart (decision 0040): the shops, products, formats and
 * vintages named by the cart's lines, in one statement per table whatever the number of lines
 * or sellers, checked against what this buyer may buy. Nothing the browser sends about a price
 * is read: only ids, quantities and the wrapping wish (priced at the product's own wrapping
 * price, when the product offers it). The browser never decides what is free (issue 23): a
 * line is offered only by the loyalty reward the server found for its order (issue 29); a
 * product its producer marked out of stock is not sold.
 */

export const MESSAGES = {
  unknownShop: 'Boutique introuvable',
  unknownProduct: 'Produit inexistant',
  hiddenFormat: "Ce format n'est pas proposé à votre catégorie de client",
  unknownVintage: "Ce millésime n'existe pas pour ce produit",
  membersOnly: 'Les prix de cette boutique sont réservés à ses clients',
  noTypology: 'Cette boutique ne vend pas en ligne à votre catégorie de client',
  notOffered:
    'Aucune récompense de fidélité ne vous offre ce produit : il ne peut pas être ajouté gratuitement',
} as const;

/** The refusal of a product its producer marked out of stock (spec §3 `outofstock`). */
export const outOfStock = (name: string) =>
  new HttpError(409, `« ${name} » est en rupture de stock : il ne peut pas être commandé`);

/**
 * The lines a reward of the buyer offers (issue 29): only those the order's reward, found and
 * checked by the loyalty module, names, up to its number; any other line claiming to be offered
 * is refused (never priced at 0).
 */
function offeredLines(orders: readonly RequestOrder[]): ReadonlySet<RequestLine> {
  const offered = new Set<RequestLine>();
  for (const order of orders) {
    checkOffered(order.loyalty ?? null, order.lines, MESSAGES.notOffered);
    for (const line of order.lines) if (line.isFromFidelity) offered.add(line);
  }
  return offered;
}

/** A cart line as the server takes it: ids and quantities, nothing about prices. */
export type RequestLine = {
  idTmp: string;
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  isFromFidelity: boolean;
  isWrapped: boolean;
  boxItems?: ReadonlyArray<{ productId: string; quantity: number }> | undefined;
};
export type RequestOrder = {
  sellerId: string;
  lines: readonly RequestLine[];
  /** The loyalty reward chosen in this order, as the loyalty module found it (issue 29). */
  loyalty?: LoyaltyChoice | null;
};

/** One seller's pricing input, with what placement needs to freeze and reserve. */
export type SellerSource = {
  shop: ShopRow;
  input: PriceOrderInput;
  /** Per line: the rows it was priced from. */
  lines: Array<{
    request: RequestLine;
    product: ProductRow;
    format: FormatRow;
    vintageName: string;
    /** A box's wines for one box (issue 24); empty for anything else. */
    contents: BoxContent[];
  }>;
};

function vintageTax(
  product: ProductRow,
  vintageId: string | null,
): { tax: VintageTaxInput | null; name: string } {
  if (!vintageId) return { tax: null, name: '' };
  const vintage = product.vintages.find((v) => v.id === vintageId);
  if (!vintage) throw new HttpError(400, MESSAGES.unknownVintage);
  return {
    name: vintage.name,
    tax: { alcohol: vintage.alcohol ?? null, legal: vintage.legal as VintageTaxInput['legal'] },
  };
}

/** The typology this principal buys with in the shop (spec §6): their own, or the public one. */
function buyerTypology(shop: ShopRow, principal: Principal | null): { key: string; def: TypologyDef } {
  const user = principal?.kind === 'user' ? principal.user : null;
  const membership = user?.shops.find((s) => s.id === shop.id);
  if (shop.settings?.pricesForMembersOnly && !membership) throw new HttpError(403, MESSAGES.membersOnly);
  const key = resolveTypology(shop.typologies, membership?.typology ?? null);
  const def = key ? shop.typologies[key] : undefined;
  if (!key || !def) throw new HttpError(403, MESSAGES.noTypology);
  return { key, def };
}

/**
 * Reads and checks every seller's lines; throws the first refusal (a 4xx with its French
 * message). `deliveryOf` gives the chosen delivery's price and franco rule, null when none.
 */
export async function pricingSources(
  db: DbOrTx,
  principal: Principal | null,
  orders: readonly RequestOrder[],
  date: string,
  deliveryOf: (shop: ShopRow) => DeliveryInput | null = () => null,
): Promise<SellerSource[]> {
  // Only ids the database can read as ids are asked for: any other is simply not found.
  const sellerIds = [...new Set(orders.flatMap((o) => uuids(o.sellerId)))];
  const productIds = [...new Set(orders.flatMap((o) => o.lines.flatMap((l) => uuids(l.productId))))];
  const formatIds = [...new Set(orders.flatMap((o) => o.lines.flatMap((l) => uuids(l.formatId))))];
  if (orders.length === 0) return [];
  const offered = offeredLines(orders);
  const [shopRows, productRows, formatRows] = await Promise.all([
    sellerIds.length ? db.select().from(shops).where(inArray(shops.id, sellerIds)) : [],
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    formatIds.length ? db.select().from(productFormats).where(inArray(productFormats.id, formatIds)) : [],
  ]);
  const shopById = new Map(shopRows.map((s) => [s.id, s]));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const formatById = new Map(formatRows.map((f) => [f.id, f]));
  // The wines inside boxes and their formats, in two more statements when the cart holds a box.
  const formatsByProduct = await loadBoxRows(db, productRows, productById);

  return orders.map((order) => {
    const shop = shopById.get(order.sellerId);
    if (!shop) throw new HttpError(404, MESSAGES.unknownShop);
    const typology = buyerTypology(shop, principal);
    const lines = order.lines.map((request) => {
      const product = productById.get(request.productId);
      if (
        !product ||
        product.shopId !== shop.id ||
        product.productType === 'prestation' ||
        !BUYER_VISIBLE_STATUSES.includes(product.status)
      )
        throw new HttpError(404, MESSAGES.unknownProduct);
      if (product.status === 'outofstock') throw outOfStock(product.name);
      const format = formatById.get(request.formatId);
      if (!format || format.productId !== product.id) throw new HttpError(404, MESSAGES.unknownProduct);
      if (!isFormatVisible(format, typology.key)) throw new HttpError(400, MESSAGES.hiddenFormat);
      const vintage = vintageTax(product, request.vintageId);
      const contents = boxContentsOf(product, request.boxItems, typology.key, productById, formatsByProduct);
      return { request, product, format, vintage, contents };
    });
    const pricingLines: PricingLine[] = lines.map(({ request, product, format, vintage, contents }) => ({
      idTmp: request.idTmp,
      // What a promo code's target names (issue 29); a product's family is its range.
      productId: product.id,
      formatId: format.id,
      family: product.gamme ?? null,
      quantity: request.quantity,
      // The server's finding, never the browser's flag.
      isFromFidelity: offered.has(request),
      isWrapped: request.isWrapped && product.isWrapped,
      product: {
        productType: product.productType as ProductType,
        vatType: product.vatType,
        disableVAT: false,
        wrappingPrice: product.wrappingPrice,
        exciseCategory: exciseCategoryOf(product.type as DrinkType | null),
      },
      format: {
        price: format.price,
        discountPrice: format.discountPrice,
        discountAdd: format.discountAdd,
        typologies: format.typologies,
        unity: format.unity,
        unityValue: format.unityValue,
        eq75: format.eq75,
        promotions: format.promotions,
      },
      vintage: vintage.tax,
      boxContents: product.productType === 'box' ? taxedContents(contents) : undefined,
    }));
    return {
      shop,
      lines: lines.map(({ request, product, format, vintage, contents }) => ({
        request,
        product,
        format,
        vintageName: vintage.name,
        contents,
      })),
      input: {
        sellerId: shop.id,
        date,
        shop: {
          hasTVA: shop.settings?.hasTVA ?? true,
          vatRate: shop.settings?.vatRate ?? { standard: 20, medium: 10, reduced: 5.5 },
          allRulesInEq75: shop.settings?.allRulesInEq75 ?? false,
        },
        typology,
        lines: pricingLines,
        delivery: deliveryOf(shop),
        loyaltyDiscount: order.loyalty?.discount ?? 0,
        // The dated rates, with the shop's own amount for a rate still to verify.
        rates: ratesWithOverrides(shop.settings?.rateOverrides),
      },
    };
  });
}
