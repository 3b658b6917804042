import type { ShipmentBulkResponse, ShipmentInput, ShipmentOrder } from '@cuvee/contracts/shipments';
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@cuvee/domain/delivery/carriers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, NumberField, SelectField, TextField } from '../../../components/form/index.ts';
import { useShipOrders } from '../api/shipments.queries.ts';
import { kilos, parsedGrams, parsedParcels } from './ship-input.ts';
import './shipments.i18n.ts';

/*
 * Shipping the selection (issue 24): one block per order with its carrier, tracking number,
 * parcels (⌈bottles / 12⌉ by default, spec §9) and weight (the formats' weights by default);
 * a carrier chosen once for all. Each order is then shipped whole, or refused with its reason.
 */

/** What is typed for one order; the order itself stays apart (`orders[i]`). */
type Row = {
  carrier: CarrierId | '';
  trackingRef: string;
  parcels: string;
  weight: string;
};
type ShipValues = { all: CarrierId | ''; rows: Row[] };

export function ShipDialog(props: {
  orders: ShipmentOrder[] | null;
  onClose: () => void;
  onDone: (answer: ShipmentBulkResponse) => void;
}) {
  const open = props.orders !== null;
  return (
    <ShipDialogFrame open={open} onClose={props.onClose}>
      {props.orders && <ShipForm orders={props.orders} onClose={props.onClose} onDone={props.onDone} />}
    </ShipDialogFrame>
  );
}

function ShipDialogFrame(props: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md" fullScreen={phone}>
      {props.children}
    </Dialog>
  );
}

function ShipForm(props: {
  orders: ShipmentOrder[];
  onClose: () => void;
  onDone: (answer: ShipmentBulkResponse) => void;
}) {
  const { t } = useTranslation('shipments');
  const ship = useShipOrders();
  const { orders } = props;
  const form = useForm<ShipValues>({
    defaultValues: {
      all: '',
      rows: orders.map((order) => ({
        carrier: order.suggestedCarrier ?? '',
        trackingRef: '',
        parcels: String(order.suggestedParcels),
        weight: kilos(order.weightGrams),
      })),
    },
  });
  // A carrier chosen once for all the orders.
  const all = form.watch('all');
  useEffect(() => {
    if (!all) return;
    orders.forEach((_, i) => {
      form.setValue(`rows.${i}.carrier`, all);
    });
  }, [all, orders, form]);
  const carriers = CARRIER_IDS.map((id) => ({
    value: id,
    label: id === 'other' ? t('ship.otherCarrier') : CARRIERS[id].name,
  }));
  const count = orders.length;

  const submit = form.handleSubmit(({ rows }) => {
    let valid = true;
    const refuse = (path: `rows.${number}.${'carrier' | 'parcels' | 'weight'}`, message: string) => {
      form.setError(path, { message });
      valid = false;
    };
    rows.forEach((r, i) => {
      if (!r.carrier) refuse(`rows.${i}.carrier`, t('ship.carrierRequired'));
      const parcels = parsedParcels(r.parcels);
      if (Number.isNaN(parcels)) refuse(`rows.${i}.parcels`, t('ship.parcelsInvalid'));
      if (Number.isNaN(parsedGrams(r.weight))) refuse(`rows.${i}.weight`, t('ship.weightInvalid'));
    });
    if (!valid) return;
    const shipments: ShipmentInput[] = rows.map((r, i) => {
      const grams = parsedGrams(r.weight);
      return {
        orderId: orders[i]!.id,
        carrier: r.carrier as CarrierId,
        parcels: parsedParcels(r.parcels),
        ...(r.trackingRef.trim() ? { trackingRef: r.trackingRef.trim() } : {}),
        ...(grams ? { weightGrams: grams } : {}),
      };
    });
    ship.mutate(shipments, { onSuccess: props.onDone });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{t('ship.title', { count })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('ship.intro')}</DialogContentText>
        {count > 1 && (
          <SelectField
            control={form.control}
            name="all"
            label={t('ship.applyCarrier')}
            options={carriers}
            sx={{ maxWidth: 320 }}
          />
        )}
        {orders.map((order, i) => (
          <Box
            key={order.id}
            role="group"
            aria-label={order.reference}
            data-testid="ship-row"
            sx={{ display: 'grid', gap: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {order.reference}
              <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' · '}
                {[order.client, order.destination].filter(Boolean).join(' · ')}
              </Typography>
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 2fr 1fr 1fr' },
                '& > .wide': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
              }}
            >
              <SelectField
                control={form.control}
                name={`rows.${i}.carrier`}
                className="wide"
                size="small"
                label={t('ship.carrier')}
                options={carriers}
                required
              />
              <TextField
                control={form.control}
                name={`rows.${i}.trackingRef`}
                className="wide"
                size="small"
                label={t('ship.tracking')}
                autoFocus={i === 0}
                slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
              />
              <NumberField
                control={form.control}
                name={`rows.${i}.parcels`}
                size="small"
                label={t('ship.parcels')}
              />
              <DecimalField
                control={form.control}
                name={`rows.${i}.weight`}
                size="small"
                label={t('ship.weight')}
              />
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('ship.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={ship.isPending}>
          {t('ship.submit', { count })}
        </Button>
      </DialogActions>
    </Box>
  );
}
