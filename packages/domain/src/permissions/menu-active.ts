import type { MenuGroup } from './menus.ts';

/** What the active-entry rule needs of a sidebar or bottom-bar entry. */
type Linked = { readonly to?: string; readonly external?: boolean };

/** Whether a link target is the page shown or one of its sub-pages ('/dashboard' only itself). */
function covers(to: string, pathname: string): boolean {
  if (pathname === to) return true;
  return to !== '/dashboard' && pathname.startsWith(`${to}/`);
}

/**
 * The one entry to mark as the page shown (decision 0018): among the internal links that are
 * the page or a parent of it, the most specific (longest target), the first in menu order on
 * a tie. '/dashboard/orders/quotes' is Devis, not Commandes as well; '/dashboard/orders/42'
 * is Commandes.
 */
export function activeEntry<T extends Linked>(entries: Iterable<T>, pathname: string): T | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? pathname;
  let best: T | undefined;
  for (const entry of entries) {
    if (entry.external || entry.to === undefined || !covers(entry.to, path)) continue;
    if (!best || entry.to.length > (best.to?.length ?? 0)) best = entry;
  }
  return best;
}

/** The active entry of a sidebar, across its groups. */
export function activeMenuEntry(groups: readonly MenuGroup[], pathname: string) {
  return activeEntry(
    groups.flatMap((group) => group.entries),
    pathname,
  );
}
