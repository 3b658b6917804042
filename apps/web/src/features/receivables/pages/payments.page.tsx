import type { ReceivedPayment } from '@cuvee/contracts';
import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  formatEuros,
  PAYMENT_TYPE_LABELS,
} from '@cuvee/domain';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import {
  type Column,
  DateRangeFilters,
  ListTable,
  NoMatch,
  PageHeader,
} from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { usePageActions } from '../../../components/shared/page-actions.tsx';
import { StatusChip } from '../../../components/shared/status-chip.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { type PaymentFilters, paymentsQuery } from '../api/receivables.queries.ts';
import { RecordPaymentDialog } from '../components/record-payment.dialog.tsx';
import { ReversePaymentDialog } from '../components/reverse-payment.dialog.tsx';
import { useRxTabs } from '../components/rx-tabs.ts';
import { SalesExportButton } from '../receivables.components.tsx';

/** The payments' filters in the URL: `?type=transfer&from=2026-01-01&to=…&page=2`. */
function paymentFiltersOf(params: URLSearchParams, page: number): PaymentFilters {
  const type = params.get('type') ?? '';
  return {
    type: (DASHBOARD_PAYMENT_TYPES as readonly string[]).includes(type)
      ? (type as DashboardPaymentType)
      : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page,
  };
}

/**
 * /dashboard/payments: the payments received, filtered by method and dates, newest first; one
 * entered by mistake is reversed ('Contre-passer'), never deleted, and stays listed as such.
 */
export function PaymentsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const canWrite = useCan('payments.write');
  const extra = usePageActions();
  const url = useUrlFilters();
  const filters = paymentFiltersOf(url.params, url.page);
  const [open, setOpen] = useState(false);
  const query = useQuery(paymentsQuery(filters));
  const [reversing, setReversing] = useState<ReceivedPayment | null>(null);
  const filtered = Boolean(filters.type || filters.from || filters.to);
  const columns: Column<ReceivedPayment>[] = [
    { key: 'date', label: t('columns.date'), render: (p) => formatDate(p.paidOn, lang) },
    { key: 'client', label: t('columns.client'), render: (p) => p.client.name },
    { key: 'invoice', label: t('columns.invoice'), render: (p) => p.invoice?.number ?? '' },
    {
      key: 'type',
      label: t('columns.type'),
      render: (p) => PAYMENT_TYPE_LABELS[p.type][lang] + (p.creditNote ? ` ${p.creditNote.number}` : ''),
    },
    { key: 'reference', label: t('columns.reference'), render: (p) => p.reference ?? '' },
    {
      key: 'amount',
      label: t('columns.amount'),
      align: 'right',
      // A reversed payment stays listed, struck through: it no longer counts.
      render: (p) =>
        p.reversedAt ? (
          <Box component="s" sx={{ color: 'text.secondary' }}>
            {formatEuros(p.amount)}
          </Box>
        ) : (
          formatEuros(p.amount)
        ),
    },
    {
      key: 'status',
      label: t('columns.invoiceStatus'),
      render: (p) =>
        p.reversedAt ? (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`${t('payments.reversed')} ${formatDate(p.reversedAt, lang)}`}
            data-testid="payment-reversed"
          />
        ) : p.invoice ? (
          <StatusChip kind="payment" status={p.invoice.paymentStatus} />
        ) : null,
    },
  ];
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('payments.title')}
        tabs={useRxTabs()}
        actions={
          <>
            {extra ?? <SalesExportButton kind="payments" />}
            {canWrite && (
              <Button variant="contained" onClick={() => setOpen(true)}>
                {t('payments.record')}
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '220px 170px 170px' } }}
      >
        <ListSelect
          label={t('payments.type')}
          allLabel={t('payments.allTypes')}
          value={filters.type}
          options={DASHBOARD_PAYMENT_TYPES.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p][lang] }))}
          onChange={(type) => url.set('type', type)}
          wide
        />
        <DateRangeFilters from={filters.from} to={filters.to} onChange={url.set} />
      </Box>
      <ListTable
        label={t('payments.title')}
        rows={query.data?.payments ?? []}
        columns={columns}
        actions={
          canWrite
            ? (p) =>
                p.reversedAt ? null : (
                  <Button
                    size="small"
                    color="error"
                    startIcon={<UndoOutlined />}
                    sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                    aria-label={t('payments.reverseOf', { amount: formatEuros(p.amount) })}
                    onClick={() => setReversing(p)}
                  >
                    {t('payments.reverse')}
                  </Button>
                )
            : undefined
        }
        query={query}
        paging={url}
        rowTestId="rx-row"
        testId="payments-list"
        empty={
          filtered ? (
            <NoMatch title={t('payments.noMatch')} onClear={url.clear} />
          ) : (
            <EmptyState icon={<EuroOutlined />} title={t('payments.empty')} text={t('payments.emptyText')} />
          )
        }
      />
      {canWrite && <RecordPaymentDialog open={open} onClose={() => setOpen(false)} />}
      {reversing && <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />}
    </Box>
  );
}
