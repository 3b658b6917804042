import { lazy, Suspense } from 'react';
import { usePopupStore } from '../components/popup/popup.store.ts';
import { useMaintenance } from '../features/platform/api/platform.queries.ts';
import { useOnlineNotice } from '../features/platform/components/network-status.tsx';
import { bannerKey, isBlocked } from '../features/platform/logic/maintenance.logic.ts';
import { useNewVersion } from '../features/platform/logic/version.logic.ts';
import { useCurrentUser } from '../lib/auth.store.ts';
import { useSnackbarsUsed } from '../lib/notify.ts';
import { useUiStore } from '../lib/ui.store.ts';
import { useLatch } from '../lib/use-latch.ts';

/*
 * The parts of a shop page that only some users see, built on the back office's components
 * (Material, React Router): loaded on demand, never with a visitor's page (issue 12: the shop
 * page's script budget). Each is rendered in the browser only, after the page is hydrated.
 */

const AgentHeaderIsland = lazy(() => import('./agent-header.island.tsx'));
const PopupHost = lazy(() =>
  import('../components/popup/popup-host.tsx').then((m) => ({ default: m.PopupHost })),
);
const SnackbarStack = lazy(() =>
  import('../components/snackbar/snackbar-stack.tsx').then((m) => ({ default: m.SnackbarStack })),
);
const Banners = lazy(() =>
  import('../features/platform/components/banners.tsx').then((m) => ({ default: m.Banners })),
);
const MaintenancePage = lazy(() =>
  import('../features/platform/components/maintenance-page.tsx').then((m) => ({
    default: m.MaintenancePage,
  })),
);
const CartDrawer = lazy(() =>
  import('../features/cart/components/cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })),
);

// Material's theme in the shop's colour, for an island's components: loaded with the first island.
const Themed = lazy(() => import('./themed.tsx'));

/** Spec §6: agents see the dashboard header on shop pages (64 px kept while it loads). */
export function AgentHeader() {
  return (
    <Suspense fallback={<div style={{ height: 64 }} />}>
      <Themed>
        <AgentHeaderIsland />
      </Themed>
    </Suspense>
  );
}

/** The buyer's (or visitor's) cart drawer, loaded when first opened. */
export function CartDrawerIsland() {
  const needed = useLatch(useUiStore((s) => s.cartDrawerOpen));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Themed>
        <CartDrawer />
      </Themed>
    </Suspense>
  );
}

/** Messages and confirmations (spec §8), loaded with the first one. */
export function MessageIslands() {
  const popupNeeded = useLatch(usePopupStore((s) => s.queue.length > 0));
  const snacksNeeded = useSnackbarsUsed((s) => s.used);
  if (!popupNeeded && !snacksNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Themed>
        {snacksNeeded && <SnackbarStack variant="default" />}
        {popupNeeded && <PopupHost />}
      </Themed>
    </Suspense>
  );
}

/**
 * Spec §2 default layout on a shop page: the maintenance banner (or its full-page screen over
 * the page), the new-version banner and the offline notice, once the page is hydrated.
 */
export function PlatformIslands() {
  const user = useCurrentUser();
  const maintenance = useMaintenance();
  const online = useOnlineNotice();
  const newVersion = useNewVersion();
  const blocked = isBlocked(maintenance.data, user?.role);
  const withBanners = !online || newVersion || bannerKey(maintenance.data) !== null;
  if (!withBanners && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <Themed>
        {withBanners && (
          <Banners maintenance={blocked ? undefined : maintenance.data} newVersion={newVersion} />
        )}
        {blocked && maintenance.data && (
          <div className="cv-maintenance-over">
            <MaintenancePage state={maintenance.data} onRetry={() => void maintenance.refetch()} />
          </div>
        )}
      </Themed>
    </Suspense>
  );
}
