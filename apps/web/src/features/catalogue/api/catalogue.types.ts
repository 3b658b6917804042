import type { ProductStatus, ProductType, Unity, VatType } from '@cuvee/domain';

/** A line of GET /v1/dashboard/products. */
export type ProductListRow = {
  id: string;
  /** The product's shop: an agent's list mixes the shops they work for. */
  shopId: string;
  shopName: string | null;
  slug: string;
  name: string;
  precision: string | null;
  productType: ProductType;
  color: string | null;
  gamme: string | null;
  status: ProductStatus;
  visual: string | null;
  vintages: string[];
  formatCount: number;
  /** Lowest public price, cents VAT included. */
  minPrice: number | null;
  eans: string[];
  updatedAt: string;
};
export type ProductListAnswer = { total: number; products: ProductListRow[] };
export type ProductListFilters = {
  search?: string;
  status?: ProductStatus;
  productType?: ProductType;
  /** An agent's list narrowed to one of their shops (GET /v1/dashboard/products?shopId). */
  shopId?: string;
  page: number;
};

export type TypologyPrice = { visible?: boolean; price?: number | null };

export type ManagedFormat = {
  id: string;
  ean: string | null;
  gtin: string | null;
  type: 'bottle' | 'bib' | 'vrac' | 'packing' | 'custom';
  unity: Unity;
  unityValue: number;
  container: string | null;
  weight: number | null;
  nameInShop: string | null;
  showUnityValue: boolean;
  eq75: number;
  price: number;
  discountPrice: Record<string, number>;
  discountAdd: Record<string, number>;
  promotions: {
    type: '%' | '€';
    amount: number;
    minProduct: number;
    minPrice: number;
    minProductOrder: number;
    minPriceOrder: number;
  }[];
  typologies: Record<string, TypologyPrice>;
  visuals: string[];
};

export type VintageLegal = {
  da?: number;
  css?: number;
  typeDA?: 'DA2' | 'DSU' | 'NULL';
  customTaxName?: string;
  customTaxAmountPerHL?: number;
  customTaxFamilies?: string[];
  customTaxAdded?: boolean;
  customTaxVat?: boolean;
};

export type ManagedVintage = {
  id: string;
  name: string;
  alcohol?: number | null;
  lots?: string[];
  legal?: VintageLegal;
};

export type ManagedAttributes = {
  appellation?: string;
  category?: number;
  quality?: string;
  grapeVarieties?: string[];
  brand?: string;
  country?: string;
  owner?: string;
  labels?: string[];
  growingZone?: 'A' | 'B' | 'CI' | 'CII' | 'CIII(a)' | 'CIII(b)';
};

export type Nutrition = {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugars: number;
  proteins: number;
  salt: number;
};

export type BoxContent = {
  mode: 'fixed' | 'builder';
  slots: number;
  items: { productId: string; formatId?: string; quantity: number }[];
};

/** GET /v1/dashboard/products/:id — every field of the product. */
export type ManagedProduct = {
  id: string;
  /** The shop it belongs to (an agent reads its settings through GET /v1/shops/{id}/catalogue). */
  shopId: string;
  slug: string;
  productType: ProductType;
  name: string;
  precision: string | null;
  type: string | null;
  color: string | null;
  gamme: string | null;
  status: ProductStatus;
  vatType: VatType;
  description: string | null;
  tabIds: string[];
  attributes: ManagedAttributes;
  vintages: ManagedVintage[];
  ingredients: string | null;
  allergens: string[];
  nutrition: Nutrition | null;
  packing: { packing?: string; packingQuantity?: number; weight?: number };
  visuals: string[];
  box: BoxContent | null;
  isWrapped: boolean;
  wrappingPrice: number;
  position: number;
  updatedAt: string;
  formats: ManagedFormat[];
};

/** A line of GET /v1/dashboard/price-grid: one format. */
export type PriceGridRow = {
  formatId: string;
  productId: string;
  productName: string;
  precision: string | null;
  status: string;
  vatType: 'standard' | 'medium' | 'reduced';
  nameInShop: string | null;
  unity: string;
  unityValue: number;
  price: number;
  typologies: Record<string, TypologyPrice>;
};
export type PriceGridAnswer = { total: number; rows: PriceGridRow[] };
export type PriceGridChange = {
  formatId: string;
  typology: string;
  price?: number | null;
  visible?: boolean;
};
