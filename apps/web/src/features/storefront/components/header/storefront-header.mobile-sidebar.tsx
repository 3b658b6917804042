import type { PublicShop } from '@cuvee/contracts';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../../lib/session.ts';
import { Link as RouterLink } from '../../../../shop-app/router.tsx';
import './storefront-header.i18n.ts';
import type { StorefrontHeaderTab } from './storefront-header.shared.ts';
import { focusRing, SERIF } from './storefront-header.shared.ts';

/** Mobile sidebar (spec §2; loaded with its drawer when the menu is first opened): the tabs, the personal space and sign-out (or sign-in for visitors). */
export function MobileSidebar({
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
                {t('login')}
              </Box>
              <Box
                component={RouterLink}
                to={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`}
                sx={row(false, 0)}
              >
                {t('register')}
              </Box>
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
