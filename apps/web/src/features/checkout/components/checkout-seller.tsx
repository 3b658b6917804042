import type { CheckoutForm, OrderPrice } from '@cuvee/contracts';
import { orderSummaryOf, PAYMENT_TYPE_LABELS } from '@cuvee/domain';
import type { CartOrder } from '@cuvee/domain/cart/cart.types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useErrorText } from '../../../components/form/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import { deliveryOptionsQuery, paymentTypesQuery } from '../api/checkout.queries.ts';
import { CheckoutBookings } from './checkout-bookings.tsx';

type Props = {
  index: number;
  order: CartOrder;
  price: OrderPrice | undefined;
  control: Control<CheckoutForm>;
  address: { country: string; zipcode: string };
  /** The buyer tried to place: the bookings' missing details are shown. */
  showErrors: boolean;
  /** The placement's refusal of this order's bookings (spec §5), in French. */
  bookingError: string | null;
};

/**
 * One seller's choices at checkout (spec §4 'a delivery mode must be selected per shop', a
 * payment method from that shop's list): the modes that serve the address and fit the order,
 * with their price; choosing one puts it in the cart, which prices it again.
 */
export function CheckoutSeller({ index, order, price, control, address, showErrors, bookingError }: Props) {
  const { t } = useTranslation('checkout');
  const language = useUiLanguage();
  const money = useMoney();
  const dispatch = useCartStore((s) => s.dispatch);
  const summary = price ? orderSummaryOf(price) : null;
  // An order of bookings only ships nothing (issue 27): no delivery to choose.
  const ships = order.products.length > 0;
  const options = useQuery({
    ...deliveryOptionsQuery(
      order.seller.id,
      address.country,
      address.zipcode,
      summary ?? {
        bottles: 0,
        weightGrams: 0,
        amountHT: 0,
        productCount: 0,
      },
    ),
    enabled: ships && summary !== null && address.country.length === 2 && address.zipcode.trim().length >= 4,
  });
  const payments = useQuery(paymentTypesQuery(order.seller.id));
  const mode = useController({ control, name: `orders.${index}.deliveryModeId` });
  const payment = useController({ control, name: `orders.${index}.paymentType` });
  const errorText = useErrorText();
  const modeError = errorText(mode.fieldState.error);
  const paymentError = errorText(payment.fieldState.error);
  const available = options.data?.options ?? [];
  const chosen = available.find((o) => o.modeId === mode.field.value);

  // The cart prices the chosen mode (its franco and parcels); a mode that no longer fits is let go.
  useEffect(() => {
    if (!options.data) return;
    if (chosen) {
      if (order.shipping.type !== chosen.modeId)
        dispatch({
          type: 'setDelivery',
          sellerId: order.seller.id,
          delivery: { id: chosen.modeId, price: chosen.priceCents },
        });
    } else if (mode.field.value) mode.field.onChange('');
  }, [options.data, chosen, order.shipping.type, order.seller.id, dispatch, mode.field]);

  const headingId = `checkout-seller-${order.seller.id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h3">
          {order.seller.name}
        </Typography>
        {price && (
          <Typography sx={{ fontWeight: 600 }} data-testid="checkout-seller-total">
            {t('total')} {money(price.price.totalTTC)}
          </Typography>
        )}
      </Box>

      {order.reservations.length > 0 && (
        <CheckoutBookings order={order} totalTTC={price?.price.totalTTC ?? null} showErrors={showErrors} />
      )}
      {bookingError && (
        <Alert severity="error" data-testid="checkout-booking-error">
          {bookingError}
        </Alert>
      )}

      {!ships && <Typography color="text.secondary">{t('noDelivery')}</Typography>}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: ships ? undefined : 'none' }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('delivery')}
        </Typography>
        {options.isFetching && <LinearProgress aria-label={t('deliveryLoading')} />}
        {!options.data && !options.isFetching && (
          <Typography color="text.secondary">{t('enterAddress')}</Typography>
        )}
        {options.data?.message && <Alert severity="warning">{options.data.message}</Alert>}
        <RadioGroup
          name={mode.field.name}
          value={mode.field.value ?? ''}
          onChange={(e) => mode.field.onChange(e.target.value)}
          aria-label={t('delivery')}
        >
          {available.map((o) => (
            <FormControlLabel
              key={o.modeId}
              value={o.modeId}
              control={<Radio />}
              label={
                <span>
                  <strong>{o.name}</strong> — {o.priceCents === 0 ? t('free') : money(o.priceCents)}
                  {o.parcels > 1 ? ` · ${t('parcels', { count: o.parcels })}` : ''}
                  {o.instructions ? (
                    <Typography
                      component="span"
                      sx={{ display: 'block' }}
                      variant="body2"
                      color="text.secondary"
                    >
                      {o.instructions}
                    </Typography>
                  ) : null}
                </span>
              }
            />
          ))}
        </RadioGroup>
        {chosen?.kind === 'collectionPoint' && (
          <SelectField
            control={control}
            name={`orders.${index}.collectionPointId`}
            label={t('collectionPoint')}
            options={chosen.collectionPoints.map((p) => ({
              value: p.id,
              label: `${p.name}, ${p.address.city}`,
            }))}
            fullWidth
          />
        )}
        {modeError && <FormHelperText error>{modeError}</FormHelperText>}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('payment')}
        </Typography>
        <RadioGroup
          row
          name={payment.field.name}
          value={payment.field.value ?? ''}
          onChange={(e) => payment.field.onChange(e.target.value)}
          aria-label={t('payment')}
        >
          {(payments.data?.paymentTypes ?? []).map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={PAYMENT_TYPE_LABELS[type][language]}
            />
          ))}
        </RadioGroup>
        {paymentError && <FormHelperText error>{paymentError}</FormHelperText>}
      </Box>

      <TextField
        control={control}
        name={`orders.${index}.notes`}
        label={t('notes')}
        multiline
        minRows={2}
        fullWidth
      />
    </Paper>
  );
}
