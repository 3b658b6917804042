import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

/*
 * What a quote's page (and an order that was one) says in the back office (issue 24): headed
 * « Devis D-000003 » with its client and last day, where its sending and the client's answer
 * stand, and the internal note, labelled as such and never shown to the client.
 */

/** A day (YYYY-MM-DD) as the interface writes it, whatever the browser's time zone. */
const day = (value: string, lang: 'fr' | 'en') => formatDate(`${value}T12:00:00Z`, lang, 'UTC');

export function SalesOrderTitle({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const isQuote = order.kind === 'quote';
  const placed = formatDate(order.placedAt, lang);
  const client = order.client?.name ?? order.buyer?.name ?? '—';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="h1">
          {isQuote
            ? t('quote.title', { reference: order.reference })
            : t('detail.title', { reference: order.reference })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }} data-testid="order-subtitle">
          {isQuote
            ? t('quote.issued', { date: placed })
            : order.channel === 'backoffice' || !order.buyer
              ? t('quote.enteredFor', { date: placed })
              : t('shop.placedBy', { date: placed })}{' '}
          {order.buyer && !isQuote && order.channel !== 'backoffice' ? (
            <Link href={`mailto:${order.buyer.email}`}>{order.buyer.name}</Link>
          ) : (
            <strong>{client}</strong>
          )}
          {isQuote && order.validUntil && (
            <> · {t('quote.validUntil', { date: day(order.validUntil, lang) })}</>
          )}
          {order.quoteReference && <> · {t('quote.quoteOf', { reference: order.quoteReference })}</>}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-chips">
        {order.quoteOutcome && isQuote ? (
          <OrderStatusChip kind="quote" status={order.quoteOutcome} />
        ) : (
          <>
            <OrderStatusChip kind="order" status={order.status} />
            <OrderStatusChip kind="payment" status={order.paymentStatus} />
          </>
        )}
      </Box>
    </Box>
  );
}

/** Where the quote's sending and the client's answer stand. */
export function QuoteSendingPanel({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const q = order.quote;
  if (!q) return null;
  const at = (iso: string | null) => (iso ? formatDate(iso, lang) : '');
  const outcome = order.quoteOutcome;
  const by = q.answeredBy === 'client' ? 'ByClient' : 'ByShop';
  return (
    <Card
      component="section"
      aria-label={t('quote.sending')}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="quote-sending"
    >
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        {t('quote.sending')}
      </Typography>
      {q.sentAt ? (
        <Typography>{t('quote.sentTo', { to: q.sentTo.join(', '), date: at(q.sentAt) })}</Typography>
      ) : (
        <Typography color="text.secondary">{t('quote.notSent')}</Typography>
      )}
      {outcome === 'sent' && (order.validUntil || q.linkExpiresAt) && (
        <Typography color="text.secondary">
          {t('quote.linkUntil', {
            // The link ends with the quote's last day (at midnight, French time, the day after).
            date: order.validUntil ? day(order.validUntil, lang) : at(q.linkExpiresAt),
          })}
        </Typography>
      )}
      {outcome === 'accepted' && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {q.answeredAt ? t(`quote.accepted${by}`, { date: at(q.answeredAt) }) : t('quote.becameOrder')} ·{' '}
          {t('quote.order', { reference: order.reference })}
        </Alert>
      )}
      {outcome === 'refused' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {q.answeredAt ? t(`quote.refused${by}`, { date: at(q.answeredAt) }) : null}
          {q.refusalReason && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('quote.reason', { reason: q.refusalReason })}
            </Box>
          )}
        </Alert>
      )}
    </Card>
  );
}

/** The note of a back-office document: the shop's own; a placed order's: its buyer's message. */
export function SalesOrderNotes({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  if (!order.notes) return null;
  const internal = order.channel === 'backoffice';
  const title = internal ? t('quote.internalNote') : t('quote.buyerMessage');
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {internal && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('quote.internalNoteHelp')}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
    </Card>
  );
}
