import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../lib/navigation.ts';
import { dismissSuccessMessages } from '../../../lib/notify.ts';
import { useUiStore } from '../../../lib/ui.store.ts';
import { cartPriceQuery } from '../api/cart.queries.ts';
import { touristTaxTotal } from '../logic/cart.pricing.ts';
import { useCartStore } from '../logic/cart.store.ts';
import { useConfirmEmpty } from './cart-empty.tsx';
import { CartLineRow, pricedLineOf, useMoney } from './cart-line.tsx';
import { CartPromoCode } from './cart-promo-code.tsx';
import { CartReservationRow, pricedReservationOf } from './cart-reservation.tsx';
import '../cart.i18n.ts';

/**
 * Spec §2 default layout: the buyer's cart on the right (400 px, full width on mobile, §9) —
 * its lines per seller, the total TTC the server answers (asked again at each opening, §4),
 * the tourist tax, 'Voir le panier' and 'Vider le panier'.
 */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const cart = useCartStore((s) => s.cart);
  const price = useQuery({ ...cartPriceQuery(cart), enabled: open && cart.orders.length > 0 });
  const empty = useConfirmEmpty();
  const answer = cart.orders.length > 0 ? price.data : undefined;
  // The server's tourist tax once priced (issue 27), else the rates the cart shows.
  const touristTax =
    answer && !price.isPlaceholderData
      ? answer.orders.reduce((n, o) => n + o.price.touristTax, 0)
      : touristTaxTotal(cart.orders);
  // 'Ajouté au panier' has said its piece once the cart is open: on a phone the message would
  // cover the drawer's buttons ('Voir le panier').
  useEffect(() => {
    if (open) dismissSuccessMessages();
  }, [open]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
          'aria-labelledby': 'cart-drawer-title',
          'data-testid': 'cart-drawer',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography id="cart-drawer-title" component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton onClick={() => setOpen(false)} aria-label={t('close')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {cart.orders.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{t('empty')}</Typography>
            <Link href="/shops" onClick={() => setOpen(false)}>
              {t('backToShops')}
            </Link>
          </Box>
        ) : (
          cart.orders.map((order) => {
            const priced = answer?.orders.find((o) => o.sellerId === order.seller.id);
            return (
              <Box component="section" key={order.seller.id} aria-label={order.seller.name} sx={{ pt: 2 }}>
                <Typography component="h3" variant="overline" data-testid="cart-seller">
                  {order.seller.name}
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0 }}>
                  {order.products.map((line) => (
                    <CartLineRow
                      key={`${line.idTmp}-${line.isFromFidelity}`}
                      order={order}
                      line={line}
                      priced={pricedLineOf(priced, line)}
                      showTtc={priced?.showTtc}
                    />
                  ))}
                  {order.reservations.map((r) => (
                    <CartReservationRow
                      key={`${r.eventId}-${r.selectedSlot.slot.id}`}
                      order={order}
                      reservation={r}
                      priced={pricedReservationOf(priced, r)}
                    />
                  ))}
                </Box>
                <Box sx={{ pb: 2 }}>
                  <CartPromoCode order={order} price={priced} />
                </Box>
                <Divider />
              </Box>
            );
          })
        )}
      </Box>
      <Divider />
      {price.isFetching && <LinearProgress aria-hidden="true" />}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {answer && !price.isPlaceholderData && answer.orders.some((o) => !o.showTtc) && (
          // A professional's typology pays HT: its total HT first (§6), then what is charged.
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('totalHT')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-total-ht">
              {money(answer.total.totalHT)}
            </Typography>
          </Box>
        )}
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between' }}
          aria-live="polite"
          aria-busy={price.isFetching}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
            {cart.orders.length === 0
              ? money(0)
              : answer && !price.isPlaceholderData
                ? money(answer.total.totalTTC)
                : price.isError
                  ? '—'
                  : t('pricing')}
          </Typography>
        </Box>
        {price.isError && !price.isFetching && (
          <Typography variant="body2" color="warning.main" role="alert">
            {t('priceFailed')}{' '}
            <Link component="button" onClick={() => void price.refetch()}>
              {t('retry')}
            </Link>
          </Typography>
        )}
        {touristTax > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
            <Typography variant="body2">{t('touristTax')}</Typography>
            <Typography variant="body2" data-testid="cart-tourist-tax">
              {money(touristTax)}
            </Typography>
          </Box>
        )}
        <Button
          variant="contained"
          onClick={() => {
            setOpen(false);
            navigateTo('/cart');
          }}
        >
          {t('see')}
        </Button>
        <Button color="warning" onClick={() => void empty()} disabled={cart.orders.length === 0}>
          {t('delete')}
        </Button>
      </Box>
    </Drawer>
  );
}
