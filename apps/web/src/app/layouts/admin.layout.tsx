import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { AccountMenu } from '../../features/header/components/account-menu.tsx';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { CuveeLogo } from '../../lib/cuvee-logo.tsx';
import './layout.i18n.ts';

const TABS = [
  { key: 'home', to: '/admin' },
  { key: 'orders', to: '/admin/orders' },
  { key: 'products', to: '/admin/products' },
  { key: 'shops', to: '/admin/shops' },
  { key: 'users', to: '/admin/users' },
] as const;

/** Admin layout (spec §2): the platform back office with its own navigation. */
function AdminLayoutContent() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const current = TABS.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CuveeLogo height={30} />
            <Typography
              component="span"
              sx={{ fontWeight: 600, color: 'text.secondary', display: { xs: 'none', sm: 'inline' } }}
            >
              {t('admin')}
            </Typography>
          </Box>
          <Box sx={{ flex: 1 }} />
          {user && <AccountMenu user={user} />}
        </Toolbar>
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: { xs: 0, sm: 2 } }}
          aria-label={t('admin')}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.to}
              label={t(`adminNav.${tab.key}`)}
              component={RouterLink}
              to={tab.to}
            />
          ))}
        </Tabs>
      </AppBar>
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}

export function AdminLayout() {
  return <AdminLayoutContent />;
}
