import type { ShipmentOrder } from '@cuvee/contracts/shipments';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import './shipments.i18n.ts';

/*
 * The queue's orders, each selectable: a table on a desk, one card per order on a phone (390 px).
 * A row says what the shipping needs: the delivery mode and destination, the bottles and the
 * parcels they make, the weight.
 */

const SKELETONS = [0, 1, 2, 3];

type Props = {
  rows: ShipmentOrder[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: (order: ShipmentOrder) => void;
  onTogglePage: (select: boolean) => void;
};

function useGoods() {
  const { t } = useTranslation('shipments');
  const lang = useUiLanguage();
  return (o: ShipmentOrder) => {
    const bottles = Math.round(o.bottles * 10) / 10;
    const parts = [
      bottles > 0 ? t('list.bottles', { count: bottles }) : t('list.items', { count: o.itemCount }),
      t('list.parcels', { count: o.suggestedParcels }),
    ];
    if (o.weightGrams)
      parts.push(
        t('list.kg', {
          weight: (o.weightGrams / 1000).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
            maximumFractionDigits: 1,
          }),
        }),
      );
    return parts.join(' · ');
  };
}

function Reference({ order }: { order: ShipmentOrder }) {
  const { t } = useTranslation('shipments');
  return (
    <Link
      component={RouterLink}
      to={`/dashboard/orders/${order.id}`}
      aria-label={t('list.open', { reference: order.reference })}
      sx={{ fontWeight: 600 }}
    >
      {order.reference}
    </Link>
  );
}

function Mode({ order }: { order: ShipmentOrder }) {
  return (
    <>
      <Typography variant="body2">{order.mode.name || '—'}</Typography>
      {order.destination && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {order.destination}
        </Typography>
      )}
    </>
  );
}

export function ShipmentList({ rows, loading, selected, onToggle, onTogglePage }: Props) {
  const { t } = useTranslation('shipments');
  const lang = useUiLanguage();
  const goods = useGoods();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  const pageBox = (
    <Checkbox
      checked={all}
      indeterminate={!all && some}
      onChange={() => onTogglePage(!all)}
      slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
    />
  );
  const rowBox = (o: ShipmentOrder) => (
    <Checkbox
      checked={selected.has(o.id)}
      onChange={() => onToggle(o)}
      slotProps={{ input: { 'aria-label': t('list.select', { reference: o.reference }) } }}
    />
  );

  if (phone)
    return (
      <Box sx={{ display: 'grid', gap: 1 }} data-testid="shipment-cards">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5 }}>
          {pageBox}
          <Typography variant="body2">{t('list.selectAll')}</Typography>
        </Box>
        {loading
          ? SKELETONS.map((n) => <Skeleton key={n} variant="rounded" height={112} aria-hidden />)
          : rows.map((o) => (
              <Card
                key={o.id}
                variant="outlined"
                data-testid="shipment-row"
                sx={{
                  p: 1.5,
                  pl: 0.5,
                  display: 'flex',
                  gap: 0.5,
                  borderColor: selected.has(o.id) ? 'primary.main' : 'divider',
                  bgcolor: selected.has(o.id) ? 'action.selected' : 'background.paper',
                }}
              >
                <Box sx={{ pt: 0 }}>{rowBox(o)}</Box>
                <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                  >
                    <Reference order={o} />
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {formatDate(o.placedAt, lang)}
                    </Typography>
                  </Box>
                  <Typography noWrap>{o.client ?? '—'}</Typography>
                  <Mode order={o} />
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <OrderStatusChip kind="delivery" status={o.deliveryStatus} />
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {goods(o)}
                    </Typography>
                  </Box>
                </Box>
              </Card>
            ))}
      </Box>
    );

  return (
    <Table size="small" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">{pageBox}</TableCell>
          <TableCell>{t('list.reference')}</TableCell>
          <TableCell>{t('list.client')}</TableCell>
          <TableCell>{t('list.mode')}</TableCell>
          <TableCell>{t('list.goods')}</TableCell>
          <TableCell>{t('list.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? SKELETONS.map((n) => (
              <TableRow key={n} aria-hidden>
                <TableCell colSpan={6}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))
          : rows.map((o) => (
              <TableRow key={o.id} hover selected={selected.has(o.id)} data-testid="shipment-row">
                <TableCell padding="checkbox">{rowBox(o)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Reference order={o} />
                  <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                    {formatDate(o.placedAt, lang)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {o.client ?? '—'}
                  {o.kind === 'sample' && (
                    <Chip size="small" variant="outlined" label={t('list.sample')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>
                  <Mode order={o} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{goods(o)}</TableCell>
                <TableCell>
                  <OrderStatusChip kind="delivery" status={o.deliveryStatus} />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
