import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePopupStore } from '../components/popup/popup.store.ts';
import { isElabelPath } from '../features/age-gate/logic/age-gate.logic.ts';
import { useMaintenance } from '../features/platform/api/platform.queries.ts';
import { ChatButton } from '../features/platform/components/chat-button.tsx';
import { DocumentsPoller } from '../features/platform/components/documents-poller.tsx';
import { useOnlineNotice } from '../features/platform/components/network-status.tsx';
import { bannerKey, isBlocked } from '../features/platform/logic/maintenance.logic.ts';
import { useNewVersion } from '../features/platform/logic/version.logic.ts';
import { useCurrentUser } from '../lib/auth.store.ts';
import { isOnAuthPage } from '../lib/navigation.ts';
import { useSnackbarsUsed } from '../lib/notify.ts';
import { useUiStore } from '../lib/ui.store.ts';
import { useLatch } from '../lib/use-latch.ts';
import { AfterFirstPaint } from './after-first-paint.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

// The popup host (with its date and e-mail fields) loads with the first popup, not with every page.
const PopupHost = lazy(() =>
  import('../components/popup/popup-host.tsx').then((m) => ({ default: m.PopupHost })),
);

// Likewise the snackbar stack: it loads with the first message (it carries the message translations).
const SnackbarStack = lazy(() =>
  import('../components/snackbar/snackbar-stack.tsx').then((m) => ({ default: m.SnackbarStack })),
);

// The buyer's cart drawer loads when first opened.
const CartDrawer = lazy(() =>
  import('../features/cart/components/cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })),
);

// Banners and the maintenance page: only when one has something to say.
const Banners = lazy(() =>
  import('../features/platform/components/banners.tsx').then((m) => ({ default: m.Banners })),
);
const MaintenancePage = lazy(() =>
  import('../features/platform/components/maintenance-page.tsx').then((m) => ({
    default: m.MaintenancePage,
  })),
);

const DASHBOARD_PREFIXES = ['/dashboard', '/shops/add', '/get-api-key', '/tickets', '/admin'];

/**
 * The root of every page (spec §2 "Default layout"): maintenance banner and blocking page,
 * new-version banner, online status, chat button, the buyer's cart drawer, the document
 * downloads, snackbars and the global popup. Layouts render inside.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const maintenance = useMaintenance();
  const inDashboard = DASHBOARD_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const onAuth = isOnAuthPage(pathname);
  const blocked = isBlocked(maintenance.data, user?.role);
  const online = useOnlineNotice();
  const newVersion = useNewVersion();
  const withBanners = !online || newVersion || bannerKey(maintenance.data) !== null;
  const popupNeeded = useLatch(usePopupStore((s) => s.queue.length > 0));
  const cartNeeded = useLatch(useUiStore((s) => s.cartDrawerOpen));
  const snacksNeeded = useSnackbarsUsed((s) => s.used);
  // A new page starts at the top (back and forward keep the browser's own restoration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new pathname.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <NavigationProgress />
      {withBanners && (
        <Suspense fallback={null}>
          <Banners maintenance={blocked ? undefined : maintenance.data} newVersion={newVersion} />
        </Suspense>
      )}
      {blocked && maintenance.data ? (
        <Suspense fallback={null}>
          <MaintenancePage state={maintenance.data} onRetry={() => void maintenance.refetch()} />
        </Suspense>
      ) : (
        <>
          <Outlet />
          {/* The e-label carries no marketing nor third-party widget (Commission notice C/2023/1190). */}
          {!isElabelPath(pathname) && (
            <AfterFirstPaint>
              <ChatButton showOnMobile={onAuth} lifted={inDashboard} />
            </AfterFirstPaint>
          )}
          {(!user || user.role === 'buyer') && cartNeeded && (
            <Suspense fallback={null}>
              <CartDrawer />
            </Suspense>
          )}
        </>
      )}
      <AfterFirstPaint>
        <DocumentsPoller userId={user?.id ?? null} />
      </AfterFirstPaint>
      {snacksNeeded && (
        <Suspense fallback={null}>
          <SnackbarStack variant={inDashboard ? 'dashboard' : 'default'} />
        </Suspense>
      )}
      {popupNeeded && (
        <Suspense fallback={null}>
          <PopupHost />
        </Suspense>
      )}
    </>
  );
}
