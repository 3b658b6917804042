import { useTheme } from '@mui/material/styles';
import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { AgeGateDialog } from '../../features/age-gate/components/age-gate.dialog.tsx';
import { isElabelPath } from '../../features/age-gate/logic/age-gate.logic.ts';
import { cartItemCount } from '../../features/cart/logic/cart.logic.ts';
import { useStorefrontData } from '../../features/storefront/api/storefront.queries.ts';
import { StorefrontHeader } from '../../features/storefront/components/header/storefront-header.tsx';
import { headerTabs, shopBase } from '../../features/storefront/logic/storefront.logic.ts';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { useUiStore } from '../../lib/ui.store.ts';
import { AfterFirstPaint } from '../after-first-paint.tsx';
import { NotFoundPage } from '../not-found.page.tsx';

// The dashboard header (agents, spec §6) loads for agents only: the shop page is a landing page
// with a first-load budget (decision 0009).
const AgentHeader = lazy(() => import('./app-header.tsx').then((m) => ({ default: m.AppHeader })));

/**
 * Shop pages (spec §2 shops layout): the shop's colour and header, the dashboard header
 * for agents (spec §6), and the age gate for visitors (spec §4).
 */
export function ShopsLayout() {
  const params = useParams();
  const { pathname, search } = useLocation();
  // The e-label (GS1 links, nutritiveValues) is the bare legal page: no header, no age gate.
  const elabel = isElabelPath(pathname);
  const key = elabel ? null : (params.name ?? params.id ?? null);
  const user = useCurrentUser();
  // GET /v1/shops/:id/storefront: the shop with its tabs (the pages read the same cache entry).
  const storefront = useStorefrontData(key);
  const shop = {
    data: storefront.data === null ? null : storefront.data?.shop,
    isSuccess: storefront.data !== undefined,
  };
  const primary = useTheme().palette.primary.main;
  const setBrandColor = useUiStore((s) => s.setBrandColor);
  const setCart = useUiStore((s) => s.setCartDrawerOpen);
  const color = shop.data?.editedShop.color ?? null;
  useEffect(() => {
    setBrandColor(color);
    return () => setBrandColor(null);
  }, [color, setBrandColor]);

  if (elabel) return <Outlet context={{ shop: null }} />;
  if (key && shop.isSuccess && shop.data === null) return <NotFoundPage />;
  const count = user?.role === 'buyer' ? cartItemCount(user.cart.orders) : 0;
  return (
    <div
      className="cv-shop-page"
      // The shop's header style (spec §2 'Personnaliser'): storefront-header.css, storefront.css.
      data-header-style={storefront.data?.shop.headerStyle ?? 'classic'}
      // The shop's colour for the storefront's static styles (storefront*.css).
      style={{ '--cv-primary': primary } as CSSProperties}
    >
      {user?.role === 'agent' ? (
        <Suspense fallback={<div style={{ height: 64 }} />}>
          <AgentHeader />
        </Suspense>
      ) : (
        <StorefrontHeader
          shop={shop.data ?? null}
          tabs={shop.data ? headerTabs(shop.data.tabs, shopBase(params), search) : []}
          headerStyle={storefront.data?.shop.headerStyle}
          cartCount={count}
          onCartClick={() => setCart(true)}
        />
      )}
      <main className="cv-shop-main">
        <Outlet context={{ shop: shop.data ?? null }} />
      </main>
      <AfterFirstPaint>
        <AgeGateDialog />
      </AfterFirstPaint>
    </div>
  );
}
