import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import type { DashboardPaymentType } from '@cuvee/domain';
import { PAYMENT_TYPE_LABELS } from '@cuvee/domain/orders/statuses';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrderFormat } from '../components/order-format.ts';

type OrderEvent = SalesOrderDetail['history'][number];

/** What happened to the order, by whom, oldest first: moves, invoices, credit notes, payments. */
export function OrderHistory({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (order.history.length === 0)
    return <Typography color="text.secondary">{t('sales.noHistory')}</Typography>;
  const title = (e: OrderEvent) => {
    const data = e.data ?? {};
    const type =
      typeof data.type === 'string' ? PAYMENT_TYPE_LABELS[data.type as DashboardPaymentType] : undefined;
    if (e.action === 'send' && typeof data.to === 'string' && data.to)
      return t('quote.sentEvent', { to: data.to });
    return t(`sales.event.${e.action}`, {
      defaultValue: e.action,
      number: data.number ?? '',
      amount: typeof data.amount === 'number' ? format.euros(data.amount) : '',
      type: type?.[format.lang] ?? data.type ?? '',
    });
  };
  const details = (e: OrderEvent) => [
    typeof e.data?.trackingRef === 'string' && e.data.trackingRef
      ? t('sales.tracking', { ref: e.data.trackingRef })
      : null,
    typeof e.data?.parcels === 'number' ? t('detail.parcels', { count: e.data.parcels }) : null,
    typeof e.data?.reason === 'string' && e.data.reason ? t('quote.reason', { reason: e.data.reason }) : null,
  ];
  // The client answered a quote from its link (issue 24): no member acted.
  const actor = (e: OrderEvent) => e.actor ?? (e.data?.by === 'client' ? t('quote.byClient') : null);
  return (
    <List dense disablePadding>
      {order.history.map((e) => (
        <ListItem key={e.id} disableGutters data-testid="order-event">
          <ListItemText
            primary={title(e)}
            secondary={[formatDateTime(e.at, format.lang), actor(e), ...details(e)]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
