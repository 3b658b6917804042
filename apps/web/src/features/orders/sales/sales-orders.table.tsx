import type { SalesOrder } from '@cuvee/contracts/sales-orders';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useOrderFormat } from '../components/order-format.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

const SKELETON_ROWS = [0, 1, 2, 3, 4];
/** Columns a phone leaves out (the order's page shows them). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The back office's rows: selectable, the reference opening the order, its three statuses. */
export function SalesOrderTable({
  rows,
  loading,
  selected,
  onSelect,
}: {
  rows: SalesOrder[];
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Table size="small" aria-label={t('sales.title.order')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={!all && selected.length > 0}
              onChange={() => onSelect(all ? [] : rows.map((r) => r.id))}
              slotProps={{ input: { 'aria-label': t('sales.selectAll') } }}
            />
          </TableCell>
          <TableCell>{t('list.reference')}</TableCell>
          <TableCell>{t('shop.client')}</TableCell>
          <TableCell sx={WIDE}>{t('list.date')}</TableCell>
          <TableCell align="right">{t('list.total')}</TableCell>
          <TableCell>{t('sales.statuses')}</TableCell>
          <TableCell sx={WIDE}>{t('sales.invoice')}</TableCell>
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
              <TableRow key={order.id} hover selected={selected.includes(order.id)} data-testid="order-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(order.id)}
                    onChange={() => toggle(order.id)}
                    slotProps={{ input: { 'aria-label': t('sales.select', { reference: order.reference }) } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={`/dashboard/orders/${order.id}`}
                    aria-label={t('list.open', { reference: order.reference })}
                    sx={{ fontWeight: 600 }}
                  >
                    {order.reference}
                  </Link>
                </TableCell>
                <TableCell>{order.client?.name ?? order.buyer?.name ?? '—'}</TableCell>
                <TableCell sx={WIDE}>{formatDate(order.placedAt, format.lang)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {format.euros(order.totalTTC)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    <OrderStatusChip kind="order" status={order.status} />
                    {order.kind !== 'quote' && (
                      <OrderStatusChip kind="delivery" status={order.deliveryStatus} />
                    )}
                    {order.kind === 'order' && (
                      <OrderStatusChip kind="payment" status={order.paymentStatus} />
                    )}
                  </Box>
                </TableCell>
                <TableCell sx={WIDE}>{order.invoiceNumber ?? '—'}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
