import { formatEuros } from '@cuvee/domain/money';
import { formatDecimal } from '@cuvee/domain/number-format';
import { useUiLanguage } from '../../../lib/i18n.ts';

const LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const;

/** The orders' number formats in the interface's language: '12,90 €', '20 %'. */
export function useOrderFormat() {
  const lang = useUiLanguage();
  const locale = LOCALE[lang];
  return {
    lang,
    euros: (cents: number) => formatEuros(cents, locale),
    percent: (rate: number) => `${formatDecimal(rate, locale)}\u00a0%`,
  };
}
