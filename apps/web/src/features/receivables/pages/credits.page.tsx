import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { creditsQuery } from '../api/receivables.queries.ts';
import { useCreditColumns } from '../components/rx-columns.tsx';
import { useRxTabs } from '../components/rx-tabs.ts';

/** /dashboard/payments/credits: the credit notes, what is left of each to use, their status. */
export function CreditsPage() {
  const { t } = useTranslation('receivables');
  // Only the credit notes with something left to use: `?usable=1`.
  const paging = useUrlFilters();
  const { params, page, set } = paging;
  const usable = params.get('usable') === '1';
  const query = useQuery(creditsQuery(page, usable));
  return (
    <ListPage
      title={t('credits.title')}
      tabs={useRxTabs()}
      tools={
        <FormControlLabel
          control={
            <Switch checked={usable} onChange={(e) => set('usable', e.target.checked ? '1' : undefined)} />
          }
          label={t('credits.usable')}
        />
      }
      rows={query.data?.credits ?? []}
      columns={useCreditColumns()}
      query={query}
      paging={paging}
      rowTestId="rx-row"
      testId="credits-list"
      empty={
        <EmptyState icon={<ReceiptLongOutlined />} title={t('credits.empty')} text={t('credits.emptyText')} />
      }
    />
  );
}
