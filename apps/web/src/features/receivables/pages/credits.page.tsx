import type { CreditNoteLeft } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, ListTable, PageHeader } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { StatusChip } from '../../../components/shared/status-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { creditsQuery, PAGE_SIZE } from '../api/receivables.queries.ts';
import { useRxTabs } from '../components/rx-tabs.ts';

/** /dashboard/payments/credits: the credit notes, what is left of each to use, their status. */
export function CreditsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  // Only the credit notes with something left to use: `?usable=1`.
  const paging = useUrlFilters();
  const { params, page, set } = paging;
  const usable = params.get('usable') === '1';
  const query = useQuery(creditsQuery(page, usable));
  const columns: Column<CreditNoteLeft>[] = [
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
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('credits.title')}
        tabs={useRxTabs()}
        actions={
          <FormControlLabel
            control={
              <Switch checked={usable} onChange={(e) => set('usable', e.target.checked ? '1' : undefined)} />
            }
            label={t('credits.usable')}
          />
        }
      />
      <ListTable
        label={t('credits.title')}
        rows={query.data?.credits ?? []}
        columns={columns}
        query={query}
        paging={paging}
        pageSize={PAGE_SIZE}
        rowTestId="rx-row"
        testId="credits-list"
        empty={
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={t('credits.empty')}
            text={t('credits.emptyText')}
          />
        }
      />
    </Box>
  );
}
