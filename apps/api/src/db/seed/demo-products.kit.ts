/** The building blocks of the demo catalogues: EANs, nutrition, formats, a wine's legal block. */
import type { ProductInput } from '@cuvee/contracts';
import { energyPer100ml, gtinCheckDigit } from '@cuvee/domain';
import type { z } from 'zod';

/** A product as the products API takes it (the demo seed goes through the same rules). */
export type Input = z.input<typeof ProductInput>;
/** Where the demo product photos are served (apps/web/public/demo/products). */
export const IMG = '/demo/products';

/** A valid EAN-13 in the demo range 376012345…: the check digit is computed. */
export const demoEan = (n: number) => {
  const body = `376012345${String(n).padStart(3, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

export const wineNutrition = (alcohol: number, carbs = 0.6, sugars = 0.2) => {
  const { kj, kcal } = energyPer100ml(alcohol, carbs);
  return {
    energyKj: kj,
    energyKcal: kcal,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: carbs,
    sugars,
    proteins: 0.1,
    salt: 0.01,
  };
};
export const INGREDIENTS =
  'Raisins, conservateur : anhydride sulfureux (sulfites), régulateur d’acidité : acide tartrique';
export const bottle75 = (ean: number, price: number, extra: Partial<Input['formats'][number]> = {}) => ({
  ean: demoEan(ean),
  type: 'bottle' as const,
  unity: 'Litre(s)' as const,
  unityValue: 0.75,
  container: 'bottle',
  price,
  ...extra,
});
export const magnum = (ean: number, price: number) => ({
  ean: demoEan(ean),
  type: 'bottle' as const,
  unity: 'Litre(s)' as const,
  unityValue: 1.5,
  container: 'magnum',
  nameInShop: 'Magnum 1,5 L',
  price,
});
export const wine = (
  p: Omit<Input, 'productType' | 'ingredients' | 'allergens'> & {
    alcohol: number;
    carbs?: number;
    sugars?: number;
  },
): Input => {
  const { alcohol, carbs, sugars, ...rest } = p;
  return {
    productType: 'bottle',
    ingredients: INGREDIENTS,
    allergens: ['sulphites'],
    nutrition: wineNutrition(alcohol, carbs, sugars),
    ...rest,
    vintages: (rest.vintages ?? []).map((v) => ({ ...v, alcohol: v.alcohol ?? alcohol })),
  };
};
export const costieres = (labels: string[] = ['aop', 'ab']) => ({
  appellation: 'Costières de Nîmes',
  quality: 'aop',
  country: 'FR',
  labels,
  grapeVarieties: ['Syrah', 'Grenache noir', 'Mourvèdre'],
});
