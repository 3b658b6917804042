import type { CartOrderPrice } from '../cart/cart.types.ts';
import { removeVat, roundCents } from '../money.ts';
import { finishLine, grossLine, lineDiscount } from './cart-line.ts';
import { DEFAULT_RATE_TABLES } from './duties.ts';
import { loyaltyDiscountShares } from './loyalty.ts';
import type {
  CartPriceResult,
  DeliveryInput,
  OrderPriceResult,
  PriceOrderInput,
  PricingMessage,
} from './pricing.types.ts';
import { promoCodeStep } from './promo-codes.ts';
import { priceReservation } from './reservations.ts';

/** Spec §9: at most 12 bottles a parcel; each parcel past the first costs 7 €. */
export const BOTTLES_PER_PARCEL = 12;
export const EXTRA_PARCEL_CENTS = 700;

export function parcelsFor(bottles: number): number {
  return bottles > 0 ? Math.ceil(bottles / BOTTLES_PER_PARCEL - 1e-6) : 0;
}

type Franco = Pick<
  OrderPriceResult,
  'franco' | 'francoPercent' | 'amountBeforeFranco' | 'amountBeforeBottleFranco'
>;

/** Free delivery: by bottle equivalents or by the goods' amount in the buyer's basis. */
export function francoFor(delivery: DeliveryInput | null, bottles: number, amount: number): Franco {
  const rule = delivery?.franco;
  if (!rule || rule.threshold <= 0) {
    return { franco: false, francoPercent: 0, amountBeforeFranco: 0, amountBeforeBottleFranco: 0 };
  }
  const reached = rule.kind === 'products' ? bottles : amount;
  const franco = reached >= rule.threshold;
  return {
    franco,
    francoPercent: franco ? 100 : Math.max(0, Math.min(99, Math.floor((reached * 100) / rule.threshold))),
    amountBeforeFranco: rule.kind === 'amount' ? Math.max(0, rule.threshold - amount) : 0,
    amountBeforeBottleFranco:
      rule.kind === 'products' ? Math.max(0, Math.ceil(rule.threshold - bottles - 1e-9)) : 0,
  };
}

const pct = (amount: number, percent: number | undefined) =>
  roundCents((amount * Math.min(100, Math.max(0, percent ?? 0))) / 100);

/**
 * One seller's order priced from what the server read (decision 0037): integer cents, VAT on
 * each line's total, duties inside the price and shown per line, one rounding per amount.
 */
