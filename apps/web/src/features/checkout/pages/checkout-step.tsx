import { CheckoutForm, type PlaceOrdersResponse } from '@cuvee/contracts';
import { COUNTRY_LABELS, DELIVERY_COUNTRIES, isCardPayment } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, formResolver, SelectField, TextField } from '../../../components/form/index.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { cartPriceQuery } from '../../cart/api/cart.queries.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import { usePlaceOrders } from '../api/checkout.queries.ts';
import { CheckoutDone } from '../components/checkout-done.tsx';
import { CheckoutSeller } from '../components/checkout-seller.tsx';
import { checkoutKey, forgetCheckoutKey, placementBody } from '../logic/checkout.logic.ts';
import '../checkout.i18n.ts';

/**
 * The checkout (`/cart?step=checkout`, spec §4 and §5): the delivery address, per seller its
 * delivery and payment, the terms and the adult certification, then one placement (decision
 * 0040). A visitor is asked to sign in first; their cart follows them (spec §4).
 */
export function CheckoutStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('checkout');
  const user = useAuthStore((s) => s.user);
  const sellers = useCartStore((s) => s.cart.orders.map((o) => o.seller.id).join(','));
  const [done, setDone] = useState<Placed | null>(null);
  if (done) return <CheckoutDone answer={done.answer} sellerNames={done.names} />;
  if (!user) {
    const back = encodeURIComponent('/cart?step=checkout');
    return (
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography component="h1" variant="h2">
          {t('title')}
        </Typography>
        <Typography>{t('signIn')}</Typography>
        <Button variant="contained" href={`/auth/login?redirectLink=${back}`} data-testid="checkout-sign-in">
          {t('signInButton')}
        </Button>
      </Paper>
    );
  }
  // The form starts again when the cart's sellers change (the account's cart replaced by the
  // visitor's at sign-in): its choices are per seller.
  return <CheckoutFormStep key={sellers} onBack={onBack} onPlaced={setDone} />;
}

type Placed = { answer: PlaceOrdersResponse; names: Record<string, string> };

function CheckoutFormStep({ onBack, onPlaced }: { onBack: () => void; onPlaced: (placed: Placed) => void }) {
  const { t } = useTranslation('checkout');
  const language = useUiLanguage();
  const money = useMoney();
  const user = useAuthStore((s) => s.user);
  const cart = useCartStore((s) => s.cart);
  const dispatch = useCartStore((s) => s.dispatch);
  const price = useQuery(cartPriceQuery(cart));
  const place = usePlaceOrders();
  const saved = user?.deliveryAddress ?? {};
  const form = useForm<CheckoutForm>({
    resolver: formResolver(CheckoutForm),
    defaultValues: {
      deliveryAddress: {
        firstname: saved.firstname ?? user?.firstname ?? '',
        lastname: saved.lastname ?? user?.lastname ?? '',
        street: saved.street ?? '',
        street2: saved.street2 ?? '',
        zipcode: saved.zipcode ?? '',
        city: saved.city ?? '',
        country: saved.country ?? 'FR',
        phone: saved.phone ?? '',
      },
      orders: cart.orders.map((o) => ({
        sellerId: o.seller.id,
        deliveryModeId: '',
        paymentType: undefined,
        notes: '',
      })),
      acceptTerms: false as unknown as true,
      certifyAdult: false as unknown as true,
    },
  });
  const country = useWatch({ control: form.control, name: 'deliveryAddress.country' }) ?? '';
  const zipcode = useWatch({ control: form.control, name: 'deliveryAddress.zipcode' }) ?? '';

  if (cart.orders.length === 0)
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography component="h1" variant="h2">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('emptyCart')}</Typography>
        <Button variant="contained" href="/shops">
          {t('backToShops')}
        </Button>
      </Box>
    );

  const submit = form.handleSubmit(async (values) => {
    const names = Object.fromEntries(cart.orders.map((o) => [o.seller.id, o.seller.name]));
    const answer = await place.mutateAsync(placementBody(cart, values, checkoutKey()));
    forgetCheckoutKey();
    for (const order of answer.orders) {
      // A card order stays in the cart, with its id, until its card is saved (or it is emptied).
      if (order.cardSetup && isCardPayment(order.paymentType))
        dispatch({ type: 'setOrderId', sellerId: order.sellerId, id: order.id });
      else dispatch({ type: 'removeSeller', sellerId: order.sellerId });
    }
    onPlaced({ answer, names });
  });

  const field = (name: keyof CheckoutForm['deliveryAddress'], sm = 6, autoComplete?: string) => (
    <Box sx={{ gridColumn: { xs: 'span 12', sm: `span ${sm}` } }}>
      <TextField
        control={form.control}
        name={`deliveryAddress.${name}`}
        label={t(name)}
        fullWidth
        autoComplete={autoComplete}
      />
    </Box>
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography component="h1" variant="h2">
          {t('title')}
        </Typography>
        <Link component="button" type="button" onClick={onBack}>
          {t('back')}
        </Link>
      </Box>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="checkout-address"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="checkout-address" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t('address')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
          {field('firstname', 6, 'given-name')}
          {field('lastname', 6, 'family-name')}
          {field('street', 12, 'address-line1')}
          {field('street2', 12, 'address-line2')}
          {field('zipcode', 4, 'postal-code')}
          {field('city', 8, 'address-level2')}
          <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6' } }}>
            <SelectField
              control={form.control}
              name="deliveryAddress.country"
              label={t('country')}
              options={DELIVERY_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c][language] }))}
              fullWidth
            />
          </Box>
          {field('phone', 6, 'tel')}
        </Box>
      </Paper>

      {cart.orders.map((order, index) => (
        <CheckoutSeller
          key={order.seller.id}
          index={index}
          order={order}
          price={price.data?.orders.find((o) => o.sellerId === order.seller.id)}
          control={form.control}
          address={{ country, zipcode }}
        />
      ))}

      <Box sx={{ display: 'grid', gap: 1 }}>
        <CheckboxField control={form.control} name="acceptTerms" label={t('terms')} />
        <CheckboxField control={form.control} name="certifyAdult" label={t('adult')} />
      </Box>

      {place.isError && <Alert severity="error">{place.error.message}</Alert>}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Typography variant="h3" component="p" aria-live="polite">
          {t('total')}{' '}
          <span data-testid="checkout-total">{price.data ? money(price.data.total.totalTTC) : '—'}</span>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={place.isPending || price.isFetching}
          data-testid="checkout-place"
        >
          {place.isPending ? t('placing') : t('place')}
        </Button>
      </Box>
    </Box>
  );
}
