import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { stockListQuery, warehousesQuery } from '../api/stock.queries.ts';
import { useStockLabels } from '../components/labels.ts';
import { NoMatch, PagedList } from '../components/paged-list.tsx';
import { StockFiltersBar } from '../components/stock-filters.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { StockCards, StockTable } from '../components/stock-lines.views.tsx';
import { TotalsBar } from '../components/totals-bar.tsx';
import { useKeysetPages } from '../components/use-keyset-pages.ts';
import {
  isFiltered,
  paramsFromStockFilters,
  type StockFilters,
  stockFiltersFromParams,
} from '../logic/stock-filters.ts';

/**
 * /dashboard/stocks: the stock lines (format, vintage, lot, warehouse) with their physical,
 * reserved and available units, filtered and paged on the server, and the totals of every
 * line the filters select.
 */
export function StockListPage() {
  const { t } = useStockLabels();
  const canWrite = useCan('stock.write');
  const canWarehouses = useCan('warehouses.write');
  const url = useUrlFilters();
  const filters = stockFiltersFromParams(url.params);
  const { pages, cursor, setPages } = useKeysetPages(filters);
  const warehouses = useQuery(warehousesQuery());
  const query = useQuery(stockListQuery(filters, cursor));
  // Filters set one after the other before the page renders again all hold (useUrlFilters).
  const update = (next: Partial<StockFilters>) =>
    url.update(
      (current) =>
        new URLSearchParams(paramsFromStockFilters({ ...stockFiltersFromParams(current), ...next })),
    );

  const lines = query.data?.lines ?? [];
  const noWarehouse = warehouses.data?.length === 0;
  const recordButton = canWrite && !noWarehouse && (
    <Button component={RouterLink} to="/dashboard/stocks/add" variant="contained" startIcon={<Add />}>
      {t('nav.add')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader title={t('list.title')} subtitle={t('list.subtitle')} actions={recordButton} />
      {noWarehouse ? (
        <Card>
          <EmptyState
            icon={<WarehouseOutlined />}
            title={t('list.noWarehouse')}
            text={t('list.noWarehouseText')}
            action={
              canWarehouses && (
                <Button component={RouterLink} to="/dashboard/stocks/warehouses" variant="contained">
                  {t('list.createWarehouse')}
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <>
          <StockFiltersBar filters={filters} warehouses={warehouses.data ?? []} onChange={update} />
          {query.data && <TotalsBar totals={query.data.totals} />}
          <PagedList
            query={query}
            count={lines.length}
            empty={
              isFiltered(filters) ? (
                <NoMatch onClear={url.clear} />
              ) : (
                <EmptyState
                  icon={<Inventory2Outlined />}
                  title={t('list.empty')}
                  text={t('list.emptyText')}
                  action={recordButton}
                />
              )
            }
            cards={<StockCards lines={lines} loading={query.isPending} />}
            table={<StockTable lines={lines} loading={query.isPending} />}
            pages={pages}
            onPages={setPages}
          />
        </>
      )}
    </Box>
  );
}
