import { AGE_COOKIE } from '@cuvee/domain/age-gate';
import { readableBrand } from '@cuvee/domain/brand-color';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { isElabelPath } from '../features/age-gate/logic/age-gate.logic.ts';
import { useCartCount } from '../features/cart/logic/cart.store.ts';
import { useStorefrontData } from '../features/storefront/api/storefront.queries.ts';
import { StorefrontHeader } from '../features/storefront/components/header/storefront-header.tsx';
import { headerTabs, shopBase } from '../features/storefront/logic/storefront.logic.ts';
import { useAuthStore, useCurrentUser } from '../lib/auth.store.ts';
import { readCookie } from '../lib/cookies.ts';
import { useAfterFirstPaint } from '../lib/first-paint.ts';
import { useUiStore } from '../lib/ui.store.ts';
import { AgeGate } from './age-gate.tsx';
import { AgentHeader } from './islands.tsx';
import { useLocation, useParams } from './router.tsx';
import { ShopNotFound } from './shop-not-found.tsx';

/**
 * Shop pages (spec §2 shops layout): the shop's colour and header style, the dashboard header
 * for agents (spec §6), and the age gate for visitors (spec §4). The e-label is the bare legal
 * page: no header, no age gate. What only the browser knows (a session) changes the page once
 * it is hydrated, never the render that hydrates the server's page.
 */
export function ShopLayout({ ageConfirmed, children }: { ageConfirmed: boolean; children: ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const elabel = isElabelPath(pathname);
  const key = elabel ? null : (params.name ?? params.id ?? null);
  const hydrated = useAfterFirstPaint();
  const user = useCurrentUser();
  const signedIn = useAuthStore((s) => s.token !== null) && hydrated;
  // 'Oui' on another page of this visit (the cookie is read again once hydrated).
  const confirmed = ageConfirmed || (hydrated && readCookie(AGE_COOKIE) === 'true');
  // GET /v1/shops/:id/storefront: the shop with its tabs (the pages read the same cache entry).
  const storefront = useStorefrontData(key);
  const shop = storefront.data === null ? null : (storefront.data?.shop ?? null);
  const setBrandColor = useUiStore((s) => s.setBrandColor);
  const setCart = useUiStore((s) => s.setCartDrawerOpen);
  const cartCount = useCartCount();
  const color = shop?.editedShop.color ?? null;
  useEffect(() => {
    setBrandColor(color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', readableBrand(color));
    return () => setBrandColor(null);
  }, [color, setBrandColor]);

  if (elabel) return <main>{children}</main>;
  if (key && storefront.data === null) return <ShopNotFound />;
  // The cart is the browser's (localStorage, the session): counted once hydrated, like the server's 0.
  const count = hydrated ? cartCount : 0;
  return (
    <div
      className="cv-shop-page"
      // The shop's header style (spec §2 'Personnaliser'): storefront-header.css, storefront.css.
      data-header-style={shop?.headerStyle ?? 'classic'}
      // The shop's colour for the storefront's stylesheets (design tokens: --cv-primary).
      style={{ '--cv-primary': readableBrand(color) } as CSSProperties}
    >
      {user?.role === 'agent' ? (
        <AgentHeader />
      ) : (
        <StorefrontHeader
          shop={shop}
          tabs={shop ? headerTabs(shop.tabs, shopBase(params), search) : []}
          headerStyle={shop?.headerStyle}
          cartCount={count}
          onCartClick={() => setCart(true)}
        />
      )}
      <main className="cv-shop-main">{children}</main>
      {shop && !confirmed && <AgeGate signedIn={signedIn} />}
    </div>
  );
}
