import type { StoreProduct } from '@cuvee/contracts';
import type { PublicShop } from '../../lib/public-shop.ts';

/** Types only: the storefront reads the API's answers without bundling zod (first-load budget). */
export type { StoreProduct };
export type StoreFormat = StoreProduct['formats'][number];
export type StoreVintage = StoreProduct['vintages'][number];

export type ShopChildTab = { id: string; name: string; content?: string };
export type ShopTab = ShopChildTab & { children: ShopChildTab[] };

export type ShopAddress = {
  street?: string | null;
  street2?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
};

export type ShopLegal = {
  legalName?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: ShopAddress | null;
  website?: string | null;
};

/** GET /v1/shops/:id/storefront (apps/api/src/modules/products/storefront.routes.ts). */
export type Storefront = {
  shop: PublicShop & {
    color: string;
    headerStyle: string;
    tabs: ShopTab[];
    titleProducts: string | null;
    description: string | null;
    legal: ShopLegal;
    acceptsOrders: boolean;
  };
  filters: {
    gammes: string[];
    hasOthers: boolean;
    types: string[];
    colors: string[];
    vintages: string[];
    count: number;
  };
  viewer: {
    staff: boolean;
    member: boolean;
    typology: string | null;
    showTtc: boolean;
    priceHidden: boolean;
  };
};

export type ProductPage = {
  products: StoreProduct[];
  total: number;
  typology: string | null;
  showTtc: boolean;
};

/** A box of products (StoreProduct.box): fixed, or composed by the buyer ('builder'). */
export type StoreBox = {
  mode: 'fixed' | 'builder';
  slots: number;
  items: { productId: string; formatId?: string; quantity: number }[];
};
