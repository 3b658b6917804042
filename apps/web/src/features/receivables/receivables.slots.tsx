import { formatEuros, PAYMENT_TYPE_LABELS } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/shared/status-chip.tsx';
import { formatDate } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/use-can.ts';
import { orderPaymentsQuery } from './api/receivables.queries.ts';
import { RecordPaymentDialog } from './components/record-payment.dialog.tsx';
import './receivables.i18n.ts';

/**
 * The order page's 'order.payments' slot: its invoices with what is left to pay, the payments
 * recorded, and 'Enregistrer un règlement' for who may record them (payments.write); shown by
 * the sales area to who may read payments (payments.read).
 */
export function OrderPaymentsPanel(props: { id: string }) {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const canWrite = useCan('payments.write');
  const [open, setOpen] = useState(false);
  const query = useQuery(orderPaymentsQuery(props.id));
  const data = query.data;
  const open_ = (data?.invoices ?? []).filter((i) => i.balance > 0);
  return (
    <Card variant="outlined" data-testid="order-payments">
      {query.isLoading && <LinearProgress />}
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h3">
            {t('panel.title')}
          </Typography>
          {canWrite && open_.length > 0 && (
            <Button variant="contained" onClick={() => setOpen(true)}>
              {t('payments.record')}
            </Button>
          )}
        </Box>
        {data && data.invoices.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('panel.noInvoice')}</Typography>
        )}
        <Stack spacing={1} sx={{ mt: 1 }}>
          {data?.invoices.map((i) => (
            <Box key={i.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{i.number}</Typography>
              <StatusChip kind="payment" status={i.paymentStatus} />
              <Typography sx={{ ml: 'auto' }} data-testid="order-balance">
                {t('panel.balance')} : {formatEuros(i.balance)} / {formatEuros(i.payable)}
              </Typography>
            </Box>
          ))}
        </Stack>
        {data && data.invoices.length > 0 && data.payments.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('panel.noPayment')}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {data?.payments.map((p) => (
            <Box component="li" key={p.id} sx={{ display: 'flex', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
              <span>{formatDate(p.paidOn, lang)}</span>
              <span>{PAYMENT_TYPE_LABELS[p.type][lang]}</span>
              {p.reference && <span>({p.reference})</span>}
              <Box component="span" sx={{ ml: 'auto', fontWeight: 600 }}>
                {formatEuros(p.amount)}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
      {canWrite && <RecordPaymentDialog open={open} onClose={() => setOpen(false)} invoices={open_} />}
    </Card>
  );
}
