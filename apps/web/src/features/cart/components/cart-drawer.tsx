import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { registerI18n, useUiLanguage } from '../../../lib/i18n.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useUiStore } from '../../../lib/ui.store.ts';
import { useEmptyCart } from '../api/cart.queries.ts';
import { cartLines, cartTotals } from '../logic/cart.logic.ts';

registerI18n('cart', {
  fr: {
    title: 'Mon panier',
    close: 'Fermer le panier',
    empty: 'Votre panier est vide.',
    total: 'Total TTC',
    touristTax: 'Dont taxe de séjour',
    see: 'Voir le panier',
    delete: 'Vider le panier',
    confirmTitle: 'Attention !!',
    confirmText: 'Vous êtes sur le point de vider votre panier',
  },
  en: {
    title: 'My cart',
    close: 'Close the cart',
    empty: 'Your cart is empty.',
    total: 'Total incl. VAT',
    touristTax: 'Including tourist tax',
    see: 'See the cart',
    delete: 'Empty the cart',
    confirmTitle: 'Warning!!',
    confirmText: 'You are about to empty your cart',
  },
});

const money = (cents: number, language: 'fr' | 'en') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

/** Spec §2 default layout: the buyer's cart on the right (400 px, full width on mobile). */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const language = useUiLanguage();
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const user = useAuthStore((s) => s.user);
  const orders = user?.cart.orders ?? [];
  const lines = cartLines(orders);
  const totals = cartTotals(orders);
  const emptyCart = useEmptyCart();

  const empty = async () => {
    const confirmed = await openPopup({ title: t('confirmTitle'), text: t('confirmText'), size: 'small' });
    if (!confirmed) return;
    try {
      await emptyCart.mutateAsync();
      setOpen(false);
    } catch {
      // Shown by the snackbar.
    }
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2 }}>
        <Typography component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton onClick={() => setOpen(false)} aria-label={t('close')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {lines.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>{t('empty')}</Typography>
        ) : (
          <List>
            {lines.map((line) => (
              <ListItem
                key={line.key}
                secondaryAction={<Typography sx={{ fontWeight: 600 }}>× {line.quantity}</Typography>}
              >
                <ListItemText primary={line.label} secondary={line.seller || undefined} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{money(totals.totalTTC, language)}</Typography>
        </Box>
        {totals.touristTax > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
            <Typography variant="body2">{t('touristTax')}</Typography>
            <Typography variant="body2">{money(totals.touristTax, language)}</Typography>
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
        <Button color="warning" onClick={() => void empty()} disabled={lines.length === 0}>
          {t('delete')}
        </Button>
      </Box>
    </Drawer>
  );
}
