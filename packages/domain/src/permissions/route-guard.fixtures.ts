/** Helpers shared by the route-guard tests: decide for a concrete location. */
import type { PermissionSubject } from './has-permission.ts';
import type { PartialShopIntegration } from './integrations.ts';
import { ALL_ON } from './permissions.fixtures.ts';
import { decideRoute, type GuardInput, type RouteDecision } from './route-guard.ts';
import { matchRoute } from './routes.ts';

export type Case = {
  name: string;
  pathname: string;
  user: PermissionSubject | null;
  shopIntegration?: PartialShopIntegration | null;
  ownShopPath?: string;
  isShopListRoute?: boolean;
  expected: RouteDecision;
};

export function decide({
  pathname,
  user,
  shopIntegration = ALL_ON,
  ownShopPath,
  isShopListRoute,
}: Omit<Case, 'name' | 'expected'>) {
  const route = matchRoute(pathname);
  if (!route) throw new Error(`no route for ${pathname}`);
  const input: GuardInput = { route, user, pathname, shopIntegration, ownShopPath };
  if (isShopListRoute !== undefined) input.isShopListRoute = isShopListRoute;
  return decideRoute(input);
}

export const allow: RouteDecision = { kind: 'allow' };
export const to = (
  path: string,
  reason: Extract<RouteDecision, { kind: 'redirect' }>['reason'],
): RouteDecision => ({
  kind: 'redirect',
  to: path,
  reason,
});
