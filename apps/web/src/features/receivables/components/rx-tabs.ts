import { useTranslation } from 'react-i18next';
import type { SectionTab } from '../../../components/list/index.ts';
import '../receivables.i18n.ts';

const TABS = [
  ['payments', '/dashboard/payments'],
  ['outstandings', '/dashboard/payments/outstandings'],
  ['unpaids', '/dashboard/payments/unpaids'],
  ['credits', '/dashboard/payments/credits'],
] as const;

/** The tabs between the four receivables pages, for the list kit's PageHeader. */
export function useRxTabs(): { label: string; items: SectionTab[] } {
  const { t } = useTranslation('receivables');
  return { label: t('nav.payments'), items: TABS.map(([key, to]) => ({ label: t(`nav.${key}`), to })) };
}
