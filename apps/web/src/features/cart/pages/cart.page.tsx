import type { CartLine, CartOrder, LoyaltyData } from '@cuvee/domain/cart/cart.types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { navigateTo } from '../../../lib/navigation.ts';
import { cartPriceQuery } from '../api/cart.queries.ts';
import { useConfirmEmpty } from '../components/cart-empty.tsx';
import { useMoney } from '../components/cart-line.tsx';
import { CartSellerBlock } from '../components/cart-seller-block.tsx';
import { sellerShopPath } from '../logic/cart.lines.ts';
import { touristTaxTotal } from '../logic/cart.pricing.ts';
import { useCartStore } from '../logic/cart.store.ts';
import '../cart.i18n.ts';
import { CheckoutStep } from '../../checkout/pages/checkout-step.tsx';

/** The step of /cart that 'Passer commande' opens: the checkout (addresses, delivery, payment). */
export const CHECKOUT_STEP = 'checkout';

/**
 * '/cart' (spec §2, headerOnly layout): one block per seller with the server's prices, the
 * cart's total, 'Vider le panier' (back to the seller's shop, spec §4) and 'Passer commande',
 * which opens the checkout step (`/cart?step=checkout`) once the prices are known.
 */
/** What a seller's block may carry beside the cart's own (the loyalty rewards, issue 29). */
export type CartSellerExtra = ComponentType<{
  order: CartOrder;
  setLoyalty(loyaltyData: LoyaltyData, promotions: string[]): void;
  resetLoyalty(): void;
  addOffered(line: Omit<CartLine, 'quantity'>): void;
}>;

export function CartPage({ sellerExtra: Extra }: { sellerExtra?: CartSellerExtra } = {}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const cart = useCartStore((s) => s.cart);
  const dispatch = useCartStore((s) => s.dispatch);
  const [params, setParams] = useSearchParams();
  const price = useQuery(cartPriceQuery(cart));
  const firstSeller = cart.orders[0];
  const empty = useConfirmEmpty(() => navigateTo(firstSeller ? sellerShopPath(firstSeller) : '/shops'));
  const answer = cart.orders.length > 0 ? price.data : undefined;
  const pricing = price.isFetching || price.isPlaceholderData;
  const touristTax = touristTaxTotal(cart.orders);
  const step = params.get('step');

  if (step === CHECKOUT_STEP)
    return (
      <CheckoutStep
        onBack={() => {
          const next = new URLSearchParams(params);
          next.delete('step');
          setParams(next);
        }}
      />
    );
  if (cart.orders.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 8, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography component="h1" variant="h2">
          {t('pageTitle')}
        </Typography>
        <Typography color="text.secondary" data-testid="cart-empty">
          {t('empty')}
        </Typography>
        <Button variant="contained" href="/shops">
          {t('backToShops')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h2">
        {t('pageTitle')}
      </Typography>
      {pricing && <LinearProgress aria-label={t('pricing')} />}
      {cart.orders.map((order) => (
        <CartSellerBlock
          key={order.seller.id}
          order={order}
          price={answer?.orders.find((o) => o.sellerId === order.seller.id)}
          extra={
            Extra && (
              <Extra
                order={order}
                setLoyalty={(loyaltyData, promotions) =>
                  dispatch({ type: 'setLoyalty', sellerId: order.seller.id, loyaltyData, promotions })
                }
                resetLoyalty={() => dispatch({ type: 'resetLoyalty', sellerId: order.seller.id })}
                addOffered={(line) => dispatch({ type: 'add', seller: order.seller, line })}
              />
            )
          }
        />
      ))}
      {price.isError && !price.isFetching && (
        <Typography color="warning.main" role="alert">
          {t('priceFailed')}{' '}
          <Link component="button" onClick={() => void price.refetch()}>
            {t('retry')}
          </Link>
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          borderTop: 1,
          borderColor: 'divider',
          pt: 2,
        }}
      >
        <Box aria-live="polite">
          {answer && !price.isPlaceholderData && answer.orders.some((o) => !o.showTtc) && (
            // A professional's typology pays HT: its total HT first (§6), then what is charged.
            <Typography variant="h3" component="p">
              {t('totalHT')} <span data-testid="cart-page-total-ht">{money(answer.total.totalHT)}</span>
            </Typography>
          )}
          <Typography variant="h3" component="p">
            {t('total')}{' '}
            <span data-testid="cart-page-total">
              {answer && !price.isPlaceholderData
                ? money(answer.total.totalTTC)
                : price.isError && !price.isFetching
                  ? '—'
                  : t('pricing')}
            </span>
          </Typography>
          {touristTax > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('touristTax')} {money(touristTax)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="warning" onClick={() => void empty()}>
            {t('delete')}
          </Button>
          <Button
            variant="contained"
            size="large"
            disabled={pricing || !answer || price.isError}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('step', CHECKOUT_STEP);
              setParams(next);
            }}
            data-testid="cart-checkout"
          >
            {t('checkout')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
