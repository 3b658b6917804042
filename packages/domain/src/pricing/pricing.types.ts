import type { CartOrderPrice } from '../cart/cart.types.ts';
import type { PricedFormat, TypologyDef } from '../catalogue/pricing.ts';
import type { ProductType, VatType } from '../catalogue/reference.ts';
import type { Unity } from '../catalogue/volume.ts';
import type { CssCategory, ExciseCategory, RateBasis, RateRow } from '../rates/excise-rates.ts';
import type { TouristTaxRate } from '../tourism/tourist-tax.ts';
import type { PromoCodeOutcome, PromoCodeRule } from './promo-codes.ts';
import type { PricedReservation } from './reservations.ts';

/** Everything the server reads from its database to price one seller's order (decision 0037). */

export type VatRates = { standard: number; medium: number; reduced: number };

export type FormatPromotion = {
  type: '%' | '€';
  /** A percentage, or cents off each unit in the buyer's price basis. */
  amount: number;
  activation: 'always';
  minProduct: number;
  minPrice: number;
  minProductOrder: number;
  minPriceOrder: number;
};

/** A vintage's legal block as stored (contracts' VintageInput.legal) and its alcohol. */
export type VintageTaxInput = {
  alcohol: number | null;
  legal: {
    /** The producer's own excise rate (€/hl in the category's basis), used when no dated row applies. */
    da?: number;
    /** The producer's own CSS rate, used when no dated row applies. */
    css?: number;
    /** DSU: sold under duty suspension, no excise or CSS is due on the sale. */
    typeDA?: 'DA2' | 'DSU' | 'NULL';
    customTaxName?: string;
    customTaxAmountPerHL?: number;
    /** Added on top of the price (true) or already inside it (false). */
    customTaxAdded?: boolean;
    /** VAT is due on the added custom tax. */
    customTaxVat?: boolean;
  };
};

/** What decides a unit's alcohol taxes: its category, volume and vintage. */
export type TaxedUnit = {
  exciseCategory: ExciseCategory | null;
  unity: Unity;
  unityValue: number | null;
  vintage: VintageTaxInput | null;
};

export type PricingFormat = PricedFormat & {
  unity: Unity;
  unityValue: number | null;
  /** Bottle equivalence as stored; computed from the volume when absent. */
  eq75?: number | null;
  /** Shipping weight of one unit in kg (delivery prices by weight). */
  weight?: number | null;
  promotions: FormatPromotion[];
};

export type PricingLine = {
  idTmp: string;
  /** What a promo code's target names (issue 29): the product, its format, its family (range). */
  productId?: string;
  formatId?: string;
  family?: string | null;
  quantity: number;
  isFromFidelity: boolean;
  isWrapped: boolean;
  product: {
    productType: ProductType;
    vatType: VatType;
    disableVAT: boolean;
    /** Gift wrapping per unit, cents VAT included. */
    wrappingPrice: number;
    exciseCategory: ExciseCategory | null;
  };
  format: PricingFormat;
  vintage: VintageTaxInput | null;
  /** A box's contents for one box, each taxed through its own product's vintage. */
  boxContents?: Array<TaxedUnit & { quantity: number; eq75?: number | null }>;
};

export type FrancoRule = { kind: 'products' | 'amount'; threshold: number };

export type DeliveryInput = {
  /** A carrier ships parcels (extra parcels cost more); pick-up and collection points do not. */
  kind: 'carrier' | 'pickup' | 'collectionPoint';
  /** Price in cents, VAT included at the standard rate. */
  price: number;
  franco: FrancoRule | null;
};

export type ReservationPricing = {
  eventId: string;
  slotId: string;
  /** Nights of a stay; 1 for a visit. */
  nights: number;
  /** The event's rates read by the server, with the quantities asked. */
  prices: Array<{
    rateId: string;
    label: string;
    kind: 'ticket' | 'optional';
    /** Cents, VAT included. */
    priceTTC: number;
    quantity: number;
    vatRate: number;
    /** Takes a place (a child on a lap does not). */
    counting: boolean;
    /** Owes no tourist tax (a minor). */
    touristTaxExempt: boolean;
  }>;
  /** The commune's dated rate and the department's surcharge; null when the event charges none. */
  touristTax: TouristTaxRate | null;
};

