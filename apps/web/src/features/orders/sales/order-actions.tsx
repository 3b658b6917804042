import { actionOfRequest } from '@cuvee/contracts/http/route';
import type { SalesOrderAction, SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { salesOrdersRoutes } from '@cuvee/contracts/sales-orders.routes';
import type { DeliveryAction } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TextField } from '../../../components/form/index.ts';
import { useCan, useCanEach } from '../../../lib/use-can.ts';
import { useDeliveryAction, useOrderAction } from '../api/sales-orders.mutations.ts';
import { ShipOrderDialog } from '../shipments/ship-order-dialog.tsx';
import { SendQuoteDialog } from './quote-send.dialog.tsx';

/*
 * The moves the order's state allows (the API's `actions`), as buttons; each hidden when the
 * caller's access would be refused, asked as the API decides it: the action the request names
 * by the route's contract (the move, the document's kind), decision 0084. Refusing and cancelling ask for confirmation; shipping asks
 * for the carrier, the tracking reference, the parcels and the weight (ShipOrderDialog).
 */

const ORDER_BUTTONS: SalesOrderAction[] = ['send', 'accept', 'validate', 'refuse', 'cancel', 'expire'];
const DELIVERY_BUTTONS: DeliveryAction[] = ['prepare', 'ready', 'ship', 'pickup', 'deliver'];
const CONFIRMED: SalesOrderAction[] = ['refuse', 'cancel', 'expire'];

export function OrderActions({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const may = useCanEach();
  const canDeliver = useCan('orders.deliver');
  const { kind } = order;
  const editable =
    may(actionOfRequest(salesOrdersRoutes.edit, { body: { kind } })) &&
    (order.actions.order as string[]).includes('edit');
  const move = useOrderAction(order.id, kind);
  const deliver = useDeliveryAction(order.id);
  const [confirm, setConfirm] = useState<SalesOrderAction | null>(null);
  // Why an order is refused, told to its buyer (issue 24).
  const reasonForm = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const reason = reasonForm.watch('reason');
  const setReason = (text: string) => reasonForm.setValue('reason', text);
  const [shipping, setShipping] = useState(false);
  const [sending, setSending] = useState(false);

  const allowed = (a: SalesOrderAction) =>
    (order.actions.order as string[]).includes(a) &&
    may(actionOfRequest(salesOrdersRoutes.action, { params: { action: a }, body: { kind } }));
  const orderButtons = ORDER_BUTTONS.filter(allowed);
  const deliveryButtons = canDeliver
    ? DELIVERY_BUTTONS.filter((a) => order.actions.delivery.includes(a))
    : [];
  if (!editable && orderButtons.length === 0 && deliveryButtons.length === 0) return null;
  const busy = move.isPending || deliver.isPending;

  // A quote's own words (issue 24): it is sent again, cancelled as a quote.
  const isQuote = order.kind === 'quote';
  const label = (a: SalesOrderAction) =>
    a === 'send' && order.status === 'pending'
      ? t('quote.send.again')
      : isQuote && a === 'cancel'
        ? t('quote.cancel')
        : t(`sales.action.${a}`);
  const confirmTitle = (a: SalesOrderAction) =>
    isQuote && a === 'cancel'
      ? t('quote.confirmCancel', { reference: order.reference })
      : isQuote && a === 'refuse'
        ? t('quote.confirmRefuse', { reference: order.reference })
        : t(`sales.confirm.${a}`, { reference: order.reference });
  const run = (a: SalesOrderAction) =>
    a === 'send' ? setSending(true) : CONFIRMED.includes(a) ? setConfirm(a) : move.mutate(a);
  const runDelivery = (a: DeliveryAction) =>
    a === 'ship' ? setShipping(true) : deliver.mutate({ action: a });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('sales.actions')}>
      {editable && (
        <Button component={RouterLink} to={`/dashboard/orders/add?edit=${order.id}`} variant="outlined">
          {t('sales.action.edit')}
        </Button>
      )}
      {orderButtons.map((a) => (
        <Button
          key={a}
          variant={
            a === 'validate' || a === 'send' || (a === 'accept' && order.status !== 'draft')
              ? 'contained'
              : 'outlined'
          }
          color={CONFIRMED.includes(a) ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => run(a)}
        >
          {label(a)}
        </Button>
      ))}
      {sending && <SendQuoteDialog order={order} open={sending} onClose={() => setSending(false)} />}
      {deliveryButtons.map((a) => (
        <Button key={a} variant="outlined" disabled={busy} onClick={() => runDelivery(a)}>
          {t(`sales.delivery.${a}`)}
        </Button>
      ))}
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)}>
        <DialogTitle>{confirm && confirmTitle(confirm)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{isQuote ? t('quote.confirmText') : t('sales.confirm.text')}</DialogContentText>
          {confirm === 'refuse' && order.buyer && (
            <TextField
              control={reasonForm.control}
              name="reason"
              label={t('sales.confirm.reason')}
              helperText={t('sales.confirm.reasonHelp')}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ mt: 2 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('sales.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirm) move.mutate(confirm === 'refuse' ? { action: confirm, reason } : confirm);
              setConfirm(null);
              setReason('');
            }}
          >
            {confirm && label(confirm)}
          </Button>
        </DialogActions>
      </Dialog>
      {shipping && (
        <ShipOrderDialog
          order={order}
          open={shipping}
          onClose={() => setShipping(false)}
          onShip={(input) => {
            deliver.mutate({ action: 'ship', ...input });
            setShipping(false);
          }}
        />
      )}
    </Box>
  );
}
