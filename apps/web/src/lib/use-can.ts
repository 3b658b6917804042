import type { PublicUser, Shop } from '@cuvee/contracts';
import { type Action, can, ruleOf, type ShopFacts, shopsWhereCan } from '@cuvee/domain/access/actions';
import { useAuthStore } from './auth.store.ts';

/**
 * What the web may offer, asked of the API's own action table (packages/domain/src/access,
 * decision 0014): a button is never shown for a call the API would refuse, and a 403 signs
 * the user out (spec §8). Nothing here restates a rule (decision 0017).
 */
export type SessionAccess = {
  user: PublicUser | null;
  shop: Pick<Shop, 'id' | 'integration'> | null;
};

/**
 * The shop the session acts on (the one the client names in X-Shop-Id): the one loaded at
 * sign-in (owner and iam), else the account's only shop; none for an agent of several producers.
 */
export function currentShopOf(session: SessionAccess): ShopFacts | null {
  if (session.shop) return { id: session.shop.id, integration: session.shop.integration };
  const shops = session.user?.shops ?? [];
  return shops.length === 1 ? { id: shops[0]!.id } : null;
}

/**
 * Whether the session may do `action` on its current shop. Without one, only an action that
 * may span shops (an agent's catalogue, decision 0011) holds, where it holds on one of them.
 */
export function canInSession(session: SessionAccess, action: Action): boolean {
  const shop = currentShopOf(session);
  const rule = ruleOf(action);
  if (shop || rule.who !== 'shop') return can(session.user, action, shop);
  return rule.manyShops === true && shopsWhereCan(session.user, action).length > 0;
}

/** `useCan('products.write')`: the session's answer, following sign-ins and switches. */
export function useCan(action: Action): boolean {
  return useAuthStore((s) => canInSession(s, action));
}

/**
 * The session's answer for any action, where a screen asks several at once: each button of a
 * list of moves, by the action its request names (`actionOfRequest` of the route's contract).
 */
export function useCanEach(): (action: Action) => boolean {
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  return (action) => canInSession({ user, shop }, action);
}

/** The shops of the user's memberships where `action` holds, in membership order. */
export function useShopsWhereCan(action: Action): PublicUser['shops'] {
  const user = useAuthStore((s) => s.user);
  return shopsWhereCan(user, action);
}
