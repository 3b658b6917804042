import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense } from 'react';
import { appTheme } from '../app/theme.ts';
import { usePopupStore } from '../components/popup/popup.store.ts';
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
const CartDrawer = lazy(() =>
  import('../features/cart/components/cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })),
);

/** Material's theme in the shop's colour, for an island's components. */
function Themed({ children }: { children: ReactNode }) {
  const brand = useUiStore((s) => s.brandColor);
  return <ThemeProvider theme={appTheme(brand)}>{children}</ThemeProvider>;
}

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

/** The buyer's cart drawer, loaded when first opened. */
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
  return (
    <Suspense fallback={null}>
      <Themed>
        {snacksNeeded && <SnackbarStack variant="default" />}
        {popupNeeded && <PopupHost />}
      </Themed>
    </Suspense>
  );
}
