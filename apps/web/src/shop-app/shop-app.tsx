import { matchRoute } from '@cuvee/domain/permissions/routes';
import { type ShopAppRouteId, servedByShopApp } from '@cuvee/domain/permissions/storefront-build';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { isElabelPath } from '../features/age-gate/logic/age-gate.logic.ts';
import { ChatButton } from '../features/platform/components/chat-button.tsx';
import { useCurrentUser } from '../lib/auth.store.ts';
import { useAfterFirstPaint } from '../lib/first-paint.ts';
import { CartDrawerIsland, MessageIslands, PlatformIslands } from './islands.tsx';
import { loadedPage, loadPage } from './pages.ts';
import { useLocation } from './router.tsx';
import { ShopLayout } from './shop-layout.tsx';
import { ShopNotFound } from './shop-not-found.tsx';
// The storefront's shared primitives (.cv-btn, .cv-overline…), once for every page of the app.
import '../features/storefront/components/storefront.base.css';
import './page-styles.ts';

/** The shop app's route of a pathname, or null (another app's page, or none). */
export function shopRouteOf(pathname: string): ShopAppRouteId | null {
  const id = matchRoute(pathname)?.id;
  return id && servedByShopApp(id) ? id : null;
}

/**
 * The page of the location on screen. A page whose module is not loaded yet (a first visit to
 * a product page from the shop's grid) keeps the page shown until it is, then replaces it.
 */
function useRoutePage(): ComponentType | null {
  const { pathname } = useLocation();
  const id = shopRouteOf(pathname);
  const page = id ? loadedPage(id) : undefined;
  const shown = useRef<ComponentType | null>(page ?? null);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!id || loadedPage(id)) return;
    let current = true;
    void loadPage(id).then(() => current && loaded((n) => n + 1));
    return () => {
      current = false;
    };
  }, [id]);
  if (page) shown.current = page;
  return id ? shown.current : null;
}

/**
 * The shop app (issue 12): one tree, rendered by the server (entry-server.tsx) and hydrated in
 * the browser (entry-client.tsx). `ageConfirmed`: the visitor's isOver18 cookie, as the request
 * carried it.
 */
export function ShopApp({ ageConfirmed }: { ageConfirmed: boolean }) {
  const Page = useRoutePage();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const hydrated = useAfterFirstPaint();
  return (
    <>
      <ShopLayout ageConfirmed={ageConfirmed}>{Page ? <Page /> : <ShopNotFound />}</ShopLayout>
      {/* The e-label carries no marketing nor third-party widget (Commission notice C/2023/1190). */}
      {hydrated && !isElabelPath(pathname) && <ChatButton showOnMobile={false} lifted={false} />}
      {hydrated && (!user || user.role === 'buyer') && <CartDrawerIsland />}
      {hydrated && <MessageIslands />}
      {hydrated && !isElabelPath(pathname) && <PlatformIslands />}
    </>
  );
}
