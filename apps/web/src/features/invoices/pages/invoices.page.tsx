import type { InvoiceSummary } from '@cuvee/contracts';
import { formatEuros, type InvoiceKind, STATUS_LABELS } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListSelect } from '../../../components/shared/list-select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import {
  type InvoiceFilters,
  invoicesQuery,
  LIST_STATUSES,
  type ListStatus,
} from '../api/invoices.queries.ts';
import { InvoiceStatusChip } from '../components/invoice-chip.tsx';
import { type Column, InvoiceTable } from '../components/invoice-table.tsx';
import { InvoicesHeader } from '../components/invoices-header.tsx';

/** The number as the link to its order (a row opens it too, with the mouse). */
function NumberLink(props: { row: InvoiceSummary }) {
  const { row } = props;
  if (!row.orderId) return <strong>{row.number}</strong>;
  return <TextLink to={`/dashboard/orders/${row.orderId}`}>{row.number}</TextLink>;
}

/**
 * /dashboard/orders/bills, /deposits and /credits: the invoices, deposit invoices or credit
 * notes, filtered by status, number or client, and issue dates, newest first, a page at a time.
 */
export function InvoicesPage(props: { kind: InvoiceKind }) {
  const { kind } = props;
  const { t } = useTranslation('invoices');
  const lang = useUiLanguage();
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 0 });
  const [text, setText] = useState('');
  const query = useQuery(invoicesQuery(kind, filters));
  const update = (next: Partial<InvoiceFilters>) => setFilters((f) => ({ ...f, page: 0, ...next }));
  // The search waits for a pause in the typing, not one request per key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((f) =>
        f.q === (text.trim() || undefined) ? f : { ...f, page: 0, q: text.trim() || undefined },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const filtered = Boolean(filters.status || filters.q || filters.from || filters.to);
  const columns: Column[] = [
    { key: 'number', label: t('columns.number'), render: (i) => <NumberLink row={i} /> },
    { key: 'client', label: t('columns.client'), render: (i) => i.client.name },
    { key: 'issueDate', label: t('columns.issueDate'), render: (i) => formatDate(i.issueDate, lang) },
    kind === 'credit'
      ? { key: 'credited', label: t('columns.credited'), render: (i) => i.creditedInvoice?.number ?? '' }
      : { key: 'dueDate', label: t('columns.dueDate'), render: (i) => formatDate(i.dueDate, lang) },
    { key: 'ttc', label: t('columns.ttc'), align: 'right', render: (i) => formatEuros(i.totalTTC) },
    ...(kind === 'credit'
      ? []
      : [
          {
            key: 'balance',
            label: t('columns.balance'),
            align: 'right' as const,
            render: (i: InvoiceSummary) => formatEuros(i.balance),
          },
        ]),
    { key: 'status', label: t('columns.status'), render: (i) => <InvoiceStatusChip invoice={i} /> },
  ];
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <InvoicesHeader title={t(`list.title_${kind}`)} />
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
            onChange={(status) => update({ status: status as ListStatus | undefined })}
            testId="invoices-status"
          />
        )}
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{
            bgcolor: 'background.paper',
            gridColumn: kind === 'credit' ? { xs: '1 / -1', md: 'auto' } : undefined,
          }}
        />
        {(['from', 'to'] as const).map((k) => (
          <TextField
            key={k}
            size="small"
            type="date"
            label={t(`list.${k}`)}
            value={filters[k] ?? ''}
            onChange={(e) => update({ [k]: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ bgcolor: 'background.paper' }}
          />
        ))}
      </Box>
      <InvoiceTable
        label={t(`list.title_${kind}`)}
        rows={query.data?.invoices ?? []}
        columns={columns}
        total={query.data?.total ?? 0}
        page={filters.page}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        loading={query.isLoading}
        empty={
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={filtered ? t('list.noMatch') : t(`list.empty_${kind}`)}
            text={filtered ? undefined : t('list.emptyText')}
          />
        }
      />
    </Box>
  );
}

export const BillsPage = () => <InvoicesPage kind="invoice" />;
export const DepositsPage = () => <InvoicesPage kind="deposit" />;
export const CreditInvoicesPage = () => <InvoicesPage kind="credit" />;
