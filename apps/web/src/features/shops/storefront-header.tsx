import { homePathFor } from '@cuvee/domain/permissions/route-guard';
import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { registerI18n } from '../../lib/i18n.ts';
import type { PublicShop } from '../../lib/public-shop.ts';
import { signOut } from '../../lib/session.ts';
import './shops.i18n.ts';

registerI18n('storefrontHeader', {
  fr: {
    nav: 'Rubriques de la boutique',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    accountMenu: 'Mon compte',
    dashboard: 'Tableau de bord',
    personalSpace: 'Mon espace personnel',
    signOut: 'Déconnexion',
    cartCount: 'Panier, {{count}} article(s)',
  },
  en: {
    nav: 'Shop sections',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    accountMenu: 'My account',
    dashboard: 'Dashboard',
    personalSpace: 'My personal space',
    signOut: 'Sign out',
    cartCount: 'Cart, {{count}} item(s)',
  },
});

/** A tab of the header: computed by the storefront (features/storefront: headerTabs). */
export type StorefrontHeaderTab = {
  id: string;
  label: string;
  to: string;
  current: boolean;
  children: StorefrontHeaderTab[];
};

// The sidebar's drawer (MUI Modal) loads when the menu is first opened.
const Drawer = lazy(() => import('@mui/material/Drawer'));

const SERIF = 'Georgia, "Liberation Serif", "Times New Roman", serif';
const focusRing = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function ShopMark({ shop }: { shop: PublicShop }) {
  const { t } = useTranslation('shops');
  return (
    <Box
      component={RouterLink}
      to={`/${shop.urlShop}`}
      aria-label={t('home', { name: shop.name })}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        textDecoration: 'none',
        color: 'text.primary',
        minWidth: 0,
        borderRadius: 1,
        ...focusRing,
      }}
    >
      {shop.editedShop.logo && (
        <Box
          component="img"
          src={shop.editedShop.logo}
          alt=""
          width={44}
          height={44}
          sx={{ width: 44, height: 44, objectFit: 'contain', flex: 'none' }}
        />
      )}
      <Box
        component="span"
        sx={{
          fontFamily: SERIF,
          fontWeight: 600,
          fontSize: { xs: '1.15rem', sm: '1.35rem' },
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {shop.name}
      </Box>
    </Box>
  );
}

