import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@cuvee/domain/delivery/carriers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, NumberField, SelectField, TextField } from '../../../components/form/index.ts';
import '../orders.i18n.ts';
import { parsedGrams, parsedParcels } from './ship-input.ts';
import './shipments.i18n.ts';

/** What shipping one order records (issue 24): carrier, tracking number, parcels, weight. */
export type ShipOrderInput = {
  carrier?: CarrierId;
  trackingRef?: string;
  parcels: number;
  weightGrams?: number;
};

/*
 * Shipping one order from its page: the same facts as the shipping desk's dialog, the parcels
 * the order was charged for by default (⌈bottles / 12⌉ at placement).
 */
export function ShipOrderDialog(props: {
  order: SalesOrderDetail;
  open: boolean;
  onClose: () => void;
  onShip: (input: ShipOrderInput) => void;
}) {
  const { t } = useTranslation('shipments');
  const { t: tOrders } = useTranslation('orders');
  const form = useForm<{ carrier: CarrierId | ''; tracking: string; parcels: string; weight: string }>({
    defaultValues: {
      carrier: '',
      tracking: '',
      parcels: String(Math.max(1, props.order.delivery.parcels)),
      weight: '',
    },
  });
  const submit = form.handleSubmit(({ carrier, tracking, parcels, weight }) => {
    const count = parsedParcels(parcels);
    const grams = parsedGrams(weight);
    if (Number.isNaN(count)) form.setError('parcels', { message: t('ship.parcelsInvalid') });
    if (Number.isNaN(grams)) form.setError('weight', { message: t('ship.weightInvalid') });
    if (Number.isNaN(count) || Number.isNaN(grams)) return;
    props.onShip({
      ...(carrier ? { carrier } : {}),
      parcels: count,
      ...(tracking.trim() ? { trackingRef: tracking.trim() } : {}),
      ...(grams ? { weightGrams: grams } : {}),
    });
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{tOrders('sales.ship.title', { reference: props.order.reference })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <SelectField
            control={form.control}
            name="carrier"
            label={t('ship.carrier')}
            emptyLabel={t('ship.noCarrier')}
            autoFocus
            options={CARRIER_IDS.map((id) => ({
              value: id,
              label: id === 'other' ? t('ship.otherCarrier') : CARRIERS[id].name,
            }))}
          />
          <TextField
            control={form.control}
            name="tracking"
            label={t('ship.tracking')}
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <NumberField control={form.control} name="parcels" label={t('ship.parcels')} />
            <DecimalField control={form.control} name="weight" label={t('ship.weight')} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('ship.cancel')}</Button>
          <Button type="submit" variant="contained">
            {tOrders('sales.delivery.ship')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
