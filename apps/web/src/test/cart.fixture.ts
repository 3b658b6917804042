import type { CartPriceResponse, OrderPrice } from '@cuvee/contracts/cart.price';
import type { CartLine, CartOrder } from '@cuvee/domain/cart/cart.types';

/** Cart lines, orders and price answers for the cart's component tests. */

export const cartLine = (
  idTmp: string,
  name: string,
  vintageName: string | null,
  quantity: number,
): CartLine => ({
  idTmp,
  productId: `p-${idTmp}`,
  formatId: `f-${idTmp}`,
  vintageId: null,
  productType: 'bottle',
  quantity,
  isFromFidelity: false,
  isWrapped: false,
  display: { name, vintageName, formatLabel: 'Bouteille 75 cl', picture: null, unitPrice: 1000 },
});

export const cartOrder = (
  seller: { id: string; name: string },
  products: CartLine[],
  id: string | null = null,
): CartOrder => ({
  id,
  seller,
  notes: '',
  products,
  reservations: [],
  promotions: [],
  loyaltyData: null,
  promoCode: null,
  shipping: { type: null, collectionPoint: null, price: 0, instructions: '' },
  payment: { type: null },
  price: null,
});

export const priceFields = (totalHT: number, tva: number, shipping = 0) => ({
  payLater: 0,
  promoAmount: 0,
  shipping,
  totalHT,
  margin: 0,
  totalWithMargin: totalHT,
  totalWithFees: totalHT + tva,
  commission: 0,
  tva,
  touristTax: 0,
  totalTTC: totalHT + tva,
});

/** The server's result for a line: `unitTTC` each, 20 % VAT, 3 cents of excise a bottle. */
export const pricedLine = (idTmp: string, quantity: number, unitTTC: number) => ({
  idTmp,
  isFromFidelity: false,
  quantity,
  freeItems: 0,
  vatRate: 20,
  unitHT: Math.round(unitTTC / 1.2),
  unitTTC,
  promoHT: 0,
  promoTTC: 0,
  totalHT: Math.round((unitTTC * quantity) / 1.2),
  totalTTC: unitTTC * quantity,
  bottles: quantity,
  excise: 3 * quantity,
  css: 0,
  exciseRate: null,
  cssRate: null,
  customTax: null,
});

export const orderPrice = (sellerId: string, over: Partial<OrderPrice> = {}): OrderPrice => ({
  sellerId,
  showTtc: true,
  price: priceFields(0, 0),
  franco: false,
  francoPercent: 0,
  amountBeforeFranco: 0,
  amountBeforeBottleFranco: 0,
  nbrPackages: 1,
  bottles: 0,
  weight: 0,
  excise: 0,
  css: 0,
  lines: [],
  reservations: [],
  messages: [],
  promoCode: null,
  ...over,
});

export const cartPriceAnswer = (orders: OrderPrice[], totalHT: number, tva: number): CartPriceResponse => ({
  success: true,
  orders,
  total: priceFields(totalHT, tva),
});
