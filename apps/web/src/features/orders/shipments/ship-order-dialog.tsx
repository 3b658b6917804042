import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@cuvee/domain/delivery/carriers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../orders.i18n.ts';
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
  const [carrier, setCarrier] = useState<CarrierId | ''>('');
  const [tracking, setTracking] = useState('');
  const [parcels, setParcels] = useState(String(Math.max(1, props.order.delivery.parcels)));
  const [weight, setWeight] = useState('');
  const [tried, setTried] = useState(false);
  const count = /^\d{1,3}$/.test(parcels.trim()) ? Number(parcels.trim()) : 0;
  const kg = weight.trim().replace(',', '.');
  const grams = /^\d{1,5}(\.\d{1,3})?$/.test(kg)
    ? Math.round(Number(kg) * 1000)
    : kg
      ? Number.NaN
      : undefined;
  const errors = {
    parcels: count >= 1 ? null : t('ship.parcelsInvalid'),
    weight: grams === undefined || grams > 0 ? null : t('ship.weightInvalid'),
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (errors.parcels || errors.weight) return;
          props.onShip({
            ...(carrier ? { carrier } : {}),
            parcels: count,
            ...(tracking.trim() ? { trackingRef: tracking.trim() } : {}),
            ...(grams ? { weightGrams: grams } : {}),
          });
        }}
      >
        <DialogTitle>{tOrders('sales.ship.title', { reference: props.order.reference })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label={t('ship.carrier')}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value as CarrierId | '')}
            autoFocus
          >
            <MenuItem value="">{t('ship.noCarrier')}</MenuItem>
            {CARRIER_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {id === 'other' ? t('ship.otherCarrier') : CARRIERS[id].name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('ship.tracking')}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              label={t('ship.parcels')}
              value={parcels}
              onChange={(e) => setParcels(e.target.value)}
              error={tried && Boolean(errors.parcels)}
              helperText={tried ? errors.parcels : null}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={t('ship.weight')}
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              error={tried && Boolean(errors.weight)}
              helperText={tried ? errors.weight : null}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
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
