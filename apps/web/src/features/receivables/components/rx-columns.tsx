import type { CreditNoteLeft, OpenInvoice } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/list/index.ts';
import { StatusChip } from '../../../components/shared/status-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** The credit notes' columns: what each credited, its amount, what is used and left, its status. */
export function useCreditColumns(): Column<CreditNoteLeft>[] {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  return [
    { key: 'number', label: t('columns.number'), render: (c) => c.number },
    { key: 'date', label: t('columns.date'), render: (c) => formatDate(c.issueDate, lang) },
    { key: 'client', label: t('columns.client'), render: (c) => c.client.name },
    { key: 'credited', label: t('columns.credited'), render: (c) => c.creditedInvoice?.number ?? '' },
    { key: 'amount', label: t('columns.amount'), align: 'right', render: (c) => formatEuros(c.amount) },
    { key: 'used', label: t('columns.used'), align: 'right', render: (c) => formatEuros(c.used) },
    { key: 'left', label: t('columns.left'), align: 'right', render: (c) => formatEuros(c.left) },
    {
      key: 'status',
      label: t('columns.status'),
      render: (c) => <StatusChip kind="credit" status={c.creditStatus} />,
    },
  ];
}

/** The unpaid invoices' columns: due date, days late, balance, reminders sent, status. */
export function useUnpaidColumns(): Column<OpenInvoice>[] {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  return [
    { key: 'number', label: t('columns.number'), render: (i) => i.number },
    { key: 'client', label: t('columns.client'), render: (i) => i.client.name },
    { key: 'due', label: t('columns.dueDate'), render: (i) => formatDate(i.dueDate, lang) },
    {
      key: 'late',
      label: t('columns.daysLate'),
      align: 'right',
      render: (i) => t('unpaids.days', { count: i.daysLate }),
    },
    { key: 'balance', label: t('columns.balance'), align: 'right', render: (i) => formatEuros(i.balance) },
    { key: 'reminders', label: t('columns.reminders'), align: 'right', render: (i) => i.reminderCount },
    {
      key: 'status',
      label: t('columns.status'),
      render: (i) => <StatusChip kind="payment" status={i.paymentStatus} />,
    },
  ];
}
