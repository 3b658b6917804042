import { activeMenuEntry, type MenuGroup, visibleMenu } from '@cuvee/domain';
import { useMemo } from 'react';
import { useAuthStore } from '../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../lib/config.ts';

/** The sidebar groups the signed-in user may see (spec §2 "Sidebar menus"). */
export function useVisibleMenu(): MenuGroup[] {
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  return useMemo(
    () =>
      user
        ? visibleMenu(user.role, { user, shopIntegration: shop?.integration ?? null, flags: VERSION_FLAGS })
        : [],
    [user, shop],
  );
}

/** The label of the current page for the mobile title: the entry the sidebar marks. */
export function pageTitle(groups: MenuGroup[], pathname: string, language: 'fr' | 'en'): string | undefined {
  return activeMenuEntry(groups, pathname)?.label[language];
}
