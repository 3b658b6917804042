import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useExportJournal } from '../api/stock.mutations.ts';
import { journalQuery, PAGE_SIZE, warehousesQuery } from '../api/stock.queries.ts';
import { JournalFiltersBar } from '../components/journal-filters.tsx';
import { KeysetPager } from '../components/keyset-pager.tsx';
import { useStockLabels } from '../components/labels.ts';
import { LoadError } from '../components/load-state.tsx';
import { MovementCards, MovementTable } from '../components/movement-views.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { useKeysetPages } from '../components/use-keyset-pages.ts';
import {
  isFiltered,
  type JournalFilters,
  journalFiltersFromParams,
  paramsFromJournalFilters,
} from '../logic/stock-filters.ts';

/**
 * /dashboard/stocks/movements: the movements journal, newest first, filtered and paged on the
 * server; the filtered journal downloads as CSV or XLSX.
 */
export function JournalPage() {
  const { t } = useStockLabels();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = journalFiltersFromParams(params);
  const { pages, cursor, setPages } = useKeysetPages(filters);
  const warehouses = useQuery(warehousesQuery());
  const query = useQuery(journalQuery(filters, cursor));
  const exporter = useExportJournal();
  const update = useCallback(
    (next: Partial<JournalFilters>) =>
      setParams((current) => paramsFromJournalFilters({ ...journalFiltersFromParams(current), ...next }), {
        replace: true,
      }),
    [setParams],
  );
  const movements = query.data?.movements ?? [];
  const exportButton = (format: 'csv' | 'xlsx') => (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={exporter.isPending}
      onClick={() => exporter.mutate({ ...filters, format })}
      data-testid={`export-${format}`}
    >
      {exporter.isPending && exporter.variables?.format === format
        ? t('journal.exporting')
        : t(format === 'csv' ? 'journal.exportCsv' : 'journal.exportXlsx')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader
        title={t('journal.title')}
        subtitle={t('journal.subtitle')}
        actions={
          <>
            {exportButton('csv')}
            {exportButton('xlsx')}
          </>
        }
      />
      <JournalFiltersBar filters={filters} warehouses={warehouses.data ?? []} onChange={update} />
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.isPending && movements.length === 0 ? (
        <Card>
          {isFiltered(filters) ? (
            <EmptyState
              icon={<Search />}
              title={t('common.noMatch')}
              text={t('common.noMatchText')}
              action={
                <Button onClick={() => setParams({}, { replace: true })}>{t('common.clearFilters')}</Button>
              }
            />
          ) : (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title={t('journal.empty')}
              text={t('journal.emptyText')}
            />
          )}
        </Card>
      ) : (
        <Card
          sx={{
            overflow: 'hidden',
            bgcolor: mobile ? 'transparent' : undefined,
            border: mobile ? 0 : undefined,
          }}
        >
          <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
          {mobile ? (
            <MovementCards movements={movements} loading={query.isPending} />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <MovementTable movements={movements} loading={query.isPending} />
            </Box>
          )}
          <KeysetPager
            pages={pages}
            size={PAGE_SIZE}
            count={movements.length}
            nextCursor={query.data?.nextCursor}
            onChange={setPages}
          />
        </Card>
      )}
    </Box>
  );
}
