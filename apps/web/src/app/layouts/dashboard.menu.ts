import { type MenuGroup, visibleMenu } from '@cuvee/domain';
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

/** Whether a menu target is the page shown (or one of its sub-pages). */
export function isActivePath(pathname: string, to: string): boolean {
  if (pathname === to) return true;
  return to !== '/dashboard' && pathname.startsWith(`${to}/`);
}

/** The label of the current page for the mobile title: the best menu match. */
export function pageTitle(groups: MenuGroup[], pathname: string, language: 'fr' | 'en'): string | undefined {
  let best: { length: number; label: string } | undefined;
  for (const group of groups) {
    for (const entry of group.entries) {
      if (entry.external || !isActivePath(pathname, entry.to)) continue;
      if (!best || entry.to.length > best.length)
        best = { length: entry.to.length, label: entry.label[language] };
    }
  }
  return best?.label;
}
