import type { PublicUser, Shop } from '@cuvee/contracts';
import { decideRoute, type RouteDecision } from '@cuvee/domain/permissions/route-guard';
import { matchRoute, type RouteEntry } from '@cuvee/domain/permissions/routes';

export type GuardSession = { user: PublicUser | null; shop: Shop | null };

/** The storefront path of an owner's or collaborator's shop ('/domaine-demo'). */
export function ownShopPath(user: PublicUser | null): string | undefined {
  const urlShop = user?.shops[0]?.urlShop;
  return urlShop ? `/${urlShop}` : undefined;
}

export type GuardOutcome = { kind: 'notFound' } | RouteDecision;

/**
 * The decision for a location: the domain's matcher is the reference (a reserved word is
 * never a shop name: '/demo' is a 404, not a shop), then the guard of spec §6.
 */
export function guardLocation(
  location: { pathname: string; search: string },
  session: GuardSession,
): GuardOutcome {
  const route: RouteEntry | undefined = matchRoute(location.pathname);
  if (!route) return { kind: 'notFound' };
  return decideRoute({
    route,
    user: session.user,
    pathname: `${location.pathname}${location.search}`,
    shopIntegration: session.shop?.integration ?? null,
    ownShopPath: ownShopPath(session.user),
  });
}
