import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage, useRowSelection } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useSendReminders } from '../api/receivables.mutations.ts';
import { unpaidsQuery } from '../api/receivables.queries.ts';
import { useUnpaidColumns } from '../components/rx-columns.tsx';
import { useRxTabs } from '../components/rx-tabs.ts';

/** /dashboard/payments/unpaids: invoices past their due date, the oldest first; reminded one or many. */
export function UnpaidsPage() {
  const { t } = useTranslation('receivables');
  const canWrite = useCan('payments.write');
  const paging = useUrlFilters();
  const { page } = paging;
  const { selected, toggle, clear } = useRowSelection();
  const query = useQuery(unpaidsQuery(page));
  const remind = useSendReminders();
  const send = (ids: string[]) => remind.mutate(ids, { onSuccess: clear });
  return (
    <ListPage
      title={t('unpaids.title')}
      tabs={useRxTabs()}
      tools={
        canWrite && selected.size > 0 ? (
          <Button variant="contained" disabled={remind.isPending} onClick={() => send([...selected])}>
            {t('outstandings.remindSelected', { count: selected.size })}
          </Button>
        ) : null
      }
      rows={query.data?.invoices ?? []}
      columns={useUnpaidColumns()}
      query={query}
      paging={paging}
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
  );
}
