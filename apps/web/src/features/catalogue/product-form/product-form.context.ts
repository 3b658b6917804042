import type { ProductInput, Shop } from '@cuvee/contracts';
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from '../logic/product-form.values.ts';

export const useProductForm = () => useFormContext<ProductFormValues, unknown, ProductInput>();

/** The shop the product belongs to: typologies, VAT rates, tabs (null for an agent, who has none loaded). */
export const ShopContextReact = createContext<Shop | null>(null);
export const useFormShop = () => useContext(ShopContextReact);
