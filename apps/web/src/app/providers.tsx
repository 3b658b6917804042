import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { NotificationActionsProvider } from '../features/notifications/components/notification-actions.tsx';
import { useAuthStore } from '../lib/auth.store.ts';
import { QueryLayer } from '../lib/query-client.tsx';
import { useUiStore } from '../lib/ui.store.ts';
import 'virtual:design-tokens.css';
import './baseline.css';
import { renderNotificationActions } from './notification-actions.tsx';
import { appTheme, readableBrand } from './theme.ts';

/** The theme takes the colour of the shop on screen, else the signed-in user's shop. */
export function Providers({ children }: { children: ReactNode }) {
  const brand = useUiStore((s) => s.brandColor);
  const shop = useAuthStore((s) => s.shop);
  const color = brand ?? shop?.editedShop.color ?? shop?.color ?? null;
  // Keyed by the colour shown: a shop in the default colour does not rebuild the theme (and
  // restyle every component) when its page loads.
  const primary = readableBrand(color);
  const theme = useMemo(() => appTheme(primary), [primary]);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
    // The static stylesheets (chat button, storefront) read the brand colour from here.
    document.documentElement.style.setProperty('--cv-primary', theme.palette.primary.main);
  }, [theme]);
  return (
    // The baseline styles are static (baseline.css), not Material's CssBaseline.
    <QueryLayer>
      <ThemeProvider theme={theme}>
        <NotificationActionsProvider render={renderNotificationActions}>
          {children}
        </NotificationActionsProvider>
      </ThemeProvider>
    </QueryLayer>
  );
}
