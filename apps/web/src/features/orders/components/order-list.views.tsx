import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import type { ListedOrder, OrdersSide } from '../api/orders.queries.ts';
import { useOrderFormat } from './order-format.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

const orderPath = (order: ListedOrder) => `/dashboard/orders/${order.id}`;
const SKELETON_ROWS = [0, 1, 2, 3, 4];

/** Orders on a desktop or tablet: one row each (the seller, or the shop's client), the reference opening the order. */
export function OrderTable({
  rows,
  loading,
  side = 'buyer',
}: {
  rows: ListedOrder[];
  loading: boolean;
  side?: OrdersSide;
}) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  return (
    <Table size="small" aria-label={t('list.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('list.reference')}</TableCell>
          <TableCell>{side === 'shop' ? t('shop.client') : t('list.seller')}</TableCell>
          <TableCell>{t('list.date')}</TableCell>
          <TableCell align="right">{t('list.items')}</TableCell>
          <TableCell align="right">{t('list.total')}</TableCell>
          <TableCell>{t('list.status')}</TableCell>
          <TableCell>{t('list.payment')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? SKELETON_ROWS.map((n) => (
              <TableRow key={n} aria-hidden>
                <TableCell colSpan={7}>
                  <Skeleton height={28} />
                </TableCell>
              </TableRow>
            ))
          : rows.map((order) => (
              <TableRow key={order.id} hover data-testid="order-row">
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={orderPath(order)}
                    aria-label={t('list.open', { reference: order.reference })}
                    sx={{ fontWeight: 600 }}
                  >
                    {order.reference}
                  </Link>
                </TableCell>
                <TableCell>
                  {order.buyer ? (
                    order.buyer.name
                  ) : (
                    <Link component={RouterLink} to={`/${order.seller.urlShop}`}>
                      {order.seller.name}
                    </Link>
                  )}
                </TableCell>
                <TableCell>{formatDate(order.placedAt, format.lang)}</TableCell>
                <TableCell align="right">{order.itemCount}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {format.euros(order.totalTTC)}
                </TableCell>
                <TableCell>
                  <OrderStatusChip kind="order" status={order.status} />
                </TableCell>
                <TableCell>
                  <OrderStatusChip kind="payment" status={order.paymentStatus} />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** The buyer's orders on a phone: one card each, the whole card opening the order. */
export function OrderCards({ rows, loading }: { rows: ListedOrder[]; loading: boolean }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (loading)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden>
        {SKELETON_ROWS.slice(0, 3).map((n) => (
          <Skeleton key={n} variant="rounded" height={112} />
        ))}
      </Box>
    );
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((order) => (
        <Card component="li" key={order.id} data-testid="order-row">
          <CardActionArea
            component={RouterLink}
            to={orderPath(order)}
            aria-label={t('list.open', { reference: order.reference })}
            sx={{ p: 2, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{order.reference}</Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {format.euros(order.totalTTC)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {order.buyer?.name ?? order.seller.name} ·{' '}
              {t('list.placedOn', { date: formatDate(order.placedAt, format.lang) })} ·{' '}
              {t('list.itemCount', { count: order.itemCount })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <OrderStatusChip kind="order" status={order.status} />
              <OrderStatusChip kind="payment" status={order.paymentStatus} />
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
