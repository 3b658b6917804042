import {
  COUNTRY_LABELS,
  DELIVERY_COUNTRIES,
  DELIVERY_KIND_LABELS,
  type DeliveryZones,
  FRENCH_DEPARTMENTS,
  formatEuros,
  PRICING_BASIS_LABELS,
  zonesSummary,
} from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../delivery.i18n.ts';

type Labels<K extends string> = Record<K, { fr: string; en: string }>;
const options = <K extends string>(table: Labels<K>, lang: 'fr' | 'en') =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value][lang] }));

/** The delivery namespace's texts and the domain's labels (kinds, bases, countries) in the UI language. */
export function useDeliveryLabels() {
  const { t } = useTranslation('delivery');
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  return {
    t,
    lang,
    euros: (cents: number) => formatEuros(cents, locale),
    number: (n: number) => n.toLocaleString(locale),
    kind: (k: keyof typeof DELIVERY_KIND_LABELS) => DELIVERY_KIND_LABELS[k][lang],
    basis: (b: keyof typeof PRICING_BASIS_LABELS) => PRICING_BASIS_LABELS[b][lang],
    zones: (zones: DeliveryZones) => zonesSummary(zones, lang),
    kindOptions: options(DELIVERY_KIND_LABELS, lang),
    basisOptions: options(PRICING_BASIS_LABELS, lang),
    countryOptions: DELIVERY_COUNTRIES.filter((c) => c !== 'FR').map((c) => ({
      value: c,
      label: COUNTRY_LABELS[c][lang],
    })),
    allCountryOptions: DELIVERY_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c][lang] })),
    departmentOptions: FRENCH_DEPARTMENTS.map((d) => ({ value: d, label: d })),
  };
}