export type OrderFees = {
  /** Share of the total paid later (payment terms), 0–100. */
  payLaterPercent?: number;
  /** What the seller owes on the order's total HT, 0–100 (not paid by the buyer). */
  commissionPercent?: number;
  /** A reseller's margin on the total TTC, 0–100. */
  marginPercent?: number;
  /** The payment method's fees: a percentage of the total with margin and a fixed part in cents. */
  feesPercent?: number;
  feesFixed?: number;
};

export type PriceOrderInput = {
  sellerId: string;
  /** The order's date (YYYY-MM-DD or ISO): it picks the excise and CSS rates. */
  date: string;
  shop: { hasTVA: boolean; vatRate: VatRates; allRulesInEq75?: boolean };
  typology: { key: string; def: TypologyDef & { allRulesInEq75?: boolean } };
  lines: PricingLine[];
  reservations?: ReservationPricing[];
  delivery: DeliveryInput | null;
  fees?: OrderFees;
  /** A loyalty reward's discount, cents in the buyer's price basis (issue 29): the server's finding. */
  loyaltyDiscount?: number;
  /** The promo code the buyer entered for this seller, as the server read it (issue 29). */
  promoCode?: PromoCodeRule | null;
  rates?: { excise: readonly RateRow<ExciseCategory>[]; css: readonly RateRow<CssCategory>[] };
};

export type AppliedRate = { basis: RateBasis; eurPerHl: number; validFrom: string | null; verify: boolean };

export type PricedLine = {
  idTmp: string;
  isFromFidelity: boolean;
  quantity: number;
  freeItems: number;
  vatRate: number;
  /** Unit price before promotions, wrapping included. */
  unitHT: number;
  unitTTC: number;
  promoHT: number;
  promoTTC: number;
  totalHT: number;
  totalTTC: number;
  /** Bottle equivalents shipped (paid and free units). */
  bottles: number;
  /** Duties inside the price, for the whole line (paid and free units), in cents. */
  excise: number;
  css: number;
  exciseRate: AppliedRate | null;
  cssRate: AppliedRate | null;
  customTax: { name: string; amount: number; added: boolean } | null;
};

export type PricingMessage =
  | { code: 'francoReached' }
  | { code: 'francoAmountLeft'; params: { amount: number } }
  | { code: 'francoBottlesLeft'; params: { bottles: number } }
  | { code: 'extraParcels'; params: { parcels: number; amount: number } }
  | { code: 'exciseRateMissing'; params: { idTmp: string } };

export type OrderPriceResult = {
  sellerId: string;
  /** Whether the buyer's typology pays VAT-inclusive prices: its amounts are shown TTC first, else HT (§6). */
  showTtc: boolean;
  price: CartOrderPrice;
  franco: boolean;
  /** Progress towards free delivery, 0–100. */
  francoPercent: number;
  /** Cents still to buy for free delivery (an amount rule). */
  amountBeforeFranco: number;
  /** Bottles still to add for free delivery (a products rule). */
  amountBeforeBottleFranco: number;
  nbrPackages: number;
  bottles: number;
  /** Shipping weight in kg of the units shipped (paid and free), for delivery prices by weight. */
  weight: number;
  excise: number;
  css: number;
  lines: PricedLine[];
  /** The bookings priced, each with its tourist tax. */
  reservations: PricedReservation[];
  messages: PricingMessage[];
  /** The promo code entered: applied, or why not (issue 29); null without one. */
  promoCode: PromoCodeOutcome | null;
};

export type CartPriceResult = { orders: OrderPriceResult[]; total: CartOrderPrice };
