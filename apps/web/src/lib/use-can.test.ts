import type { PublicUser } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { canInSession, currentShopOf, type SessionAccess } from './use-can.ts';

type Role = PublicUser['role'];
const membership = (id: string, role: Role, authorizations: Record<string, boolean> | null = null) => ({
  id,
  code: id.toUpperCase(),
  urlShop: id,
  name: `Boutique ${id}`,
  role,
  typology: null,
  authorizations,
});
const user = (role: Role, shops: ReturnType<typeof membership>[]) =>
  ({ role, shops }) as unknown as PublicUser;
const session = (u: PublicUser | null, shopId: string | null = null): SessionAccess => ({
  user: u,
  shop: shopId ? ({ id: shopId, integration: {} } as SessionAccess['shop']) : null,
});

describe('useCan: the API’s action table on the session’s shop', () => {
  it('an owner may do everything the catalogue offers in their shop', () => {
    const owner = session(user('owner', [membership('a', 'owner')]), 'a');
    for (const action of [
      'products.read',
      'products.write',
      'prices.read',
      'prices.write',
      'shop.settings.write',
    ] as const) {
      expect(canInSession(owner, action)).toBe(true);
    }
  });

  it('an iam follows their authorizations; restricted, they read the shop settings only', () => {
    const limited = session(user('iam', [membership('a', 'iam', { seeAllProduct: true })]), 'a');
    expect(canInSession(limited, 'products.read')).toBe(true);
    expect(canInSession(limited, 'products.write')).toBe(false);
    expect(canInSession(limited, 'prices.read')).toBe(false);
    expect(canInSession(limited, 'shop.settings.read')).toBe(true);
    expect(canInSession(limited, 'shop.settings.write')).toBe(false);
    const delegated = session(user('iam', [membership('a', 'iam')]), 'a');
    expect(canInSession(delegated, 'shop.settings.write')).toBe(true);
    expect(canInSession(delegated, 'products.write')).toBe(true);
  });

  it('an agent of several producers reads the catalogue, and changes nothing', () => {
    const agent = session(user('agent', [membership('a', 'agent'), membership('b', 'agent')]));
    expect(currentShopOf(agent)).toBeNull();
    expect(canInSession(agent, 'products.read')).toBe(true);
    expect(canInSession(agent, 'products.write')).toBe(false);
    expect(canInSession(agent, 'prices.read')).toBe(false);
    expect(canInSession(agent, 'shop.settings.write')).toBe(false);
  });

  it('an agent whose producers all refuse them the catalogue reads nothing', () => {
    const agent = session(
      user('agent', [membership('a', 'agent', { seeAllProduct: false }), membership('b', 'agent', {})]),
    );
    expect(canInSession(agent, 'products.read')).toBe(false);
  });

  it('the shop acted on is the session’s, else the account’s only shop', () => {
    const iam = user('iam', [membership('a', 'iam'), membership('b', 'owner')]);
    expect(currentShopOf(session(iam, 'b'))).toEqual({ id: 'b', integration: {} });
    expect(canInSession(session(iam, 'b'), 'shop.settings.write')).toBe(true);
    expect(currentShopOf(session(user('owner', [membership('a', 'owner')])))).toEqual({ id: 'a' });
  });

  it('a buyer, an admin or a visitor may not act on a shop; account actions need a user', () => {
    const buyer = session(user('buyer', [membership('a', 'buyer')]));
    expect(canInSession(buyer, 'products.read')).toBe(false);
    expect(canInSession(buyer, 'account.write')).toBe(true);
    expect(canInSession(session(user('admin', [])), 'platform.maintenance.write')).toBe(true);
    expect(canInSession(session(null), 'account.read')).toBe(false);
    expect(canInSession(session(null), 'storefront.read')).toBe(true);
  });
});
