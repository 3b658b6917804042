import type { PublicShop } from '@cuvee/contracts';
import { homePathFor } from '@cuvee/domain/permissions/route-guard';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../lib/auth.store.ts';
import { useLatch } from '../../../../lib/use-latch.ts';
import { useLocation } from '../../../../shop-app/router.tsx';
import { AccountButton } from './storefront-header.account-menu.tsx';
import '../storefront.css';
import { Icon } from '../storefront-icons.tsx';
import { CartButton } from './storefront-header.cart.tsx';
import './storefront-header.css';
import './storefront-header.i18n.ts';
import { MobileSidebar } from './storefront-header.mobile-sidebar.tsx';
import type { StorefrontHeaderTab } from './storefront-header.shared.ts';
import { ShopMark } from './storefront-header.shop-mark.tsx';
import { TabBar } from './storefront-header.tabs.tsx';

export type { StorefrontHeaderTab } from './storefront-header.shared.ts';

/**
 * The storefront header of spec §2: logo and name, the shop's tabs and child tabs (?page,
 * ?pageid), the cart, the account (dashboard and sign-out, or sign-in and create-account with
 * the shop's code), and on mobile a sidebar with the tabs. `shop` null: the bar while loading.
 * The shop's header style (classic, centered, minimal) is the `data-header-style` of the shop
 * page: a minimal header carries its top-level tabs in its bar. Static styles
 * (storefront-header.css): nothing is computed per element at run time.
 */
export function StorefrontHeader({
  shop,
  tabs = [],
  headerStyle = 'classic',
  cartCount,
  onCartClick,
}: {
  shop: PublicShop | null;
  tabs?: StorefrontHeaderTab[];
  headerStyle?: string;
  cartCount: number;
  onCartClick(): void;
}) {
  const inlineTabs = headerStyle === 'minimal';
  const { t } = useTranslation('storefrontHeader');
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const drawerUsed = useLatch(drawer);
  // A followed link closes the sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawer(false), [pathname, search]);
  const dashboard = user ? homePathFor(user.role) : '/dashboard';
  const buyerOrVisitor = !user || user.role === 'buyer';
  const initial = (user?.firstname?.charAt(0) || user?.username?.charAt(0) || '?').toUpperCase();
  // The header's links are plain links, followed in place by the shop app's router.
  return (
    <header className="cv-header">
      <div className="cv-header-bar">
        {shop && tabs.length > 0 && (
          <button
            type="button"
            className="cv-icon-btn cv-menu-btn"
            onClick={() => setDrawer(true)}
            aria-label={t('openMenu')}
            aria-expanded={drawer}
            data-testid="storefront-menu-button"
          >
            <Icon name="menu" />
          </button>
        )}
        <div className={shop && tabs.length ? 'cv-header-mark cv-with-menu' : 'cv-header-mark'}>
          {shop && <ShopMark shop={shop} />}
        </div>
        {shop && inlineTabs && tabs.length > 0 && (
          <TabBar tabs={tabs.map((tab) => ({ ...tab, children: [] }))} inline />
        )}
        {shop && buyerOrVisitor && <CartButton count={cartCount} onClick={onCartClick} />}
        {shop && user && <AccountButton initial={initial} dashboard={dashboard} />}
        {shop && !user && (
          <>
            <a
              href={`/auth/login?id=${encodeURIComponent(shop.code)}`}
              className="cv-icon-btn cv-phone-only"
              aria-label={t('login')}
            >
              <Icon name="person" />
            </a>
            <a href={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`} className="cv-header-btn">
              {t('register')}
            </a>
            <a
              href={`/auth/login?id=${encodeURIComponent(shop.code)}`}
              className="cv-header-btn cv-contained"
            >
              {t('login')}
            </a>
          </>
        )}
      </div>
      {shop && !inlineTabs && tabs.length > 0 && <TabBar tabs={tabs} />}
      {/* While the shop loads, the tab row keeps its place (no layout shift when it arrives). */}
      {!shop && <div className="cv-tabs-wait" aria-hidden="true" />}
      {shop && drawerUsed && (
        <MobileSidebar
          open={drawer}
          onClose={() => setDrawer(false)}
          shop={shop}
          tabs={tabs}
          dashboard={dashboard}
          signedIn={user !== null}
        />
      )}
    </header>
  );
}
