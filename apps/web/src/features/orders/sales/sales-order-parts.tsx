import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Slot } from '../../../components/shared/page-slots.tsx';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import { OrderShipmentInfo } from '../shipments/order-shipment.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderAcceptedTerms } from './order-terms.tsx';
import { QuoteSendingPanel } from './quote-parts.tsx';

/*
 * What the back office adds to an order's page (issue 16): its client and delivery status, the
 * moves as buttons, the history, and the panels other features give through slots (invoices,
 * payments, documents; composed by the dashboard's area).
 */

/** The shop's reading carries the back office's fields (the list and detail routes of issue 16). */
export const isSalesOrder = (order: object): order is SalesOrderDetail =>
  'actions' in order && 'history' in order;

/** Under the title (SalesOrderTitle names the client): delivery, the moves, a quote's sending. */
export function SalesOrderHead({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {order.kind !== 'quote' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <OrderStatusChip kind="delivery" status={order.deliveryStatus} />
          {order.shipment ? (
            <OrderShipmentInfo shipment={order.shipment} />
          ) : (
            order.trackingRef && (
              <Typography color="text.secondary">
                {t('sales.tracking', { ref: order.trackingRef })}
              </Typography>
            )
          )}
        </Box>
      )}
      <OrderAcceptedTerms order={order} />
      <OrderActions order={order} />
      <QuoteSendingPanel order={order} />
    </Box>
  );
}

export function SalesOrderPanels({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {/* A quote is neither invoiced nor paid: it is accepted first (issue 24). */}
      {order.kind !== 'quote' && <Slot name="order.invoices" id={order.id} />}
      {order.kind !== 'quote' && <Slot name="order.payments" id={order.id} />}
      <Slot name="order.documents" id={order.id} />
      <Card component="section" aria-label={t('sales.history')} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
          {t('sales.history')}
        </Typography>
        <OrderHistory order={order} />
      </Card>
    </>
  );
}
