import { homePathFor } from '@cuvee/domain/permissions/route-guard';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth.store.ts';
import type { PublicShop } from '../../lib/public-shop.ts';
import './shops.i18n.ts';
import { AccountButton } from './storefront-header.account-menu.tsx';
import './storefront-header.i18n.ts';
import { MobileSidebar } from './storefront-header.mobile-sidebar.tsx';
import { ShopMark } from './storefront-header.shop-mark.tsx';
import { TabBar } from './storefront-header.tabs.tsx';
import type { StorefrontHeaderTab } from './storefront-header.types.ts';

export type { StorefrontHeaderTab } from './storefront-header.types.ts';

/**
 * The storefront header of spec §2: logo and name, the shop's tabs and child tabs (?page,
 * ?pageid), the cart, the account (dashboard and sign-out, or sign-in and create-account with
 * the shop's code), and on mobile a sidebar with the tabs. `shop` null: the bar while loading.
 */
export function StorefrontHeader({
  shop,
  tabs = [],
  cartCount,
  onCartClick,
}: {
  shop: PublicShop | null;
  tabs?: StorefrontHeaderTab[];
  cartCount: number;
  onCartClick(): void;
}) {
  const { t } = useTranslation('shops');
  const { t: th } = useTranslation('storefrontHeader');
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawer && !drawerUsed) setDrawerUsed(true);
  // A followed link closes the sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawer(false), [pathname, search]);
  const dashboard = user ? homePathFor(user.role) : '/dashboard';
  const buyerOrVisitor = !user || user.role === 'buyer';
  const initial = (user?.firstname?.charAt(0) || user?.username?.charAt(0) || '?').toUpperCase();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'rgba(255,255,255,0.97)',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: '#e7e0d8',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 64,
          px: { xs: 1, sm: 4 },
          maxWidth: 1200,
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
        }}
      >
        {shop && tabs.length > 0 && (
          <IconButton
            onClick={() => setDrawer(true)}
            aria-label={th('openMenu')}
            aria-expanded={drawer}
            sx={{ display: { md: 'none' } }}
            data-testid="storefront-menu-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', pl: { xs: shop && tabs.length ? 0 : 1, sm: 0 } }}>
          {shop && <ShopMark shop={shop} />}
        </Box>
        {shop && buyerOrVisitor && (
          <IconButton
            {...(user ? { onClick: onCartClick } : { component: RouterLink, to: '/cart' })}
            aria-label={th('cartCount', { count: cartCount })}
            data-testid="storefront-cart"
          >
            <ShoppingBagOutlined />
            {cartCount > 0 && (
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 2,
                  minWidth: 18,
                  height: 18,
                  px: 0.5,
                  borderRadius: 99,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.7rem',
                  fontWeight: 700,
                  lineHeight: '18px',
                  textAlign: 'center',
                }}
              >
                {cartCount > 99 ? '99+' : cartCount}
              </Box>
            )}
          </IconButton>
        )}
        {shop && user && <AccountButton initial={initial} dashboard={dashboard} />}
        {shop && !user && (
          <>
            <IconButton
              component={RouterLink}
              to={`/auth/login?id=${encodeURIComponent(shop.code)}`}
              aria-label={t('login')}
              sx={{ display: { sm: 'none' } }}
            >
              <PersonOutlined />
            </IconButton>
            <Button
              component={RouterLink}
              to={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`}
              size="small"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('register')}
            </Button>
            <Button
              component={RouterLink}
              to={`/auth/login?id=${encodeURIComponent(shop.code)}`}
              variant="contained"
              size="small"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('login')}
            </Button>
          </>
        )}
      </Box>
      {shop && tabs.length > 0 && <TabBar tabs={tabs} />}
      {/* While the shop loads, the tab row keeps its place (no layout shift when it arrives). */}
      {!shop && <Box aria-hidden="true" sx={{ display: { xs: 'none', md: 'block' }, height: 49 }} />}
      {shop && drawerUsed && (
        <Suspense fallback={null}>
          <MobileSidebar
            open={drawer}
            onClose={() => setDrawer(false)}
            shop={shop}
            tabs={tabs}
            dashboard={dashboard}
            signedIn={user !== null}
          />
        </Suspense>
      )}
    </Box>
  );
}