export function priceOrder(input: PriceOrderInput): OrderPriceResult {
  const tables = input.rates ?? DEFAULT_RATE_TABLES;
  const gross = input.lines.map((line) => grossLine(line, input));
  const order = {
    quantity: gross.reduce((n, g) => n + g.line.quantity, 0),
    gross: gross.reduce((n, g) => n + g.gross, 0),
  };
  const messages: PricingMessage[] = [];
  const formatOff = gross.map((g) => lineDiscount(g, order));
  // The buyer's promo code (issue 29) on what the format promotions left.
  const code = input.promoCode
    ? promoCodeStep(input.promoCode, gross, formatOff, { date: input.date, typology: input.typology.key })
    : null;
  const promos = gross.map((_, i) => formatOff[i]! + (code?.lines[i] ?? 0));
  // A loyalty reward's discount (issue 29): one more promotion of each line, in proportion to
  // what the format promotions and the code left.
  const loyalty = loyaltyDiscountShares(
    gross.map((g, i) => g.gross - promos[i]!),
    input.loyaltyDiscount ?? 0,
  );
  const lines = gross.map((g, i) => {
    const { priced, missingRate } = finishLine(g, promos[i]! + loyalty[i]!, input.date, tables);
    if (missingRate) messages.push({ code: 'exciseRateMissing', params: { idTmp: priced.idTmp } });
    return priced;
  });
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const bottles = Math.round(sum((l) => l.bottles) * 1000) / 1000;
  const weight =
    Math.round(
      gross.reduce(
        (n, g) => n + (g.line.quantity + g.freeItems) * Math.max(0, g.line.format.weight ?? 0),
        0,
      ) * 1000,
    ) / 1000;
  // An amount franco reads the goods without tax, as the delivery modes' thresholds are
  // written (decision 0038): the options a buyer is shown and the order charge the same.
  const franco = francoFor(
    input.delivery,
    bottles,
    sum((l) => l.totalHT),
  );
  const nbrPackages = parcelsFor(bottles);

  let shippingTTC = 0;
  if (input.delivery && !franco.franco && !code?.freeShipping) {
    const extra = input.delivery.kind === 'carrier' ? Math.max(0, nbrPackages - 1) : 0;
    shippingTTC = input.delivery.price + extra * EXTRA_PARCEL_CENTS;
    if (extra > 0)
      messages.push({ code: 'extraParcels', params: { parcels: extra, amount: extra * EXTRA_PARCEL_CENTS } });
  }
  const shippingRate = input.shop.hasTVA ? input.shop.vatRate.standard : 0;
  const shippingHT = removeVat(shippingTTC, shippingRate);

  const reservations = (input.reservations ?? []).map((r) => priceReservation(r, input.shop.hasTVA));
  const bookingsHT = reservations.reduce((n, r) => n + r.totalHT, 0);
  const bookingsTTC = reservations.reduce((n, r) => n + r.totalTTC, 0);
  const touristTax = reservations.reduce((n, r) => n + (r.touristTax?.total ?? 0), 0);

  if (franco.franco) messages.push({ code: 'francoReached' });
  else if (franco.amountBeforeFranco > 0)
    messages.push({ code: 'francoAmountLeft', params: { amount: franco.amountBeforeFranco } });
  else if (franco.amountBeforeBottleFranco > 0)
    messages.push({ code: 'francoBottlesLeft', params: { bottles: franco.amountBeforeBottleFranco } });

  const totalHT = sum((l) => l.totalHT) + shippingHT + bookingsHT;
  // The tourist tax is outside VAT: in the total to pay, in neither the HT nor the VAT.
  const vatIncluded = sum((l) => l.totalTTC) + shippingTTC + bookingsTTC;
  const totalTTC = vatIncluded + touristTax;
  const fees = input.fees ?? {};
  const margin = pct(totalTTC, fees.marginPercent);
  const totalWithMargin = totalTTC + margin;
  const totalWithFees =
    totalWithMargin + pct(totalWithMargin, fees.feesPercent) + Math.max(0, fees.feesFixed ?? 0);
  const price: CartOrderPrice = {
    payLater: pct(totalWithFees, fees.payLaterPercent),
    promoAmount: sum((l) => l.promoTTC),
    shipping: shippingTTC,
    totalHT,
    margin,
    totalWithMargin,
    totalWithFees,
    commission: pct(totalHT, fees.commissionPercent),
    tva: vatIncluded - totalHT,
    touristTax,
    totalTTC,
  };
  return {
    sellerId: input.sellerId,
    showTtc: input.typology.def.ttc,
    price,
    ...franco,
    nbrPackages,
    bottles,
    weight,
    excise: sum((l) => l.excise),
    css: sum((l) => l.css),
    lines,
    reservations,
    messages,
    promoCode: code?.outcome ?? null,
  };
}

const PRICE_KEYS = [
  'payLater',
  'promoAmount',
  'shipping',
  'totalHT',
  'margin',
  'totalWithMargin',
  'totalWithFees',
  'commission',
  'tva',
  'touristTax',
  'totalTTC',
] as const satisfies readonly (keyof CartOrderPrice)[];

/** Every seller's order priced, and the cart's total: the sum of its sellers'. */
export function priceCart(orders: readonly PriceOrderInput[]): CartPriceResult {
  const results = orders.map(priceOrder);
  const total = Object.fromEntries(
    PRICE_KEYS.map((k) => [k, results.reduce((n, r) => n + r.price[k], 0)]),
  ) as CartOrderPrice;
  return { orders: results, total };
}
