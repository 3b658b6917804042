import type { CreditNoteLeft } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { creditsQuery } from '../api/receivables.queries.ts';
import { StatusChip } from '../components/rx-chips.tsx';
import { RxHeader } from '../components/rx-header.tsx';
import { type Column, RxList } from '../components/rx-list.tsx';

/** /dashboard/payments/credits: the credit notes, what is left of each to use, their status. */
export function CreditsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const [page, setPage] = useState(0);
  const [usable, setUsable] = useState(false);
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
      <RxHeader
        title={t('credits.title')}
        actions={
          <FormControlLabel
            control={
              <Switch
                checked={usable}
                onChange={(e) => {
                  setUsable(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('credits.usable')}
          />
        }
      />
      <RxList
        label={t('credits.title')}
        rows={query.data?.credits ?? []}
        columns={columns}
        total={query.data?.total ?? 0}
        page={page}
        onPage={setPage}
        loading={query.isLoading}
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
