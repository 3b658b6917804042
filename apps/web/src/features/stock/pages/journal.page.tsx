import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useExportJournal } from '../api/stock.mutations.ts';
import { journalQuery, warehousesQuery } from '../api/stock.queries.ts';
import { JournalFiltersBar } from '../components/journal-filters.tsx';
import { useStockLabels } from '../components/labels.ts';
import { MovementCards, MovementTable } from '../components/movement-views.tsx';
import { NoMatch, PagedList } from '../components/paged-list.tsx';
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
  const url = useUrlFilters();
  const filters = journalFiltersFromParams(url.params);
  const { pages, cursor, setPages } = useKeysetPages(filters);
  const warehouses = useQuery(warehousesQuery());
  const query = useQuery(journalQuery(filters, cursor));
  const exporter = useExportJournal();
  // Filters set one after the other before the page renders again all hold (useUrlFilters).
  const update = (next: Partial<JournalFilters>) =>
    url.update(
      (current) =>
        new URLSearchParams(paramsFromJournalFilters({ ...journalFiltersFromParams(current), ...next })),
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
      <PagedList
        query={query}
        count={movements.length}
        empty={
          isFiltered(filters) ? (
            <NoMatch onClear={url.clear} />
          ) : (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title={t('journal.empty')}
              text={t('journal.emptyText')}
            />
          )
        }
        cards={<MovementCards movements={movements} loading={query.isPending} />}
        table={<MovementTable movements={movements} loading={query.isPending} />}
        pages={pages}
        onPages={setPages}
      />
    </Box>
  );
}
