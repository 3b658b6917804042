import type { ReceivedPayment } from '@cuvee/contracts';
import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  formatEuros,
  PAYMENT_TYPE_LABELS,
} from '@cuvee/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListSelect } from '../../../components/shared/list-select.tsx';
import { usePageActions } from '../../../components/shared/page-actions.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDeletePayment } from '../api/receivables.mutations.ts';
import { type PaymentFilters, paymentsQuery } from '../api/receivables.queries.ts';
import { RecordPaymentDialog } from '../components/record-payment.dialog.tsx';
import { StatusChip } from '../components/rx-chips.tsx';
import { RxHeader } from '../components/rx-header.tsx';
import { type Column, RxList } from '../components/rx-list.tsx';
import { SalesExportButton } from '../receivables.components.tsx';

/** /dashboard/payments: the payments received, filtered by method and dates, newest first. */
export function PaymentsPage() {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const canWrite = useCan('payments.write');
  const extra = usePageActions();
  const [filters, setFilters] = useState<PaymentFilters>({ page: 0 });
  const [open, setOpen] = useState(false);
  const query = useQuery(paymentsQuery(filters));
  const remove = useDeletePayment();
  const update = (next: Partial<PaymentFilters>) => setFilters({ ...filters, page: 0, ...next });
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
    { key: 'amount', label: t('columns.amount'), align: 'right', render: (p) => formatEuros(p.amount) },
    {
      key: 'status',
      label: t('columns.invoiceStatus'),
      render: (p) => (p.invoice ? <StatusChip kind="payment" status={p.invoice.paymentStatus} /> : null),
    },
  ];
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RxHeader
        title={t('payments.title')}
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
          onChange={(type) => update({ type: type as DashboardPaymentType | undefined })}
          wide
        />
        {(['from', 'to'] as const).map((k) => (
          <TextField
            key={k}
            size="small"
            type="date"
            label={t(`payments.${k}`)}
            value={filters[k] ?? ''}
            onChange={(e) => update({ [k]: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ bgcolor: 'background.paper' }}
          />
        ))}
      </Box>
      <RxList
        label={t('payments.title')}
        rows={query.data?.payments ?? []}
        columns={columns}
        total={query.data?.total ?? 0}
        page={filters.page}
        onPage={(page) => setFilters({ ...filters, page })}
        loading={query.isLoading}
        testId="payments-list"
        empty={
          <EmptyState
            icon={<EuroOutlined />}
            title={filtered ? t('payments.noMatch') : t('payments.empty')}
            text={filtered ? undefined : t('payments.emptyText')}
          />
        }
        actions={
          canWrite
            ? (p) => (
                <IconButton
                  aria-label={t('payments.delete')}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('payments.deleteConfirm'))) remove.mutate(p.id);
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              )
            : undefined
        }
      />
      {canWrite && <RecordPaymentDialog open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
