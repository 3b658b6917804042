import { formatEuros, OPPORTUNITY_STAGES, type OpportunityStage } from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../opportunities.i18n.ts';

/** The opportunities namespace's texts, the stages' labels and money and dates in the UI language. */
export function useOpportunityLabels() {
  const { t } = useTranslation('opportunities');
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  return {
    t,
    lang,
    euros: (cents: number) => formatEuros(cents, locale),
    date: (iso: string) => formatDate(`${iso}T00:00:00`, lang),
    stage: (key: OpportunityStage) => OPPORTUNITY_STAGES.find((s) => s.key === key)?.[lang] ?? key,
    stageOptions: OPPORTUNITY_STAGES.map((s) => ({ value: s.key, label: s[lang] })),
  };
}
