import {
  ACCESSORY_TYPES,
  ALLERGENS,
  COLORS,
  CONTAINERS,
  DRINK_TYPES,
  PACKINGS,
  PRODUCT_TYPE_LABELS,
  type ProductType,
  QUALITIES,
} from '@cuvee/domain';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** Display colours of wine colours (a dot next to the name). */
export const WINE_COLOR_SWATCH: Record<string, string> = {
  red: '#7b1e3a',
  white: '#e9d98b',
  rose: '#f1a7b5',
  orange: '#e8913a',
  amber: '#c98a2b',
};

type Keyed = readonly { key: string; fr: string; en: string }[];

/** The reference lists of @cuvee/domain in the UI language. */
export function useReferenceLabels() {
  const lang = useUiLanguage();
  const options = (list: Keyed) => list.map((x) => ({ value: x.key, label: x[lang] }));
  const find = (list: Keyed, key: string | null | undefined) =>
    key ? (list.find((x) => x.key === key)?.[lang] ?? key) : '';
  return {
    lang,
    productType: (type: ProductType) => PRODUCT_TYPE_LABELS[type]?.[lang] ?? type,
    drinkType: (key: string | null | undefined) => find(DRINK_TYPES, key),
    color: (key: string | null | undefined) => find(COLORS, key),
    container: (key: string | null | undefined) => find(CONTAINERS, key),
    allergen: (key: string) => find(ALLERGENS, key),
    productTypeOptions: (Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]).map((value) => ({
      value,
      label: PRODUCT_TYPE_LABELS[value][lang],
    })),
    drinkTypeOptions: options(DRINK_TYPES),
    colorOptions: options(COLORS),
    qualityOptions: options(QUALITIES),
    containerOptions: options(CONTAINERS),
    accessoryTypeLabels: ACCESSORY_TYPES.map((x) => x[lang]),
    allergenOptions: options(ALLERGENS),
    packingOptions: PACKINGS.map((x) => ({ value: x.key, label: x[lang], quantity: x.quantity })),
  };
}
