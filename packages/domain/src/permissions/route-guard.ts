import { hasPermission, type PermissionSubject, primaryShopId } from './has-permission.ts';
import { isIntegrationActive, type PartialShopIntegration } from './integrations.ts';
import { isSafeReturnPath } from './return-path.ts';
import type { Role } from './roles.ts';
import { matchRoute, type RouteEntry } from './routes.ts';

export type RedirectReason =
  | 'login'
  | 'admin'
  | 'role'
  | 'ownShop'
  | 'integration'
  | 'permission'
  | 'guestOnly';
export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason: RedirectReason };

export type GuardInput = {
  route: RouteEntry;
  /** null when anonymous. */
  user: PermissionSubject | null | undefined;
  /** The requested location, pathname + search (+ hash), kept for the return after login. */
  pathname: string;
  /** The integration of the user's shop (owner and iam load it at login); null: no shop. */
  shopIntegration?: PartialShopIntegration | null;
  /** Defaults to the producers' list (route id 'dashboard.producers', '/shops'). */
  isShopListRoute?: boolean;
  /** The storefront path of the user's shop, e.g. '/domaine-demo'. */
  ownShopPath?: string;
};

export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/dashboard';
export const ADMIN_PATH = '/admin';

const ALLOW: RouteDecision = { kind: 'allow' };
const redirect = (to: string, reason: RedirectReason): RouteDecision => ({ kind: 'redirect', to, reason });

/** Where a signed-in user lands: admins have their own back office. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? ADMIN_PATH : DASHBOARD_PATH;
}

/** '/auth/login?redirectLink=…' with the target when it is a safe internal path. */
export function loginPathFor(target: string): string {
  return isSafeReturnPath(target) ? `${LOGIN_PATH}?redirectLink=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * A signed-in user on a guest page goes home, or to the page the login was asked for
 * (its redirectLink) when that is a safe path to a page that is not itself guest-only.
 */
function guestRedirectTarget(pathname: string, role: Role): string {
  const query = pathname.split('#', 1)[0]?.split('?')[1] ?? '';
  const link = new URLSearchParams(query).get('redirectLink');
  if (isSafeReturnPath(link)) {
    const target = matchRoute(link);
    if (target && !target.guestOnly) return link;
  }
  return homePathFor(role);
}

/**
 * The route guard of spec §6 and §2 "Page access", in this order:
 * 1. public route: allowed, except guest-only pages which send a signed-in user home;
 * 2. anonymous → login with redirectLink;
 * 3. admin → /admin unless the route allows admin;
 * 4. role not in route.roles → /dashboard;
 * 5. owner or iam with a shop on the shop list → their own shop;
 * 6. owner or iam on a route whose integration is inactive → /dashboard;
 * 7. iam lacking any required permission on the primary shop → /dashboard.
 */
export function decideRoute(input: GuardInput): RouteDecision {
  const { route, user, pathname } = input;

  if (!route.auth) {
    return route.guestOnly && user ? redirect(guestRedirectTarget(pathname, user.role), 'guestOnly') : ALLOW;
  }
  if (!user) return redirect(loginPathFor(pathname), 'login');

  const { role } = user;
  if (role === 'admin' && !route.allowAdmin) return redirect(ADMIN_PATH, 'admin');
  if (route.roles && !route.roles.includes(role)) return redirect(homePathFor(role), 'role');

  const staff = role === 'owner' || role === 'iam';
  const isShopList = input.isShopListRoute ?? route.id === 'dashboard.producers';
  if (staff && isShopList && user.shops.length > 0 && isSafeReturnPath(input.ownShopPath)) {
    return redirect(input.ownShopPath, 'ownShop');
  }
  if (staff && route.integration && !isIntegrationActive(input.shopIntegration, route.integration)) {
    return redirect(DASHBOARD_PATH, 'integration');
  }
  if (role === 'iam' && route.permissions?.length) {
    const shopId = primaryShopId(user);
    if (!route.permissions.every((permission) => hasPermission(user, shopId, permission))) {
      return redirect(DASHBOARD_PATH, 'permission');
    }
  }
  return ALLOW;
}

/** Whether the guard lets `user` open `route` as is (for menus and the 'Aller à' search). */
export function canVisitRoute(
  route: RouteEntry,
  user: PermissionSubject | null | undefined,
  shopIntegration?: PartialShopIntegration | null,
): boolean {
  return (
    decideRoute({ route, user, pathname: route.path, shopIntegration, isShopListRoute: false }).kind ===
    'allow'
  );
}
