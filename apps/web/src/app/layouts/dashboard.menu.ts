import { activeMenuEntry, type MenuGroup, visibleMenu } from '@cuvee/domain';
import type { Action } from '@cuvee/domain/access/actions';
import { useMemo } from 'react';
import { SHIPMENT_MENU_ACTIONS } from '../../features/orders/orders.menu.ts';
import { STOCK_MENU_ACTIONS } from '../../features/stock/stock.menu.ts';
import { useAuthStore } from '../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../lib/config.ts';
import { canInSession } from '../../lib/use-can.ts';

/** Entries whose page a feature guards by an action: shown only where it holds (decision 0017). */
const ENTRY_ACTIONS: Readonly<Record<string, Action>> = { ...STOCK_MENU_ACTIONS, ...SHIPMENT_MENU_ACTIONS };

/** The sidebar groups the signed-in user may see (spec §2 "Sidebar menus"). */
export function useVisibleMenu(): MenuGroup[] {
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  return useMemo(() => {
    if (!user) return [];
    const allowed = (key: string) => {
      const action = ENTRY_ACTIONS[key];
      return !action || canInSession({ user, shop }, action);
    };
    return visibleMenu(user.role, {
      user,
      shopIntegration: shop?.integration ?? null,
      flags: VERSION_FLAGS,
    }).flatMap((group) => {
      const entries = group.entries.filter((entry) => allowed(entry.key));
      return entries.length > 0 ? [{ ...group, entries }] : [];
    });
  }, [user, shop]);
}

/** The label of the current page for the mobile title: the entry the sidebar marks. */
export function pageTitle(groups: MenuGroup[], pathname: string, language: 'fr' | 'en'): string | undefined {
  return activeMenuEntry(groups, pathname)?.label[language];
}
