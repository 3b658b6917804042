import {
  ORDER_STATUSES,
  type OrderKind,
  QUOTE_OUTCOMES,
  type QuoteOutcome,
  STATUS_LABELS,
} from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { usePageActions } from '../../../components/shared/page-actions.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { pageFromParams } from '../pages/my-orders.page.tsx';
import '../orders.i18n.ts';
import { useBulkValidate, usePrintOrders } from '../api/sales-orders.mutations.ts';
import { SALES_PAGE_SIZE, type SalesFilters, salesOrdersQuery } from '../api/sales-orders.queries.ts';
import { SalesOrderTable } from './sales-orders.table.tsx';

/*
 * /dashboard/orders, /quotes and /samples for the shop's members (issue 16): the kind's list,
 * filtered by status, text and dates, paged on the server; rows selected for a bulk validation
 * or a bulk print; the export button the area gives (usePageActions).
 */

function filtersOf(params: URLSearchParams): SalesFilters {
  const status = params.get('status') ?? '';
  const outcome = params.get('outcome') ?? '';
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as SalesFilters['status']) : '',
    outcome: (QUOTE_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as QuoteOutcome) : '',
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: pageFromParams(params),
  };
}

export const SalesOrdersPage = () => <SalesList kind="order" />;
export const SalesQuotesPage = () => <SalesList kind="quote" />;
export const SalesSamplesPage = () => <SalesList kind="sample" />;

function SalesList({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useQuery(salesOrdersQuery(kind, filters));
  const [selected, setSelected] = useState<string[]>([]);
  const canValidate = useCan('orders.validate');
  const canPrint = useCan('sales.documents.write');
  const bulk = useBulkValidate();
  const print = usePrintOrders(kind === 'quote' ? 'quote' : 'order');
  const exportButton = usePageActions();
  const canAdd = useCan(kind === 'quote' ? 'quotes.write' : 'orders.write');
  const addTo = {
    order: '/dashboard/orders/add',
    quote: '/dashboard/orders/add?subType=quote',
    sample: '/dashboard/orders/add?kind=sample',
  }[kind];
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const setFilter = (key: keyof SalesFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
    setSelected([]);
  };

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{t(`sales.title.${kind}`)}</Typography>
          {query.data && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="order-count">
              {t('sales.count', { count: total })}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canAdd && (
            <Button variant="contained" component={Link} to={addTo}>
              {t(kind === 'quote' ? 'add.newQuote' : kind === 'sample' ? 'add.newSample' : 'add.newOrder')}
            </Button>
          )}
          {exportButton}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
        <TextField
          label={t('sales.filter.q')}
          defaultValue={filters.q}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilter('q', (e.target as HTMLInputElement).value);
          }}
          onBlur={(e) => setFilter('q', e.target.value)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {kind === 'quote' ? (
          // A quote is filtered by where it stands for its client (issue 24), accepted ones included.
          <TextField
            select
            label={t('sales.filter.status')}
            value={filters.outcome ?? ''}
            onChange={(e) => setFilter('outcome', e.target.value)}
          >
            <MenuItem value="">{t('sales.filter.all')}</MenuItem>
            {QUOTE_OUTCOMES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS.quote[s]?.[lang] ?? s}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            label={t('sales.filter.status')}
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <MenuItem value="">{t('sales.filter.all')}</MenuItem>
            {ORDER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS.order[s]?.[lang] ?? s}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="date"
          label={t('sales.filter.from')}
          value={filters.from}
          onChange={(e) => setFilter('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('sales.filter.to')}
          value={filters.to}
          onChange={(e) => setFilter('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {selected.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="toolbar">
          <Typography>{t('sales.selected', { count: selected.length })}</Typography>
          {canValidate && kind !== 'quote' && (
            <Button
              variant="contained"
              disabled={bulk.isPending}
              onClick={() => bulk.mutate(selected, { onSuccess: () => setSelected([]) })}
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
      {bulk.data?.results.some((r) => !r.ok) && (
        <Alert severity="warning">
          {bulk.data.results
            .filter((r) => !r.ok)
            .map((r) => `${rows.find((o) => o.id === r.id)?.reference ?? ''} : ${r.message}`)
            .join(' · ')}
        </Alert>
      )}
      {query.isError && !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('sales.loadError')}
        </Alert>
      ) : !query.isPending && total === 0 ? (
        <Card>
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={t(`sales.empty.${kind}`)}
            text={t('sales.emptyText')}
          />
        </Card>
      ) : (
        <Card sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
          <Box sx={{ overflowX: 'auto' }}>
            <SalesOrderTable
              kind={kind}
              rows={rows}
              loading={query.isPending}
              selected={selected}
              onSelect={setSelected}
            />
          </Box>
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, Math.max(0, Math.ceil(total / SALES_PAGE_SIZE) - 1))}
              rowsPerPage={SALES_PAGE_SIZE}
              rowsPerPageOptions={[SALES_PAGE_SIZE]}
              onPageChange={(_, next: number) => {
                const p = new URLSearchParams(params);
                if (next > 0) p.set('page', String(next + 1));
                else p.delete('page');
                setParams(p);
              }}
              labelRowsPerPage={t('list.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            />
          )}
        </Card>
      )}
    </Box>
  );
}
