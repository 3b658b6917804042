import type { ManagedFormat } from '@cuvee/contracts';
import type { ProductStatus, ProductType, Unity, VatType } from '@cuvee/domain';

// What the product form holds: numbers and prices as typed text ('0,75', '12,90'), empty
// strings for "not given" (product-form.values.ts fills it, product-form.validate.ts reads it).

export type FormatType = ManagedFormat['type'];
export type TypologyForm = { visible: boolean; price: string };
export type PromotionForm = {
  type: '%' | '€';
  amount: string;
  minProduct: string;
  minPrice: string;
  minProductOrder: string;
  minPriceOrder: string;
};
export type FormatForm = {
  /** Kept when editing: carts and orders point at format ids. */
  id?: string;
  ean: string;
  type: FormatType;
  unity: Unity;
  unityValue: string;
  container: string;
  weight: string;
  nameInShop: string;
  showUnityValue: boolean;
  /** Public price, VAT included, in euros. */
  price: string;
  tiers: { threshold: string; price: string }[];
  freeItems: { threshold: string; free: string }[];
  promotions: PromotionForm[];
  typologies: Record<string, TypologyForm>;
  visuals: string[];
};
export type VintageForm = {
  id?: string;
  name: string;
  alcohol: string;
  lots: string[];
  legal: {
    da: string;
    css: string;
    typeDA: '' | 'DA2' | 'DSU' | 'NULL';
    customTaxName: string;
    customTaxAmountPerHL: string;
    customTaxFamilies: string[];
    customTaxAdded: boolean;
    customTaxVat: boolean;
  };
};
export const NUTRIENTS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturatedFat',
  'carbohydrates',
  'sugars',
  'proteins',
  'salt',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export type BoxItemForm = { productId: string; formatId: string; quantity: string };

export type ProductFormValues = {
  productType: ProductType;
  name: string;
  precision: string;
  type: string;
  color: string;
  gamme: string;
  status: ProductStatus;
  vatType: VatType;
  description: string;
  tabIds: string[];
  attributes: {
    appellation: string;
    category: string;
    quality: string;
    grapeVarieties: string[];
    brand: string;
    country: string;
    owner: string;
    labels: string[];
    growingZone: string;
  };
  vintages: VintageForm[];
  ingredients: string;
  allergens: string[];
  nutrition: Record<Nutrient, string>;
  packing: { packing: string; packingQuantity: string; weight: string };
  visuals: string[];
  formats: FormatForm[];
  box: { mode: 'fixed' | 'builder'; slots: string; items: BoxItemForm[] };
  isWrapped: boolean;
  /** Cents, as the euros field holds them: null when empty, NaN while unreadable. */
  wrappingPrice: number | null;
  position: string;
};

/** What the form needs to know of the shop: its typologies and tabs (products may name stale ones). */
export type ShopContext = { typologyKeys: readonly string[]; tabIds: ReadonlySet<string> };
