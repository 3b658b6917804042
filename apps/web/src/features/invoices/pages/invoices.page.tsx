import { type InvoiceKind, STATUS_LABELS } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { DateRangeFilters, ListPage, NoMatch } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import {
  type InvoiceFilters,
  invoicesQuery,
  LIST_STATUSES,
  type ListStatus,
} from '../api/invoices.queries.ts';
import { useInvoiceColumns } from '../components/invoice-columns.tsx';
import { useInvoiceTabs } from '../components/invoice-tabs.ts';

/** The list's filters in the URL: `?status=paid&q=Dupont&from=2026-01-01&to=…&page=2`. */
function invoiceFiltersOf(params: URLSearchParams, page: number): InvoiceFilters {
  const status = params.get('status') ?? '';
  return {
    status: (LIST_STATUSES as readonly string[]).includes(status) ? (status as ListStatus) : undefined,
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page,
  };
}

/**
 * /dashboard/orders/bills, /deposits and /credits: the invoices, deposit invoices or credit
 * notes, filtered by status, number or client, and issue dates, newest first, a page at a time.
 */
export function InvoicesPage(props: { kind: InvoiceKind }) {
  const { kind } = props;
  const { t } = useTranslation('invoices');
  const url = useUrlFilters();
  const filters = invoiceFiltersOf(url.params, url.page);
  const query = useQuery(invoicesQuery(kind, filters));
  const navigate = useNavigate();
  const filtered = Boolean(filters.status || filters.q || filters.from || filters.to);
  const lang = useUiLanguage();
  return (
    <ListPage
      title={t(`list.title_${kind}`)}
      tabs={useInvoiceTabs()}
      above={
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '220px 240px 170px 170px' },
          }}
        >
          {kind !== 'credit' && (
            <ListSelect
              label={t('list.status')}
              allLabel={t('list.allStatuses')}
              value={filters.status}
              options={LIST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS.payment[s]?.[lang] ?? s }))}
              onChange={(status) => url.set('status', status)}
              testId="invoices-status"
            />
          )}
          {/* The search waits for a pause in the typing, not one request per key. */}
          <CommitField
            type="search"
            label={t('list.search')}
            value={filters.q}
            onCommit={(q) => url.set('q', q)}
            pauseMs={300}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ gridColumn: kind === 'credit' ? { xs: '1 / -1', md: 'auto' } : undefined }}
          />
          <DateRangeFilters from={filters.from} to={filters.to} onChange={url.set} />
        </Box>
      }
      rows={query.data?.invoices ?? []}
      columns={useInvoiceColumns(kind)}
      query={query}
      paging={url}
      testId="invoices-list"
      rowTestId="invoice-list-row"
      // A row opens its order (the number is the link, for the keyboard).
      openOf={(i) => (i.orderId ? () => void navigate(`/dashboard/orders/${i.orderId}`) : undefined)}
      empty={
        filtered ? (
          <NoMatch title={t('list.noMatch')} onClear={url.clear} />
        ) : (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={t(`list.empty_${kind}`)}
            text={t('list.emptyText')}
          />
        )
      }
    />
  );
}

export const BillsPage = () => <InvoicesPage kind="invoice" />;
export const DepositsPage = () => <InvoicesPage kind="deposit" />;
export const CreditInvoicesPage = () => <InvoicesPage kind="credit" />;
