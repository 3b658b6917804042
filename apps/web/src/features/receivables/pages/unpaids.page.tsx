import type { OpenInvoice } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, ListTable, PageHeader, useRowSelection } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { StatusChip } from '../../../components/shared/status-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useSendReminders } from '../api/receivables.mutations.ts';
import { PAGE_SIZE, unpaidsQuery } from '../api/receivables.queries.ts';
import { useRxTabs } from '../components/rx-tabs.ts';

/** /dashboard/payments/unpaids: invoices past their due date, the oldest first; reminded one or many. */
export function UnpaidsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const canWrite = useCan('payments.write');
  const paging = useUrlFilters();
  const { page } = paging;
  const { selected, toggle, clear } = useRowSelection();
  const query = useQuery(unpaidsQuery(page));
  const remind = useSendReminders();
  const send = (ids: string[]) => remind.mutate(ids, { onSuccess: clear });
  const columns: Column<OpenInvoice>[] = [
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
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('unpaids.title')}
        tabs={useRxTabs()}
        actions={
          canWrite && selected.size > 0 ? (
            <Button variant="contained" disabled={remind.isPending} onClick={() => send([...selected])}>
              {t('outstandings.remindSelected', { count: selected.size })}
            </Button>
          ) : null
        }
      />
      <ListTable
        label={t('unpaids.title')}
        rows={query.data?.invoices ?? []}
        columns={columns}
        query={query}
        paging={paging}
        pageSize={PAGE_SIZE}
        rowTestId="rx-row"
        testId="unpaids-list"
        rowLabel={(i) => `${i.number} — ${i.client.name}`}
        selected={canWrite ? selected : undefined}
        onSelect={canWrite ? toggle : undefined}
        actions={
          canWrite
            ? (i) => (
                <Button size="small" disabled={remind.isPending} onClick={() => send([i.id])}>
                  {t('outstandings.remind')}
                </Button>
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={<NotificationsActiveOutlined />}
            title={t('unpaids.empty')}
            text={t('unpaids.emptyText')}
          />
        }
      />
    </Box>
  );
}
