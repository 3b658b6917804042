import { hasPermission, type PermissionSubject, primaryShopId } from './has-permission.ts';
import { type IntegrationKey, isIntegrationActive, type PartialShopIntegration } from './integrations.ts';
import { AGENT_MENU, BUYER_MENU, type MenuEntry, type MenuGroup, SELLER_MENU } from './menus.ts';
import type { Permission } from './permissions.ts';
import type { Viewer } from './roles.ts';
import { canVisitRoute, DASHBOARD_PATH } from './route-guard.ts';
import { matchRoute } from './routes.ts';
import { BOTTOM_BAR, type BottomBarEntry, CREATION_SHORTCUTS, type CreationShortcut } from './shortcuts.ts';

export type VersionFlags = { tasks: boolean };

export type MenuContext = {
  user: PermissionSubject | null | undefined;
  shopIntegration?: PartialShopIntegration | null;
  flags: VersionFlags;
};

const SHOPLESS = new Set([DASHBOARD_PATH, `${DASHBOARD_PATH}/settings`]);

type Gated = {
  to?: string;
  external?: boolean;
  permission?: Permission;
  integration?: IntegrationKey;
  versionFlag?: keyof VersionFlags;
};

/** The sidebar of a role: seller for owner and iam, none for admin and visitors. */
export function menuFor(viewer: Viewer): readonly MenuGroup[] {
  switch (viewer) {
    case 'owner':
    case 'iam':
      return SELLER_MENU;
    case 'buyer':
      return BUYER_MENU;
    case 'agent':
      return AGENT_MENU;
    default:
      return [];
  }
}

/**
 * Hidden when its version flag is off, its integration inactive or its permission missing
 * (spec §2), and never shown when the route guard would bounce the user off the target:
 * a menu link always opens its page.
 */
function isVisible(item: Gated, { user, shopIntegration, flags }: MenuContext): boolean {
  if (!user) return false;
  // A collaborator no shop lets work any more (suspended or removed, decision 0169) keeps their
  // home, their settings and the help links: every other page would be refused.
  if (user.role === 'iam' && !primaryShopId(user) && !item.external && !SHOPLESS.has(item.to ?? '')) {
    return false;
  }
  if (item.versionFlag && !flags[item.versionFlag]) return false;
  if (item.integration && !isIntegrationActive(shopIntegration, item.integration)) return false;
  if (item.permission && !hasPermission(user, primaryShopId(user), item.permission)) return false;
  if (item.external || item.to === undefined) return true;
  const route = matchRoute(item.to);
  return route !== undefined && canVisitRoute(route, user, shopIntegration);
}

export function isMenuEntryVisible(item: MenuEntry, context: MenuContext): boolean {
  return isVisible(item, context);
}

/** The groups of the role's sidebar with only the entries allowed; empty groups dropped. */
export function visibleMenu(viewer: Viewer, context: MenuContext): MenuGroup[] {
  return menuFor(viewer).flatMap((group) => {
    const entries = group.entries.filter((item) => isVisible(item, context));
    return entries.length > 0 ? [{ ...group, entries }] : [];
  });
}

/** Creation shortcuts belong to the seller dashboard (owner and iam). */
export function visibleShortcuts(viewer: Viewer, context: MenuContext): CreationShortcut[] {
  if (viewer !== 'owner' && viewer !== 'iam') return [];
  return CREATION_SHORTCUTS.filter((item) => isVisible(item, context));
}

export function visibleBottomBar(viewer: Viewer, context: MenuContext): BottomBarEntry[] {
  if (viewer === 'public' || viewer === 'admin') return [];
  return BOTTOM_BAR.filter(
    (item) => (!item.roles || item.roles.includes(viewer)) && isVisible(item, context),
  );
}
