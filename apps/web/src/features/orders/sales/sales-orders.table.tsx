import type { SalesOrder } from '@cuvee/contracts/sales-orders';
import type { OrderKind } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useOrderFormat } from '../components/order-format.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

const SKELETON_ROWS = [0, 1, 2, 3, 4];
/** Columns a phone leaves out (the order's page shows them). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The order's amounts, its typology's first (§6): HT then TTC for a professional, TTC then HT
 * for an individual; each labelled.
 */
export function OrderAmounts({ order, align = 'right' }: { order: SalesOrder; align?: 'left' | 'right' }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const ht = `${format.euros(order.totalHT)} ${t('list.ht')}`;
  const ttc = `${format.euros(order.totalTTC)} ${t('list.ttc')}`;
  const [first, second] = order.showTtc ? [ttc, ht] : [ht, ttc];
  return (
    <Box sx={{ textAlign: align, whiteSpace: 'nowrap' }} data-testid="order-amounts">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    </Box>
  );
}

function OrderStatuses({ order, quotes }: { order: SalesOrder; quotes: boolean }) {
  // The quotes' list (issue 24): where the quote stands for its client, accepted ones included.
  if (quotes && order.quoteOutcome) return <OrderStatusChip kind="quote" status={order.quoteOutcome} />;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <OrderStatusChip kind="order" status={order.status} />
      {order.kind !== 'quote' && <OrderStatusChip kind="delivery" status={order.deliveryStatus} />}
      {order.kind === 'order' && <OrderStatusChip kind="payment" status={order.paymentStatus} />}
    </Box>
  );
}

/** The order an accepted quote became, linked (issue 24); '—' while it is none. */
function QuoteOrder({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('orders');
  if (order.quoteOutcome !== 'accepted') return <>—</>;
  return (
    <Link
      component={RouterLink}
      to={`/dashboard/orders/${order.id}`}
      aria-label={t('quote.order', { reference: order.reference })}
      data-testid="quote-order"
    >
      {order.reference}
    </Link>
  );
}

/**
 * The back office's rows: selectable, the reference opening the order, its three statuses; the
 * quotes' (issue 24): the D- number, where the quote stands and the order it became.
 */
export function SalesOrderTable({
  kind = 'order',
  rows,
  loading,
  selected,
  onSelect,
}: {
  kind?: OrderKind;
  rows: SalesOrder[];
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  // A phone (390 px) gets one cell per order: reference, client and amounts, then the statuses.
  const phone = useIsMobile();
  const quotes = kind === 'quote';
  const shown = (order: SalesOrder) => (quotes ? (order.quoteReference ?? order.reference) : order.reference);
  const all = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const select = (order: SalesOrder) => (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selected.includes(order.id)}
        onChange={() => toggle(order.id)}
        slotProps={{ input: { 'aria-label': t('sales.select', { reference: shown(order) }) } }}
      />
    </TableCell>
  );
  const reference = (order: SalesOrder) => (
    <Link
      component={RouterLink}
      to={`/dashboard/orders/${order.id}`}
      aria-label={t('list.open', { reference: shown(order) })}
      sx={{ fontWeight: 600 }}
    >
      {shown(order)}
    </Link>
  );
  const selectAll = (
    <Checkbox
      checked={all}
      indeterminate={!all && selected.length > 0}
      onChange={() => onSelect(all ? [] : rows.map((r) => r.id))}
      slotProps={{ input: { 'aria-label': t('sales.selectAll') } }}
    />
  );
  if (phone) {
    return (
      <Table size="small" aria-label={t(`sales.title.${kind}`)} data-testid="orders-table-compact">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectAll}</TableCell>
            <TableCell>{t('list.reference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? SKELETON_ROWS.map((n) => (
                <TableRow key={n} aria-hidden>
                  <TableCell colSpan={2}>
                    <Skeleton height={48} />
                  </TableCell>
                </TableRow>
              ))
            : rows.map((order) => (
                <TableRow key={order.id} hover selected={selected.includes(order.id)} data-testid="order-row">
                  {select(order)}
                  <TableCell sx={{ pl: 0, pr: 1.5 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        {reference(order)}
                        <Typography variant="body2" noWrap>
                          {order.client?.name ?? order.buyer?.name ?? '—'}
                        </Typography>
                      </Box>
                      <OrderAmounts order={order} />
                    </Box>
                    <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <OrderStatuses order={order} quotes={quotes} />
                      {quotes && order.quoteOutcome === 'accepted' && <QuoteOrder order={order} />}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <Table size="small" aria-label={t(`sales.title.${kind}`)}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">{selectAll}</TableCell>
          <TableCell>{t('list.reference')}</TableCell>
          <TableCell>{t('shop.client')}</TableCell>
          <TableCell sx={WIDE}>{t('list.date')}</TableCell>
          <TableCell align="right">{t('list.amount')}</TableCell>
          <TableCell>{quotes ? t('quote.outcome') : t('sales.statuses')}</TableCell>
          {quotes ? (
            <TableCell>{t('quote.orderColumn')}</TableCell>
          ) : (
            <TableCell sx={WIDE}>{t('sales.invoice')}</TableCell>
          )}
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
                {select(order)}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{reference(order)}</TableCell>
                <TableCell>{order.client?.name ?? order.buyer?.name ?? '—'}</TableCell>
                <TableCell sx={WIDE}>{formatDate(order.placedAt, format.lang)}</TableCell>
                <TableCell align="right">
                  <OrderAmounts order={order} />
                </TableCell>
                <TableCell>
                  <OrderStatuses order={order} quotes={quotes} />
                </TableCell>
                {quotes ? (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <QuoteOrder order={order} />
                  </TableCell>
                ) : (
                  <TableCell sx={WIDE}>{order.invoiceNumber ?? '—'}</TableCell>
                )}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
