import { describe, expect, it } from 'vitest';
import { RESERVED_SHOP_URLS } from '../reference.ts';
import type { Role } from './roles.ts';
import { BEYOND_SPEC_ROUTES, SPEC_ROUTES } from './routes.fixtures.ts';
import { matchRoute, matchRouteWithParams, ROUTES, routeById, routeByPath } from './routes.ts';

const toPattern = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

describe('route table', () => {
  it('has one entry per path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('names every route once, with a dotted English id that starts with its area (decision 0018)', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect([route.path, route.id]).toEqual([
        route.path,
        expect.stringMatching(new RegExp(`^${route.area}(\\.[a-z][A-Za-z0-9]*)+$`)),
      ]);
    }
  });

  it('finds each route by its id', () => {
    for (const route of ROUTES) expect(routeById(route.id)).toBe(route);
    expect(routeById('dashboard.orders.show').path).toBe('/dashboard/orders/:id');
    expect(routeById('storefront.shop').path).toBe('/:name');
  });

  it.each(SPEC_ROUTES)('covers the spec route %s', (specPath) => {
    const pattern = toPattern(specPath);
    // The GS1 routes declare their last identifier optional.
    expect(routeByPath(pattern) ?? routeByPath(`${pattern}?`)).toBeDefined();
  });

  it('holds no route the spec does not list, beyond the few the product adds on purpose', () => {
    const spec = new Set([...SPEC_ROUTES, ...BEYOND_SPEC_ROUTES].map(toPattern));
    expect(ROUTES.map((r) => r.path.replace(/\?$/, '')).filter((p) => !spec.has(p))).toEqual([]);
  });

  it('keeps public pages free of role, permission and integration requirements', () => {
    for (const route of ROUTES.filter((r) => !r.auth)) {
      expect([route.path, route.roles, route.permissions, route.integration]).toEqual([
        route.path,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('marks exactly the login, registration and reset pages as guest-only', () => {
    expect(ROUTES.filter((r) => r.guestOnly).map((r) => r.path)).toEqual([
      '/auth',
      '/auth/login',
      '/auth/register-wineriz',
      '/auth/register-wineriz/agent',
      '/auth/register-wineriz/seller',
      '/auth/register/buyer',
      '/auth/resetpwd',
    ]);
  });

  it('keeps /admin for admins only, and lets no other route in admins', () => {
    for (const route of ROUTES) {
      const isAdminArea = route.path === '/admin' || route.path.startsWith('/admin/');
      expect([route.path, route.area === 'admin', Boolean(route.allowAdmin)]).toEqual([
        route.path,
        isAdminArea,
        isAdminArea,
      ]);
      if (isAdminArea) expect(route.roles).toEqual(['admin']);
    }
  });

  it('puts every /dashboard page behind authentication in the dashboard area', () => {
    for (const route of ROUTES.filter((r) => r.path.startsWith('/dashboard'))) {
      expect([route.path, route.auth, route.area]).toEqual([route.path, true, 'dashboard']);
    }
  });

  const allows = (path: string, role: Role) => {
    const route = routeByPath(path);
    return Boolean(route?.auth && (!route.roles || route.roles.includes(role)));
  };

  it.each([
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/orders/:id',
    '/dashboard/reservations',
    '/dashboard/reservations/:id',
    '/dashboard/settings',
    '/tickets',
    '/shops',
  ])('lets the buyer open %s', (path) => {
    expect(allows(path, 'buyer')).toBe(true);
  });

  const AGENT_PAGES = [
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/orders/:id',
    '/dashboard/orders/add',
    '/dashboard/orders/samples',
    '/dashboard/clients',
    '/dashboard/clients/add',
    '/dashboard/clients/:id',
    '/dashboard/products',
    '/dashboard/products/:id',
    '/dashboard/calendar',
    '/shops',
    '/dashboard/settings',
    // Their own commission statements (issue 28).
    '/dashboard/analytics/commissions',
  ];
  it('lets the agent open exactly the dashboard, orders, samples, clients, catalogue, calendar, shops, settings and their commissions', () => {
    const open = ROUTES.filter((r) => r.auth && r.path !== '/validate3ds' && allows(r.path, 'agent')).map(
      (r) => r.path,
    );
    expect(open.sort()).toEqual([...AGENT_PAGES].sort());
  });

  it.each([
    '/dashboard/agents',
    '/dashboard/orders/bills',
    '/dashboard/products/add',
    '/dashboard/stocks',
    '/dashboard/customize',
    '/dashboard/crm/campaigns',
    '/dashboard/accounting/codes',
    '/shops/add',
    '/get-api-key',
  ])('keeps the buyer out of the owner area %s', (path) => {
    expect(allows(path, 'buyer')).toBe(false);
    expect(allows(path, 'owner')).toBe(true);
  });

  it('reserves every top-level word of the route table as a shop url', () => {
    const words = new Set(
      ROUTES.map((r) => r.path.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')),
    );
    expect([...words].filter((w) => !(RESERVED_SHOP_URLS as readonly string[]).includes(w))).toEqual([]);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/auth/login?id=DEMO', '/auth/login'],
    ['/auth/register-wineriz/seller', '/auth/register-wineriz/seller'],
    ['/cart', '/cart'],
    ['/help/', '/help'],
    ['/iframes/abc', '/iframes/:id'],
    ['/tickets', '/tickets'],
    ['/admin', '/admin'],
    ['/admin/users', '/admin/users'],
    ['/shops', '/shops'],
    ['/shops/add', '/shops/add'],
    ['/shops/42', '/shops/:id'],
    ['/shops/42/legal-notice', '/shops/:id/legal-notice'],
    ['/shops/42/builders', '/shops/:id/builders'],
    ['/shops/42/vin-rouge', '/shops/:id/:product'],
    ['/shops/42/builders/b1/p1', '/shops/:id/builders/:builder/:product'],
    ['/domaine-demo', '/:name'],
    ['/domaine-demo?page=nos-vins&pageid=3', '/:name'],
    ['/domaine-demo/vin-rouge', '/:name/:product'],
    ['/domaine-demo/legal-notice', '/:name/legal-notice'],
    ['/domaine-demo/nutritiveValues', '/:name/nutritiveValues'],
    ['/gs1/01', '/gs1/01/:ean?'],
    ['/gs1/01/03701234567890', '/gs1/01/:ean?'],
    ['/gs1/01/03701234567890/10/L42', '/gs1/01/:ean/10/:lotNumber?'],
    ['/gs1/01/03701234567890/22/2022', '/gs1/01/:ean/22/:vintage?'],
    ['/gs1/01/03701234567890/22/2022/10/L42', '/gs1/01/:ean/22/:vintage/10/:lotNumber?'],
    ['/gs1/01/03701234567890/22', '/gs1/01/:ean/22/:vintage?'],
    ['/dashboard', '/dashboard'],
    ['/Dashboard/Orders', '/dashboard/orders'],
    ['/dashboard/orders/bills', '/dashboard/orders/bills'],
    ['/dashboard/orders/0190a1b2', '/dashboard/orders/:id'],
    ['/dashboard/orders/add?subType=quote', '/dashboard/orders/add'],
    ['/dashboard/reservations/events', '/dashboard/reservations/events'],
    ['/dashboard/reservations/events/7', '/dashboard/reservations/events/:id'],
    ['/dashboard/reservations/7', '/dashboard/reservations/:id'],
    ['/dashboard/salespoints/3/new-order', '/dashboard/salespoints/:id/new-order'],
    ['/dashboard/crm/models/advanced', '/dashboard/crm/models/advanced'],
    ['/dashboard/crm/models/9/advanced', '/dashboard/crm/models/:id/advanced'],
    ['/dashboard/stocks/crdColors', '/dashboard/stocks/crdColors'],
    ['/dashboard/settings?link=billing&tab=1', '/dashboard/settings'],
  ])('%s → %s', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  it.each([
    ['/dashboard/unknown', 'an unknown dashboard page is not a shop product'],
    ['/auth/unknown', 'an unknown auth page'],
    ['/admin/unknown', 'an unknown admin page'],
    ['/tickets/12', 'a reserved word followed by anything'],
    ['/api', 'a word reserved for the API'],
    ['/dashboard/orders/1/2', 'too deep'],
    ['//evil.example', 'an empty segment'],
    ['/dashboard//orders', 'an empty segment inside'],
    ['dashboard', 'a relative path'],
    ['/domaine-demo/vin/rouge', 'a storefront path too deep'],
  ])('%s matches nothing (%s)', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });

  it.each([
    ['/domaine-demo', 'storefront.shop'],
    ['/domaine-demo/vin-rouge', 'storefront.product'],
    ['/shops/42', 'storefront.shopById'],
    ['/shops/42/vin-rouge', 'storefront.productById'],
    ['/domaine-demo/events/0190a1b2', 'storefront.event'],
    ['/shops/42/events/0190a1b2', 'storefront.eventById'],
    ['/booking-groups/abc123', 'public.groupPayment'],
    ['/shops', 'dashboard.producers'],
    ['/dashboard/orders/quotes', 'dashboard.orders.quotes'],
    ['/dashboard/orders/0190a1b2', 'dashboard.orders.show'],
    ['/dashboard/payments/credits', 'dashboard.payments.creditNotes'],
    ['/auth/login', 'auth.login'],
  ])('%s is the route %s', (pathname, id) => {
    expect(matchRoute(pathname)?.id).toBe(id);
    expect(matchRouteWithParams(pathname)?.route.id).toBe(id);
  });

  it('decodes parameters', () => {
    expect(matchRouteWithParams('/ch%C3%A2teau-x/cuv%C3%A9e%201')?.params).toEqual({
      name: 'château-x',
      product: 'cuvée 1',
    });
    expect(matchRouteWithParams('/gs1/01/03701234567890/22/2022/10/L42')?.params).toEqual({
      ean: '03701234567890',
      vintage: '2022',
      lotNumber: 'L42',
    });
    expect(matchRouteWithParams('/gs1/01')?.params).toEqual({});
  });

  it('refuses a parameter that is not valid percent-encoding', () => {
    expect(matchRoute('/dashboard/orders/%E0%A4%A')).toBeUndefined();
  });
});