/** Desktop tabs; child tabs open under their parent on hover and on keyboard focus. */
function TabBar({ tabs }: { tabs: StorefrontHeaderTab[] }) {
  const { t } = useTranslation('storefrontHeader');
  const link = (tab: StorefrontHeaderTab, child = false) => ({
    display: 'flex',
    alignItems: 'center',
    minHeight: child ? 40 : 48,
    px: child ? 2 : 1.5,
    color: tab.current ? 'primary.main' : 'text.primary',
    fontWeight: tab.current ? 700 : 500,
    fontSize: child ? '0.92rem' : '0.95rem',
    letterSpacing: child ? 0 : '0.02em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderBottom: child ? 0 : '2px solid',
    borderColor: tab.current ? 'primary.main' : 'transparent',
    '&:hover': { color: 'primary.main' },
    ...focusRing,
  });
  return (
    <Box
      component="nav"
      aria-label={t('nav')}
      sx={{ display: { xs: 'none', md: 'block' }, borderTop: 1, borderColor: '#efe8e0' }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', gap: 3, m: 0, p: 0 }}
      >
        {tabs.map((tab) => (
          <Box
            component="li"
            key={tab.id}
            sx={{ position: 'relative', '&:hover > ul, &:focus-within > ul': { display: 'block' } }}
          >
            <Box
              component={RouterLink}
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              sx={link(tab)}
            >
              {tab.label}
              {tab.children.length > 0 && (
                <Box component="span" aria-hidden="true" sx={{ ml: 0.75, fontSize: '0.7rem', opacity: 0.7 }}>
                  ▾
                </Box>
              )}
            </Box>
            {tab.children.length > 0 && (
              <Box
                component="ul"
                sx={{
                  display: 'none',
                  position: 'absolute',
                  top: '100%',
                  left: 0,
                  minWidth: 200,
                  listStyle: 'none',
                  m: 0,
                  py: 1,
                  px: 0,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: '#e7e0d8',
                  borderRadius: 2,
                  boxShadow: '0 12px 30px rgba(60, 30, 20, 0.12)',
                  zIndex: 2,
                }}
              >
                {tab.children.map((child) => (
                  <li key={child.id}>
                    <Box
                      component={RouterLink}
                      to={child.to}
                      aria-current={child.current ? 'page' : undefined}
                      sx={link(child, true)}
                    >
                      {child.label}
                    </Box>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The signed-in account: a disclosure with the dashboard and sign-out. */
function AccountButton({ initial, dashboard }: { initial: string; dashboard: string }) {
  const { t } = useTranslation('storefrontHeader');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const item = {
    display: 'block',
    px: 2,
    py: 1.25,
    color: 'text.primary',
    textDecoration: 'none',
    font: 'inherit',
    fontSize: '0.95rem',
    textAlign: 'left',
    width: '100%',
    bgcolor: 'transparent',
    border: 0,
    cursor: 'pointer',
    '&:hover': { bgcolor: '#f6f1ea' },
    ...focusRing,
  } as const;
  return (
    <Box
      ref={root}
      sx={{ position: 'relative' }}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <IconButton
        aria-label={t('accountMenu')}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((v) => !v)}
        data-testid="account-button"
      >
        <Box
          component="span"
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.9rem',
            fontWeight: 700,
          }}
        >
          {initial}
        </Box>
      </IconButton>
      {open && (
        <Box
          id={panel}
          sx={{
            position: 'absolute',
            right: 0,
            top: '100%',
            mt: 1,
            minWidth: 220,
            py: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: '#e7e0d8',
            borderRadius: 2,
            boxShadow: '0 12px 30px rgba(60, 30, 20, 0.14)',
            zIndex: 3,
          }}
        >
          <Box component={RouterLink} to={dashboard} sx={item} onClick={() => setOpen(false)}>
            {t('dashboard')}
          </Box>
          <Box component="button" type="button" sx={item} onClick={() => signOut()}>
            {t('signOut')}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** Mobile sidebar (spec §2): the tabs, the personal space and sign-out (or sign-in for visitors). */
function MobileSidebar({
  open,
  onClose,
  shop,
  tabs,
  dashboard,
  signedIn,
}: {
  open: boolean;
  onClose(): void;
  shop: PublicShop;
  tabs: StorefrontHeaderTab[];
  dashboard: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation('storefrontHeader');
  const { t: ts } = useTranslation('shops');
  const row = (current: boolean, depth: number) => ({
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    pl: 2.5 + depth * 2,
    pr: 2,
    color: current ? 'primary.main' : 'text.primary',
    fontWeight: current ? 700 : depth ? 400 : 600,
    textDecoration: 'none',
    fontSize: depth ? '0.95rem' : '1.05rem',
    ...focusRing,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw', bgcolor: '#faf7f2' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          minHeight: 64,
          borderBottom: 1,
          borderColor: '#e7e0d8',
        }}
      >
        <Box component="span" sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.2rem' }}>
          {shop.name}
        </Box>
        <IconButton onClick={onClose} aria-label={t('closeMenu')}>
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav')} onClick={onClose}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Box
                component={RouterLink}
                to={tab.to}
                aria-current={tab.current && tab.children.every((c) => !c.current) ? 'page' : undefined}
                sx={row(tab.current, 0)}
              >
                {tab.label}
              </Box>
              {tab.children.length > 0 && (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {tab.children.map((child) => (
                    <li key={child.id}>
                      <Box
                        component={RouterLink}
                        to={child.to}
                        aria-current={child.current ? 'page' : undefined}
                        sx={row(child.current, 1)}
                      >
                        {child.label}
                      </Box>
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: '#e7e0d8', py: 1 }}>
          {signedIn ? (
            <>
              <Box component={RouterLink} to={dashboard} sx={row(false, 0)}>
                {t('personalSpace')}
              </Box>
              <Box
                component="button"
                type="button"
                onClick={() => signOut()}
                sx={{
                  ...row(false, 0),
                  width: '100%',
                  border: 0,
                  bgcolor: 'transparent',
                  font: 'inherit',
                  cursor: 'pointer',
                }}
              >
                {t('signOut')}
              </Box>
            </>
          ) : (
            <>
              <Box
                component={RouterLink}
                to={`/auth/login?id=${encodeURIComponent(shop.code)}`}
                sx={row(false, 0)}
              >
                {ts('login')}
              </Box>
              <Box
                component={RouterLink}
                to={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`}
                sx={row(false, 0)}
              >
                {ts('register')}
              </Box>
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}

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
