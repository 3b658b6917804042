import { activeEntry, type BottomBarEntry, visibleBottomBar } from '@cuvee/domain';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUnseenCount } from '../../features/notifications/api/notifications.queries.ts';
import { NotificationDrawer } from '../../features/notifications/components/notification-drawer.tsx';
import { useAuthStore } from '../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../lib/config.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { BOTTOM_BAR_HEIGHT } from '../theme.ts';
import { ContactQrDialog } from './contact-qr.dialog.tsx';
import './layout.i18n.ts';

const ICONS = {
  clients: <ContactsOutlined />,
  orders: <ShoppingBagOutlined />,
  qrCode: <QrCode2Outlined />,
  help: <HelpOutlineOutlined />,
} as const;

/** Mobile bottom bar (70 px): clients, orders, QR code (owner, iam), notifications, help (spec §2). */
export function BottomBar() {
  const { t } = useTranslation('layout');
  const language = useUiLanguage();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const unseen = useUnseenCount(user !== null);
  const [qrOpen, setQrOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const items = useMemo(
    () =>
      user
        ? visibleBottomBar(user.role, {
            user,
            shopIntegration: shop?.integration ?? null,
            flags: VERSION_FLAGS,
          })
        : [],
    [user, shop],
  );
  const shopId = user?.shops[0]?.id;
  const active = activeEntry(items, pathname)?.key ?? false;

  const action = (item: BottomBarEntry) => {
    const label = item.label[language];
    if (item.action === 'notifications') {
      return (
        <BottomNavigationAction
          key={item.key}
          value={item.key}
          label={label}
          showLabel
          onClick={() => setNotificationsOpen(true)}
          data-testid="bottom-bar-notifications"
          icon={
            <Badge badgeContent={unseen} color="primary" max={99}>
              <NotificationsNoneOutlined />
            </Badge>
          }
        />
      );
    }
    if (item.action === 'contactQrCode') {
      if (!shopId) return null;
      return (
        <BottomNavigationAction
          key={item.key}
          value={item.key}
          label={label}
          showLabel
          icon={ICONS.qrCode}
          onClick={() => setQrOpen(true)}
        />
      );
    }
    return (
      <BottomNavigationAction
        key={item.key}
        value={item.key}
        label={label}
        showLabel
        icon={ICONS[item.key as keyof typeof ICONS]}
        component={RouterLink}
        to={item.to ?? '/dashboard'}
      />
    );
  };

  return (
    <>
      <Paper
        component="nav"
        aria-label={t('bottomBar')}
        elevation={8}
        data-testid="bottom-bar"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          display: { xs: 'block', sm: 'none' },
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <BottomNavigation
          value={active}
          sx={{ height: BOTTOM_BAR_HEIGHT, '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 } }}
        >
          {items.map(action)}
        </BottomNavigation>
      </Paper>
      {shopId && (
        <ContactQrDialog
          open={qrOpen}
          onClose={() => setQrOpen(false)}
          shopId={shopId}
          shopName={shop?.name ?? user?.shops[0]?.name ?? ''}
        />
      )}
      <NotificationDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </>
  );
}
