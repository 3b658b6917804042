import { type BookAddress, CheckoutForm, type PlaceOrdersResponse } from '@cuvee/contracts';
import { isCardPayment } from '@cuvee/domain';
import { proposedAddress } from '@cuvee/domain/addresses/address-book';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, formResolver } from '../../../components/form/index.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { addressBookQuery } from '../../addresses/api/addresses.queries.ts';
import { AddressFormSection } from '../../addresses/components/address-form-section.tsx';
import { blankAddress, formAddressOf } from '../../addresses/logic/addresses.logic.ts';
import { cartPriceQuery } from '../../cart/api/cart.queries.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import { usePlaceOrders } from '../api/checkout.queries.ts';
import { CheckoutDone } from '../components/checkout-done.tsx';
import { CheckoutSeller } from '../components/checkout-seller.tsx';
import { CheckoutSignIn } from '../components/checkout-sign-in.tsx';
import { CheckoutTerms } from '../components/checkout-terms.tsx';
import { detailsOfCart, isBookingRefusal, useBookingDetails } from '../logic/checkout.bookings.ts';
import { checkoutKey, forgetCheckoutKey, placementBody } from '../logic/checkout.logic.ts';
import '../checkout.i18n.ts';

/**
 * The checkout (`/cart?step=checkout`, spec §4 and §5): the delivery address, per seller its
 * delivery and payment, the terms and the adult certification, then one placement (decision
 * 0040). A visitor is asked to sign in first; their cart follows them (spec §4).
 */
export function CheckoutStep({ onBack }: { onBack: () => void }) {
  const user = useAuthStore((s) => s.user);
  const sellers = useCartStore((s) => s.cart.orders.map((o) => o.seller.id).join(','));
  const [done, setDone] = useState<Placed | null>(null);
  if (done) return <CheckoutDone answer={done.answer} sellerNames={done.names} />;
  if (!user) return <CheckoutSignIn returnPath={CHECKOUT_PATH} />;
  // The form starts again when the cart's sellers change (the account's cart replaced by the
  // visitor's at sign-in): its choices are per seller. It starts once the address book is read,
  // so that the last used address is the one proposed (issue 24).
  return <CheckoutWithBook key={sellers} onBack={onBack} onPlaced={setDone} />;
}

/** Where the checkout is (`/cart?step=checkout`): the return path of its sign-in and registration. */
const CHECKOUT_PATH = '/cart?step=checkout';

function CheckoutWithBook(props: { onBack: () => void; onPlaced: (placed: Placed) => void }) {
  const { t } = useTranslation('checkout');
  const book = useQuery(addressBookQuery());
  // A book that cannot be read leaves the form as before it: an address to type.
  if (book.isPending) return <LinearProgress aria-label={t('addressesLoading')} />;
  return <CheckoutFormStep {...props} book={book.data ?? []} />;
}

type Placed = { answer: PlaceOrdersResponse; names: Record<string, string> };

function CheckoutFormStep({
  onBack,
  onPlaced,
  book,
}: {
  onBack: () => void;
  onPlaced: (placed: Placed) => void;
  book: BookAddress[];
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const user = useAuthStore((s) => s.user);
  const cart = useCartStore((s) => s.cart);
  const dispatch = useCartStore((s) => s.dispatch);
  const price = useQuery(cartPriceQuery(cart));
  const place = usePlaceOrders();
  const names = { firstname: user?.firstname ?? '', lastname: user?.lastname ?? '' };
  // The address the last order used (issue 24), else the account's own, else the account's names.
  const lastDelivery = proposedAddress(book, 'delivery');
  const saved = user?.deliveryAddress ?? {};
  // A billing address of its own only when asked; else the order bills the delivery address.
  const [billingOther, setBillingOther] = useState(false);
  // The bookings' details (issue 27) are checked with the form's fields at the first try.
  const [tried, setTried] = useState(false);
  const billingAsked = useRef(false);
  billingAsked.current = billingOther;
  const base = formResolver(CheckoutForm) as Resolver<CheckoutForm>;
  const form = useForm<CheckoutForm>({
    resolver: (values, context, options) =>
      base(billingAsked.current ? values : { ...values, billingAddress: undefined }, context, options),
    defaultValues: {
      deliveryAddress: lastDelivery
        ? formAddressOf(lastDelivery.address)
        : formAddressOf({
            ...saved,
            firstname: saved.firstname ?? names.firstname,
            lastname: saved.lastname ?? names.lastname,
          }),
      orders: cart.orders.map((o) => ({
        sellerId: o.seller.id,
        deliveryModeId: '',
        paymentType: undefined,
        notes: '',
        acceptTerms: false as unknown as true,
        termsVersionId: null,
        shipsWines: o.products.length > 0,
      })),
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

  const submit = form.handleSubmit(async (checked) => {
    const bookings = detailsOfCart(cart.orders, useBookingDetails.getState().bySeller, user ?? {});
    if (!bookings.complete) return;
    const values = billingOther ? checked : { ...checked, billingAddress: undefined };
    const names = Object.fromEntries(cart.orders.map((o) => [o.seller.id, o.seller.name]));
    const answer = await place.mutateAsync(placementBody(cart, values, checkoutKey(), bookings.bySeller));
    forgetCheckoutKey();
    useBookingDetails.getState().clear();
    for (const order of answer.orders) {
      // A card order stays in the cart, with its id, until its card is saved (or it is emptied).
      if (order.cardSetup && isCardPayment(order.paymentType))
        dispatch({ type: 'setOrderId', sellerId: order.sellerId, id: order.id });
      else dispatch({ type: 'removeSeller', sellerId: order.sellerId });
    }
    onPlaced({ answer, names });
  });

  const toggleBilling = (asked: boolean) => {
    setBillingOther(asked);
    const lastBilling = proposedAddress(book, 'billing');
    if (asked)
      form.setValue('billingAddress', lastBilling ? formAddressOf(lastBilling.address) : blankAddress(names));
    else form.clearErrors('billingAddress');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        setTried(true);
        void submit(e);
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
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
        <AddressFormSection
          control={form.control}
          setValue={form.setValue}
          prefix="deliveryAddress"
          kind="delivery"
          book={book}
          names={names}
          section="shipping"
        />
        <FormControlLabel
          sx={{ mt: 1.5 }}
          control={<Checkbox checked={billingOther} onChange={(e) => toggleBilling(e.target.checked)} />}
          label={t('billingOther')}
        />
      </Paper>

      {billingOther && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="checkout-billing"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="checkout-billing" component="h2" variant="h3" sx={{ mb: 2 }}>
            {t('billing')}
          </Typography>
          <AddressFormSection
            control={form.control}
            setValue={form.setValue}
            prefix="billingAddress"
            kind="billing"
            book={book}
            names={names}
            section="billing"
          />
        </Paper>
      )}

      {cart.orders.map((order, index) => (
        <CheckoutSeller
          key={order.seller.id}
          index={index}
          order={order}
          price={price.data?.orders.find((o) => o.sellerId === order.seller.id)}
          control={form.control}
          address={{ country, zipcode }}
          showErrors={tried}
          bookingError={
            order.reservations.length > 0 && isBookingRefusal(place.error?.message)
              ? (place.error?.message ?? null)
              : null
          }
        />
      ))}

      <Box sx={{ display: 'grid', gap: 1 }}>
        <CheckoutTerms
          sellers={cart.orders.map((o) => o.seller)}
          control={form.control}
          setValue={form.setValue}
        />
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
