import type { SalesOrderAction, SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { type DeliveryAction, writeActionOf } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { useDeliveryAction, useOrderAction } from '../api/sales-orders.mutations.ts';

/*
 * The moves the order's state allows (the API's `actions`), as buttons; each hidden when the
 * caller's access would be refused. Refusing and cancelling ask for confirmation; shipping asks
 * for the tracking reference and the parcels.
 */

const ORDER_BUTTONS: SalesOrderAction[] = ['send', 'accept', 'validate', 'refuse', 'cancel', 'expire'];
const DELIVERY_BUTTONS: DeliveryAction[] = ['prepare', 'ready', 'ship', 'pickup', 'deliver'];
const CONFIRMED: SalesOrderAction[] = ['refuse', 'cancel', 'expire'];

export function OrderActions({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const canValidate = useCan('orders.validate');
  const canQuote = useCan('quotes.write');
  const canDeliver = useCan('orders.deliver');
  const canWrite = useCan(writeActionOf(order.kind));
  const editable = canWrite && (order.actions.order as string[]).includes('edit');
  const move = useOrderAction(order.id);
  const deliver = useDeliveryAction(order.id);
  const [confirm, setConfirm] = useState<SalesOrderAction | null>(null);
  const [shipping, setShipping] = useState(false);
  const [tracking, setTracking] = useState('');
  const [parcels, setParcels] = useState('1');

  const allowed = (a: SalesOrderAction) => {
    if (!(order.actions.order as string[]).includes(a)) return false;
    const quoteMove = a === 'send' || a === 'accept' || a === 'expire' || order.kind === 'quote';
    return quoteMove ? canQuote : canValidate;
  };
  const orderButtons = ORDER_BUTTONS.filter(allowed);
  const deliveryButtons = canDeliver
    ? DELIVERY_BUTTONS.filter((a) => order.actions.delivery.includes(a))
    : [];
  if (!editable && orderButtons.length === 0 && deliveryButtons.length === 0) return null;
  const busy = move.isPending || deliver.isPending;

  const run = (a: SalesOrderAction) => (CONFIRMED.includes(a) ? setConfirm(a) : move.mutate(a));
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
          variant={a === 'validate' || a === 'accept' ? 'contained' : 'outlined'}
          color={CONFIRMED.includes(a) ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => run(a)}
        >
          {t(`sales.action.${a}`)}
        </Button>
      ))}
      {deliveryButtons.map((a) => (
        <Button key={a} variant="outlined" disabled={busy} onClick={() => runDelivery(a)}>
          {t(`sales.delivery.${a}`)}
        </Button>
      ))}
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)}>
        <DialogTitle>{confirm && t(`sales.confirm.${confirm}`, { reference: order.reference })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sales.confirm.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('sales.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirm) move.mutate(confirm);
              setConfirm(null);
            }}
          >
            {confirm && t(`sales.action.${confirm}`)}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={shipping} onClose={() => setShipping(false)} fullWidth maxWidth="xs">
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number.parseInt(parcels, 10);
            deliver.mutate({
              action: 'ship',
              ...(tracking.trim() ? { trackingRef: tracking.trim() } : {}),
              ...(Number.isInteger(n) && n > 0 ? { parcels: n } : {}),
            });
            setShipping(false);
          }}
        >
          <DialogTitle>{t('sales.ship.title', { reference: order.reference })}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <TextField
              label={t('sales.ship.tracking')}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              autoFocus
            />
            <TextField
              label={t('sales.ship.parcels')}
              type="number"
              value={parcels}
              onChange={(e) => setParcels(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 999 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShipping(false)}>{t('sales.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('sales.delivery.ship')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
