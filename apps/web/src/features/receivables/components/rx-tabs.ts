import { useSectionTabs } from '../../../components/list/index.ts';
import '../receivables.i18n.ts';

/** The four receivables pages, as tabs of the list kit's PageHeader. */
export const useRxTabs = () =>
  useSectionTabs('receivables', 'payments', [
    ['payments', '/dashboard/payments'],
    ['outstandings', '/dashboard/payments/outstandings'],
    ['unpaids', '/dashboard/payments/unpaids'],
    ['credits', '/dashboard/payments/credits'],
  ]);
