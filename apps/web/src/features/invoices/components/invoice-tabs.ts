import { useTranslation } from 'react-i18next';
import type { SectionTab } from '../../../components/list/index.ts';
import '../invoices.i18n.ts';

const PAGES = [
  ['bills', '/dashboard/orders/bills'],
  ['deposits', '/dashboard/orders/deposits'],
  ['credits', '/dashboard/orders/credits'],
  ['ventilate', '/dashboard/orders/ventilate'],
] as const;

/** The tabs between the invoices' lists and the ventilation, for the list kit's PageHeader. */
export function useInvoiceTabs(): { label: string; items: SectionTab[] } {
  const { t } = useTranslation('invoices');
  return { label: t('nav.invoices'), items: PAGES.map(([key, to]) => ({ label: t(`nav.${key}`), to })) };
}
