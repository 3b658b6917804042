import { useSectionTabs } from '../../../components/list/index.ts';
import '../invoices.i18n.ts';

/** The invoices' lists and the ventilation, as tabs of the list kit's PageHeader. */
export const useInvoiceTabs = () =>
  useSectionTabs('invoices', 'invoices', [
    ['bills', '/dashboard/orders/bills'],
    ['deposits', '/dashboard/orders/deposits'],
    ['credits', '/dashboard/orders/credits'],
    ['ventilate', '/dashboard/orders/ventilate'],
  ]);
