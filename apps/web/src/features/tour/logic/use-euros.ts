import { formatEuros } from '@cuvee/domain/money';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** Cents as the interface's language writes them: '12,90 €'. */
export function useEuros() {
  const locale = useUiLanguage() === 'en' ? 'en-GB' : 'fr-FR';
  return (cents: number) => formatEuros(cents, locale);
}
