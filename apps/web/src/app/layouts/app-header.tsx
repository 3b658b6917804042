import { useLocation } from 'react-router';
import { useCartCount } from '../../features/cart/logic/cart.store.ts';
import { MainHeader } from '../../features/header/components/main-header.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { GoToSearch } from '../../features/search/components/go-to-search.tsx';
import { useAuthStore } from '../../lib/auth.store.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { useUiStore } from '../../lib/ui.store.ts';
import { pageTitle, useVisibleMenu } from './dashboard.menu.ts';

/** The main header with its parts composed: 'Aller à', the notification centre, the cart. */
export function AppHeader({ title, withMenuButton }: { title?: string; withMenuButton?: boolean }) {
  const { pathname } = useLocation();
  const language = useUiLanguage();
  const user = useAuthStore((s) => s.user);
  const groups = useVisibleMenu();
  const setDrawer = useUiStore((s) => s.setMobileDrawerOpen);
  const setCart = useUiStore((s) => s.setCartDrawerOpen);
  const cartCount = useCartCount();
  const home = user?.role === 'admin' ? '/admin' : '/dashboard';
  return (
    <MainHeader
      title={title ?? pageTitle(groups, pathname, language) ?? 'Cuvée'}
      showBack={pathname !== home}
      onMenuClick={withMenuButton ? () => setDrawer(true) : undefined}
      search={<GoToSearch />}
      notifications={user ? <NotificationBell /> : undefined}
      cartCount={!user || user.role === 'buyer' ? cartCount : 0}
      onCartClick={() => setCart(true)}
    />
  );
}
