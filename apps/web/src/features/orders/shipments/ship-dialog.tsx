import type { ShipmentBulkResponse, ShipmentInput, ShipmentOrder } from '@cuvee/contracts/shipments';
import { CARRIER_IDS, CARRIERS, type CarrierId } from '@cuvee/domain/delivery/carriers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipOrders } from '../api/shipments.queries.ts';
import './shipments.i18n.ts';

/*
 * Shipping the selection (issue 24): one block per order with its carrier, tracking number,
 * parcels (⌈bottles / 12⌉ by default, spec §9) and weight (the formats' weights by default);
 * a carrier chosen once for all. Each order is then shipped whole, or refused with its reason.
 */

type Row = {
  order: ShipmentOrder;
  carrier: CarrierId | '';
  trackingRef: string;
  parcels: string;
  weight: string;
};

const kilos = (grams: number | null) =>
  grams ? (Math.round(grams / 100) / 10).toString().replace('.', ',') : '';

const parsedParcels = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);
/** '18,5' kg → 18500 g; '' → undefined; anything else → NaN. */
function parsedGrams(v: string): number | undefined {
  const text = v.trim().replace(',', '.');
  if (!text) return undefined;
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(text)) return Number.NaN;
  const grams = Math.round(Number(text) * 1000);
  return grams > 0 ? grams : Number.NaN;
}

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
  const [tried, setTried] = useState(false);
  const [rows, setRows] = useState<Row[]>(() =>
    props.orders.map((order) => ({
      order,
      carrier: order.suggestedCarrier ?? '',
      trackingRef: '',
      parcels: String(order.suggestedParcels),
      weight: kilos(order.weightGrams),
    })),
  );
  const set = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const carrierLabel = (id: CarrierId) => (id === 'other' ? t('ship.otherCarrier') : CARRIERS[id].name);
  const errors = rows.map((r) => ({
    carrier: r.carrier ? null : t('ship.carrierRequired'),
    parcels:
      Number.isInteger(parsedParcels(r.parcels)) && parsedParcels(r.parcels) >= 1
        ? null
        : t('ship.parcelsInvalid'),
    weight: Number.isNaN(parsedGrams(r.weight)) ? t('ship.weightInvalid') : null,
  }));
  const valid = errors.every((e) => !e.carrier && !e.parcels && !e.weight);
  const count = rows.length;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!valid) return;
    const shipments: ShipmentInput[] = rows.map((r) => {
      const grams = parsedGrams(r.weight);
      return {
        orderId: r.order.id,
        carrier: r.carrier as CarrierId,
        parcels: parsedParcels(r.parcels),
        ...(r.trackingRef.trim() ? { trackingRef: r.trackingRef.trim() } : {}),
        ...(grams ? { weightGrams: grams } : {}),
      };
    });
    ship.mutate(shipments, { onSuccess: props.onDone });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{t('ship.title', { count })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('ship.intro')}</DialogContentText>
        {count > 1 && (
          <TextField
            select
            label={t('ship.applyCarrier')}
            value=""
            onChange={(e) =>
              setRows((all) => all.map((r) => ({ ...r, carrier: e.target.value as CarrierId })))
            }
            sx={{ maxWidth: 320 }}
          >
            {CARRIER_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {carrierLabel(id)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {rows.map((r, i) => {
          const error = tried ? errors[i]! : { carrier: null, parcels: null, weight: null };
          return (
            <Box
              key={r.order.id}
              role="group"
              aria-label={r.order.reference}
              data-testid="ship-row"
              sx={{ display: 'grid', gap: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {r.order.reference}
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  {' · '}
                  {[r.order.client, r.order.destination].filter(Boolean).join(' · ')}
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
                <TextField
                  className="wide"
                  select
                  size="small"
                  label={t('ship.carrier')}
                  value={r.carrier}
                  onChange={(e) => set(i, { carrier: e.target.value as CarrierId })}
                  error={Boolean(error.carrier)}
                  helperText={error.carrier}
                  required
                >
                  {CARRIER_IDS.map((id) => (
                    <MenuItem key={id} value={id}>
                      {carrierLabel(id)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  className="wide"
                  size="small"
                  label={t('ship.tracking')}
                  value={r.trackingRef}
                  onChange={(e) => set(i, { trackingRef: e.target.value })}
                  autoFocus={i === 0}
                  slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
                />
                <TextField
                  size="small"
                  label={t('ship.parcels')}
                  value={r.parcels}
                  onChange={(e) => set(i, { parcels: e.target.value })}
                  error={Boolean(error.parcels)}
                  helperText={error.parcels}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  size="small"
                  label={t('ship.weight')}
                  value={r.weight}
                  onChange={(e) => set(i, { weight: e.target.value })}
                  error={Boolean(error.weight)}
                  helperText={error.weight}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Box>
            </Box>
          );
        })}
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
