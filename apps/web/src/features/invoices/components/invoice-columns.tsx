import type { InvoiceSummary } from '@cuvee/contracts';
import { formatEuros, type InvoiceKind } from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/list/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import '../invoices.i18n.ts';
import { InvoiceStatusChip } from './invoice-chip.tsx';

/** The number as the link to its order (a row opens it too, with the mouse). */
function NumberLink(props: { row: InvoiceSummary }) {
  const { row } = props;
  if (!row.orderId) return <strong>{row.number}</strong>;
  return <TextLink to={`/dashboard/orders/${row.orderId}`}>{row.number}</TextLink>;
}

/** The columns of a list of invoices, deposits (their balance) or credit notes (the invoice credited). */
export function useInvoiceColumns(kind: InvoiceKind): Column<InvoiceSummary>[] {
  const { t } = useTranslation('invoices');
  const lang = useUiLanguage();
  return [
    { key: 'number', label: t('columns.number'), render: (i) => <NumberLink row={i} /> },
    { key: 'client', label: t('columns.client'), render: (i) => i.client.name },
    { key: 'issueDate', label: t('columns.issueDate'), render: (i) => formatDate(i.issueDate, lang) },
    kind === 'credit'
      ? { key: 'credited', label: t('columns.credited'), render: (i) => i.creditedInvoice?.number ?? '' }
      : { key: 'dueDate', label: t('columns.dueDate'), render: (i) => formatDate(i.dueDate, lang) },
    { key: 'ttc', label: t('columns.ttc'), align: 'right', render: (i) => formatEuros(i.totalTTC) },
    ...(kind === 'credit'
      ? []
      : [
          {
            key: 'balance',
            label: t('columns.balance'),
            align: 'right' as const,
            render: (i: InvoiceSummary) => formatEuros(i.balance),
          },
        ]),
    { key: 'status', label: t('columns.status'), render: (i) => <InvoiceStatusChip invoice={i} /> },
  ] satisfies Column<InvoiceSummary>[];
}
