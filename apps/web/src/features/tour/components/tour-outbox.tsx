import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outboxQuery } from '../api/tour.queries.ts';
import type { OutboxOrder, OutboxSale } from '../logic/tour.outbox.ts';
import { useEuros } from '../logic/use-euros.ts';
import '../tour.i18n.ts';

/** The orders, samples and notes taken on this device and what became of each (decision 0154: the differences told). */
export function TourOutbox({
  online,
  busy,
  runs,
  onSend,
}: {
  online: boolean;
  /** A sending under way (aria-busy), and how many have ended since the screen opened. */
  busy: boolean;
  runs: number;
  onSend(): void;
}) {
  const { t } = useTranslation('tour');
  const outbox = useQuery(outboxQuery());
  const orders = outbox.data ?? [];
  const waiting = orders.some((o) => o.state === 'pending');
  return (
    <Card
      component="section"
      aria-labelledby="tour-outbox-title"
      aria-busy={busy}
      data-sync-runs={runs}
      data-testid="tour-outbox"
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="tour-outbox-title" component="h2" variant="h3" sx={{ flex: 1 }}>
            {t('outbox')}
          </Typography>
          {waiting && (
            <Button variant="outlined" size="small" disabled={!online} onClick={onSend}>
              {t('sendNow')}
            </Button>
          )}
        </Box>
        {outbox.isError && <Alert severity="error">{String(outbox.error.message)}</Alert>}
        {outbox.isSuccess && orders.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('outboxEmpty')}</Typography>
        )}
        {orders.map((order) => (
          <OutboxItem key={order.idempotencyKey} order={order} />
        ))}
      </CardContent>
    </Card>
  );
}

function OutboxItem({ order }: { order: OutboxOrder }) {
  const { t } = useTranslation('tour');
  const reference = order.kind === 'note' ? '' : (order.result?.order.reference ?? '');
  return (
    <Box
      data-testid="tour-outbox-item"
      data-kind={order.kind ?? 'order'}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`kind.${order.kind ?? 'order'}`)} />
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{order.clientName}</Typography>
        <Chip
          size="small"
          color={order.state === 'sent' ? 'success' : order.state === 'refused' ? 'error' : 'warning'}
          label={
            order.state === 'sent'
              ? order.kind === 'note'
                ? t('noteSent')
                : t(order.kind === 'sample' ? 'sampleSent' : 'sent', { reference })
              : order.state === 'refused'
                ? t('refused', { message: order.error ?? '' })
                : t('pending')
          }
        />
      </Box>
      {order.kind === 'note' ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {order.body.body}
        </Typography>
      ) : (
        <SaleDetails order={order} />
      )}
    </Box>
  );
}

function SaleDetails({ order }: { order: OutboxSale }) {
  const { t } = useTranslation('tour');
  const euros = useEuros();
  const result = order.result;
  if (order.kind === 'sample') {
    const units = order.body.lines.reduce((n, l) => n + l.quantity, 0);
    return (
      <>
        <Typography variant="body2">{t('sampleUnits', { count: units })}</Typography>
        {result && result.shortages.length > 0 && <Differences result={result} />}
      </>
    );
  }
  const totalDiffers = result && result.order.totalTtcCents !== order.body.seenTotalTtcCents;
  const differences =
    result && (result.priceChanges.length > 0 || result.shortages.length > 0 || totalDiffers);
  return (
    <>
      <Typography variant="body2">
        {t('seenTotal', { total: euros(order.body.seenTotalTtcCents) })}
        {result ? ` · ${t('serverTotal', { total: euros(result.order.totalTtcCents) })}` : ''}
      </Typography>
      {differences && <Differences result={result} />}
    </>
  );
}

function Differences({ result }: { result: NonNullable<OutboxSale['result']> }) {
  const { t } = useTranslation('tour');
  const euros = useEuros();
  return (
    <Alert severity="warning" sx={{ py: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('differences')}
      </Typography>
      {result.priceChanges.map((c) => (
        <Typography key={`p-${c.label}`} variant="body2">
          {t('priceChange', { label: c.label, seen: euros(c.seenUnitHtCents), now: euros(c.unitHtCents) })}
        </Typography>
      ))}
      {result.shortages.map((s) => (
        <Typography key={`s-${s.label}`} variant="body2">
          {t('shortage', s)}
        </Typography>
      ))}
    </Alert>
  );
}
