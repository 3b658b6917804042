import {
  CRD_COLOUR_LABELS,
  CRD_MOVEMENT_KIND_LABELS,
  EXCISE_STATUS_LABELS,
  FISCAL_CATEGORY_LABELS,
  MOVEMENT_KIND_LABELS,
  WAREHOUSE_KIND_LABELS,
} from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../stock.i18n.ts';

type Labels<K extends string> = Record<K, { fr: string; en: string }>;
const pick =
  <K extends string>(table: Labels<K>, lang: 'fr' | 'en') =>
  (key: K): string =>
    table[key][lang];
const options = <K extends string>(table: Labels<K>, lang: 'fr' | 'en') =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value][lang] }));

/** The stock namespace's texts and the domain's labels (kinds, statuses, colours) in the UI language. */
export function useStockLabels() {
  const { t } = useTranslation('stock');
  const lang = useUiLanguage();
  return {
    t,
    lang,
    movementKind: pick(MOVEMENT_KIND_LABELS, lang),
    warehouseKind: pick(WAREHOUSE_KIND_LABELS, lang),
    excise: pick(EXCISE_STATUS_LABELS, lang),
    crdColour: pick(CRD_COLOUR_LABELS, lang),
    fiscalCategory: pick(FISCAL_CATEGORY_LABELS, lang),
    crdKind: pick(CRD_MOVEMENT_KIND_LABELS, lang),
    warehouseKindOptions: options(WAREHOUSE_KIND_LABELS, lang),
    exciseOptions: options(EXCISE_STATUS_LABELS, lang),
    crdColourOptions: options(CRD_COLOUR_LABELS, lang),
    fiscalCategoryOptions: options(FISCAL_CATEGORY_LABELS, lang),
    crdKindOptions: options(CRD_MOVEMENT_KIND_LABELS, lang),
    movementKindOptions: options(MOVEMENT_KIND_LABELS, lang),
  };
}
