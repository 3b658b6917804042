import type { ClientOutstanding } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, ListTable, PageHeader, useRowSelection } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useSendReminders } from '../api/receivables.mutations.ts';
import { outstandingsQuery } from '../api/receivables.queries.ts';
import { useRxTabs } from '../components/rx-tabs.ts';

type Row = ClientOutstanding & { id: string };

function Total(props: { label: string; value: number; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 160px' }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {props.label}
        </Typography>
        <Typography variant="h2" component="p" data-testid={props.testId}>
          {formatEuros(props.value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/payments/outstandings: what each client still owes, the overdue part and the
 * oldest due date, the shop's totals on top; the overdue invoices of one or several clients
 * reminded in one click.
 */
export function OutstandingsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const canWrite = useCan('payments.write');
  const paging = useUrlFilters();
  const { page } = paging;
  const { selected, toggle, clear } = useRowSelection();
  const query = useQuery(outstandingsQuery(page));
  const remind = useSendReminders();
  const rows: Row[] = (query.data?.clients ?? []).map((c) => ({
    ...c,
    id: c.client.id ?? `anonyme:${c.client.name}`,
  }));
  const overdueOf = (ids: Iterable<string>) =>
    rows.filter((r) => [...ids].includes(r.id)).flatMap((r) => r.overdueInvoiceIds);
  const send = (ids: string[]) => remind.mutate(ids, { onSuccess: clear });
  const columns: Column<Row>[] = [
    { key: 'client', label: t('columns.client'), render: (r) => r.client.name },
    { key: 'invoices', label: t('columns.invoices'), align: 'right', render: (r) => r.invoices },
    { key: 'due', label: t('columns.due'), align: 'right', render: (r) => formatEuros(r.due) },
    { key: 'overdue', label: t('columns.overdue'), align: 'right', render: (r) => formatEuros(r.overdue) },
    { key: 'oldest', label: t('columns.oldestDue'), render: (r) => formatDate(r.oldestDueDate, lang) },
  ];
  const totals = query.data?.totals;
  const chosen = overdueOf(selected);
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('outstandings.title')}
        tabs={useRxTabs()}
        actions={
          canWrite && selected.size > 0 ? (
            <Button
              variant="contained"
              disabled={chosen.length === 0 || remind.isPending}
              onClick={() => send(chosen)}
            >
              {t('outstandings.remindSelected', { count: selected.size })}
            </Button>
          ) : null
        }
      />
      {totals && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Total label={t('outstandings.totalDue')} value={totals.due} testId="total-due" />
          <Total label={t('outstandings.totalOverdue')} value={totals.overdue} testId="total-overdue" />
          <Card variant="outlined" sx={{ flex: '1 1 160px' }}>
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('outstandings.openInvoices')}
              </Typography>
              <Typography variant="h2" component="p">
                {totals.invoices}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      )}
      <ListTable
        label={t('outstandings.title')}
        rows={rows}
        columns={columns}
        query={query}
        paging={paging}
        rowTestId="rx-row"
        testId="outstandings-list"
        rowLabel={(r) => r.client.name}
        selected={canWrite ? selected : undefined}
        onSelect={canWrite ? toggle : undefined}
        actions={
          canWrite
            ? (r) => (
                <Button
                  size="small"
                  disabled={r.overdueInvoiceIds.length === 0 || remind.isPending}
                  title={r.overdueInvoiceIds.length === 0 ? t('outstandings.nothingOverdue') : undefined}
                  onClick={() => send(r.overdueInvoiceIds)}
                >
                  {t('outstandings.remind')}
                </Button>
              )
            : undefined
        }
        empty={
          <EmptyState
            icon={<AccountBalanceWalletOutlined />}
            title={t('outstandings.empty')}
            text={t('outstandings.emptyText')}
          />
        }
      />
    </Box>
  );
}
