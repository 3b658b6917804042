import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from './has-permission.ts';
import {
  ALL_OFF,
  ALL_ON,
  admin,
  agent,
  buyer,
  iamFull,
  iamWith,
  integrations,
  OTHER_SHOP,
  owner,
  ownerWithoutShop,
  SHOP,
} from './permissions.fixtures.ts';
import { allow, type Case, decide, to } from './route-guard.fixtures.ts';
import { canVisitRoute, decideRoute } from './route-guard.ts';
import { matchRoute, ROUTES } from './routes.ts';

const run = (cases: Case[]) =>
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(decide(c)).toEqual(c.expected);
  });

describe('route guard: owner or iam with a shop on the shop list goes to their shop', () => {
  run([
    {
      name: 'owner',
      pathname: '/shops',
      user: owner,
      ownShopPath: '/domaine-demo',
      expected: to('/domaine-demo', 'ownShop'),
    },
    {
      name: 'iam',
      pathname: '/shops',
      user: iamWith(),
      ownShopPath: '/domaine-demo',
      expected: to('/domaine-demo', 'ownShop'),
    },
    {
      name: 'owner without a shop',
      pathname: '/shops',
      user: ownerWithoutShop,
      ownShopPath: '/domaine-demo',
      expected: allow,
    },
    { name: 'owner whose shop path is unknown', pathname: '/shops', user: owner, expected: allow },
    {
      name: 'an unsafe shop path is not followed',
      pathname: '/shops',
      user: owner,
      ownShopPath: '//evil.example',
      expected: allow,
    },
    {
      name: 'buyer browses the producers',
      pathname: '/shops',
      user: buyer,
      ownShopPath: '/domaine-demo',
      expected: allow,
    },
    {
      name: 'agent browses the producers',
      pathname: '/shops',
      user: agent,
      ownShopPath: '/domaine-demo',
      expected: allow,
    },
    {
      name: 'owner on shop creation is not a list',
      pathname: '/shops/add',
      user: owner,
      ownShopPath: '/domaine-demo',
      expected: allow,
    },
    {
      name: 'explicit isShopListRoute',
      pathname: '/dashboard/settings',
      user: owner,
      ownShopPath: '/domaine-demo',
      isShopListRoute: true,
      expected: to('/domaine-demo', 'ownShop'),
    },
    {
      name: 'explicit isShopListRoute false',
      pathname: '/shops',
      user: owner,
      ownShopPath: '/x',
      isShopListRoute: false,
      expected: allow,
    },
  ]);
});

describe('route guard: owner (and iam) on a route whose integration is inactive goes to the dashboard', () => {
  run([
    {
      name: 'agents off',
      pathname: '/dashboard/agents',
      user: owner,
      shopIntegration: integrations(true, { agents: false }),
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'accounting off',
      pathname: '/dashboard/accounting/codes',
      user: owner,
      shopIntegration: ALL_OFF,
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'no shop integration loaded',
      pathname: '/dashboard/salespoints/3',
      user: owner,
      shopIntegration: null,
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'a missing key counts as off',
      pathname: '/dashboard/futures',
      user: owner,
      shopIntegration: { crm: { active: true } },
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'iam too',
      pathname: '/dashboard/stocks',
      user: iamFull,
      shopIntegration: ALL_OFF,
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'active integration',
      pathname: '/dashboard/agents',
      user: owner,
      shopIntegration: integrations(false, { agents: true }),
      expected: allow,
    },
    {
      name: 'route without integration',
      pathname: '/dashboard/orders',
      user: owner,
      shopIntegration: ALL_OFF,
      expected: allow,
    },
  ]);
});

describe('route guard: iam lacking any required permission goes to the dashboard', () => {
  run([
    {
      name: 'lacks the one permission',
      pathname: '/dashboard/orders',
      user: iamWith('createOrder'),
      expected: to('/dashboard', 'permission'),
    },
    { name: 'holds it', pathname: '/dashboard/orders', user: iamWith('seeAllOrder'), expected: allow },
    { name: 'no map: unrestricted', pathname: '/dashboard/accounting/codes', user: iamFull, expected: allow },
    {
      name: 'lacks one of two',
      pathname: '/dashboard/analytics/reservations',
      user: iamWith('accessAnalytics'),
      expected: to('/dashboard', 'permission'),
    },
    {
      name: 'holds both',
      pathname: '/dashboard/analytics/reservations',
      user: iamWith('accessAnalytics', 'seeAllResa'),
      expected: allow,
    },
    {
      name: 'tickets need seeAllMessages',
      pathname: '/tickets',
      user: iamWith(),
      expected: to('/dashboard', 'permission'),
    },
    { name: 'route without permission', pathname: '/dashboard/settings', user: iamWith(), expected: allow },
    {
      name: 'integration is checked before permission',
      pathname: '/dashboard/agents',
      user: iamWith(),
      shopIntegration: ALL_OFF,
      expected: to('/dashboard', 'integration'),
    },
    {
      name: 'checked on the first shop only',
      pathname: '/dashboard/orders',
      user: {
        role: 'iam',
        shops: [
          { id: SHOP, authorizations: {} },
          { id: OTHER_SHOP, authorizations: { seeAllOrder: true } },
        ],
      },
      expected: to('/dashboard', 'permission'),
    },
    {
      name: 'owner is never asked',
      pathname: '/dashboard/orders',
      user: { role: 'owner', shops: [{ id: SHOP, authorizations: {} }] },
      expected: allow,
    },
    {
      name: 'agent is not asked',
      pathname: '/dashboard/orders',
      user: { role: 'agent', shops: [{ id: SHOP, authorizations: {} }] },
      expected: allow,
    },
    { name: 'buyer is not asked', pathname: '/dashboard/orders', user: buyer, expected: allow },
  ]);
});

describe('route guard: every redirect lands on a page the same user may open', () => {
  const personas: [string, PermissionSubject | null][] = [
    ['anonymous', null],
    ['buyer', buyer],
    ['owner', owner],
    ['owner without shop', ownerWithoutShop],
    ['iam without rights', iamWith()],
    ['agent', agent],
    ['admin', admin],
  ];
  const samplePath = (pattern: string) => pattern.replace(/\/:\w+\?$/, '').replace(/:\w+/g, 'x1');

  it.each(personas)('%s never bounces twice', (_name, user) => {
    for (const route of ROUTES) {
      const pathname = samplePath(route.path);
      const first = decideRoute({
        route,
        user,
        pathname,
        shopIntegration: ALL_OFF,
        ownShopPath: '/domaine-demo',
      });
      if (first.kind === 'allow') continue;
      const target = matchRoute(first.to);
      expect([route.path, target?.path]).not.toEqual([route.path, undefined]);
      const second = decideRoute({
        route: target!,
        user,
        pathname: first.to,
        shopIntegration: ALL_OFF,
        ownShopPath: '/domaine-demo',
      });
      expect([route.path, first.to, second]).toEqual([route.path, first.to, allow]);
    }
  });
});

describe('canVisitRoute', () => {
  it('answers the guard without the shop-list redirection', () => {
    const shops = matchRoute('/shops')!;
    expect(canVisitRoute(shops, owner, ALL_ON)).toBe(true);
    expect(canVisitRoute(matchRoute('/dashboard/agents')!, owner, ALL_OFF)).toBe(false);
    expect(canVisitRoute(matchRoute('/dashboard/agents')!, null, ALL_ON)).toBe(false);
  });
});
