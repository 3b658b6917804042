import type { OrderKind } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody, NoMatch, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { usePageActions } from '../../../components/shared/page-actions.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import '../orders.i18n.ts';
import { useBulkValidate, usePrintOrders } from '../api/sales-orders.mutations.ts';
import { SALES_PAGE_SIZE, type SalesFilters, salesOrdersQuery } from '../api/sales-orders.queries.ts';
import { SalesFiltersBar, salesFiltersOf } from './sales-filters.tsx';
import { SalesOrderTable } from './sales-orders.table.tsx';

/*
 * /dashboard/orders, /quotes and /samples for the shop's members (issue 16): the kind's list,
 * filtered by status, text and dates in the URL, paged on the server (the list-page kit); rows
 * selected for a bulk validation or a bulk print; the export button the area gives
 * (usePageActions).
 */

export const SalesOrdersPage = () => <SalesList kind="order" />;
export const SalesQuotesPage = () => <SalesList kind="quote" />;
export const SalesSamplesPage = () => <SalesList kind="sample" />;

const ADD_TO: Record<OrderKind, string> = {
  order: '/dashboard/orders/add',
  quote: '/dashboard/orders/add?subType=quote',
  sample: '/dashboard/orders/add?kind=sample',
};

function SalesList({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('orders');
  const url = useUrlFilters();
  const filters = salesFiltersOf(url.params, url.page);
  const query = useQuery(salesOrdersQuery(kind, filters));
  const [selected, setSelected] = useState<string[]>([]);
  const canAdd = useCan(kind === 'quote' ? 'quotes.write' : 'orders.write');
  const exportButton = usePageActions();
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const filtered = Boolean(filters.status || filters.outcome || filters.q || filters.from || filters.to);
  const setFilter = (key: keyof SalesFilters, value: string | undefined) => {
    url.set(key, value);
    setSelected([]);
  };

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t(`sales.title.${kind}`)}
        subtitle={query.data && <span data-testid="order-count">{t('sales.count', { count: total })}</span>}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canAdd && (
              <Button variant="contained" component={Link} to={ADD_TO[kind]}>
                {t(kind === 'quote' ? 'add.newQuote' : kind === 'sample' ? 'add.newSample' : 'add.newOrder')}
              </Button>
            )}
            {exportButton}
          </Box>
        }
      />
      <SalesFiltersBar kind={kind} filters={filters} onChange={setFilter} />
      <SelectionBar kind={kind} selected={selected} onDone={() => setSelected([])} rows={rows} />
      <ListBody
        query={query}
        count={total}
        loadError={t('sales.loadError')}
        empty={
          filtered ? (
            <NoMatch title={t(`sales.empty.${kind}`)} onClear={url.clear} />
          ) : (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title={t(`sales.empty.${kind}`)}
              text={t('sales.emptyText')}
            />
          )
        }
        table={
          <SalesOrderTable
            kind={kind}
            rows={rows}
            loading={query.isPending}
            selected={selected}
            onSelect={setSelected}
          />
        }
        pager={<ServerPager total={total} page={url.page} pageSize={SALES_PAGE_SIZE} onPage={url.setPage} />}
      />
    </Box>
  );
}

/** What the rows selected can have done together: validated (not quotes), printed. */
function SelectionBar({
  kind,
  selected,
  onDone,
  rows,
}: {
  kind: OrderKind;
  selected: string[];
  onDone(): void;
  rows: { id: string; reference: string }[];
}) {
  const { t } = useTranslation('orders');
  const canValidate = useCan('orders.validate');
  const canPrint = useCan('sales.documents.write');
  const bulk = useBulkValidate();
  const print = usePrintOrders(kind === 'quote' ? 'quote' : 'order');
  const refused = bulk.data?.results.filter((r) => !r.ok) ?? [];
  return (
    <>
      {selected.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar">
          <Typography>{t('sales.selected', { count: selected.length })}</Typography>
          {canValidate && kind !== 'quote' && (
            <Button
              variant="contained"
              disabled={bulk.isPending}
              onClick={() => bulk.mutate(selected, { onSuccess: onDone })}
            >
              {t('sales.bulkValidate')}
            </Button>
          )}
          {canPrint && (
            <Button variant="outlined" disabled={print.isPending} onClick={() => print.mutate(selected)}>
              {t('sales.print')}
            </Button>
          )}
        </Box>
      )}
      {refused.length > 0 && (
        <Alert severity="warning">
          {refused
            .map((r) => `${rows.find((o) => o.id === r.id)?.reference ?? ''} : ${r.message}`)
            .join(' · ')}
        </Alert>
      )}
    </>
  );
}
