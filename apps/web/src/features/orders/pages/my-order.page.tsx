import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { type OrdersSide, orderQuery } from '../api/orders.queries.ts';
import { BuyerOrderExtras } from '../components/buyer-order-extras.tsx';
import { OrderBookings } from '../components/order-bookings.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import { OrderDelivery, OrderPayment, OrderTotals } from '../components/order-summary.tsx';
import '../orders.i18n.ts';
import { SalesOrderNotes, SalesOrderTitle } from '../sales/quote-parts.tsx';
import { isSalesOrder, SalesOrderHead, SalesOrderPanels } from '../sales/sales-order-parts.tsx';

/** A refusal (404, or 400 for an id that is none) is final: only the server's own errors are asked again. */
const retryServerErrors = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function BackLink({ side, quote = false }: { side: OrdersSide; quote?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Link
      component={RouterLink}
      to={quote ? '/dashboard/orders/quotes' : '/dashboard/orders'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {quote ? t('sales.title.quote') : side === 'shop' ? t('shop.back') : t('detail.back')}
    </Link>
  );
}

/** /dashboard/orders/:id for a buyer: one of their orders, its lines, taxes, delivery and payment. */
export function MyOrderPage() {
  return <OrderPage side="buyer" />;
}

/** /dashboard/orders/:id for the shop's staff: the order as placed, and its client. */
export function ShopOrderPage() {
  return <OrderPage side="shop" />;
}

function OrderPage({ side }: { side: OrdersSide }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const { id = '' } = useParams();
  const query = useQuery({ ...orderQuery(side, id), retry: retryServerErrors });
  const order = query.data;

  if (query.isPending)
    return (
      <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }} aria-busy>
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  if (!order) {
    const refused = query.error instanceof ApiError && query.error.status < 500;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
        <BackLink side={side} />
        {refused ? (
          <Card>
            <EmptyState icon={<SearchOff />} title={t('detail.notFound')} text={t('detail.notFoundText')} />
          </Card>
        ) : (
          <ListLoadError message={t('detail.loadError')} onRetry={() => void query.refetch()} />
        )}
      </Box>
    );
  }

  // The shop's reading (issue 24): a quote headed as a quote, its note the shop's own.
  const sales = side === 'shop' && isSalesOrder(order) ? order : null;
  const isQuote = sales?.kind === 'quote';
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <BackLink side={side} quote={isQuote} />
      {sales ? (
        <SalesOrderTitle order={sales} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography variant="h1">{t('detail.title', { reference: order.reference })}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {order.buyer ? (
                <>
                  {t('shop.placedBy', { date: formatDate(order.placedAt, lang) })}{' '}
                  <Link href={`mailto:${order.buyer.email}`}>{order.buyer.name}</Link>
                </>
              ) : (
                <>
                  {t('detail.placedOn', { date: formatDate(order.placedAt, lang) })}{' '}
                  <Link component={RouterLink} to={`/${order.seller.urlShop}`}>
                    {order.seller.name}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-chips">
            <OrderStatusChip kind="order" status={order.status} />
            <OrderStatusChip kind="payment" status={order.paymentStatus} />
          </Box>
        </Box>
      )}
      {sales && <SalesOrderHead order={sales} />}
      {/* An order of bookings only (decision 0107) shows no empty list of wines. */}
      {(order.lines.length > 0 || !order.bookings?.length) && (
        <Section title={t('detail.lines')}>
          <OrderLines lines={order.lines} />
        </Section>
      )}
      <OrderBookings bookings={order.bookings ?? []} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Section title={t('detail.totals')}>
          <OrderTotals order={order} />
        </Section>
        <Section title={t('detail.delivery')}>
          <OrderDelivery order={order} status={!isQuote} />
        </Section>
        <Section title={t('detail.payment')}>
          <OrderPayment order={order} status={!isQuote} />
        </Section>
      </Box>
      {side === 'buyer' && <BuyerOrderExtras order={order} />}
      {sales ? (
        <SalesOrderNotes order={sales} />
      ) : (
        order.notes && (
          <Section title={t('detail.notes')}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
          </Section>
        )
      )}
      {side === 'shop' && isSalesOrder(order) && <SalesOrderPanels order={order} />}
    </Box>
  );
}
