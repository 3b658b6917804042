import type { ProductInput, ShopCatalogue } from '@cuvee/contracts';
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from '../../logic/product-form.values.ts';

export const useProductForm = () => useFormContext<ProductFormValues, unknown, ProductInput>();

/**
 * What the form reads about the product's shop: typologies, VAT rates, tabs. The session's
 * shop for owner and iam, GET /v1/shops/{id}/catalogue for an agent (a full `Shop` fits).
 */
export type FormShop = ShopCatalogue;
export const ShopContextReact = createContext<FormShop | null>(null);
export const useFormShop = () => useContext(ShopContextReact);
