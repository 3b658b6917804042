import { RESERVED_SHOP_URLS } from '../reference.ts';
import type { IntegrationKey } from './integrations.ts';
import type { Permission } from './permissions.ts';
import type { Role } from './roles.ts';
import { createPathMatcher, type PathParams } from './route-matcher.ts';

export type RouteArea = 'public' | 'auth' | 'storefront' | 'dashboard' | 'admin' | 'tickets' | 'iframe';
export type RouteLayout =
  | 'admin'
  | 'auth'
  | 'dashboard'
  | 'dashboardEditor'
  | 'headerOnly'
  | 'plainDashboard'
  | 'shops'
  | 'tickets'
  | 'default';

export type RouteEntry = {
  /** React Router pattern, e.g. '/dashboard/orders/:id'. */
  readonly path: string;
  /** false: public page, anyone may open it. */
  readonly auth: boolean;
  /** Login/registration pages: a signed-in user is sent home. */
  readonly guestOnly?: boolean;
  /** Authenticated roles allowed; undefined = every role (admin still needs allowAdmin). */
  readonly roles?: readonly Role[];
  readonly allowAdmin?: boolean;
  /** Every one is required (checked for iam; owners hold them all). */
  readonly permissions?: readonly Permission[];
  /** Module that must be active on the shop (checked for owner and iam). */
  readonly integration?: IntegrationKey;
  readonly area: RouteArea;
  readonly layout: RouteLayout;
};

/** Who may open which kind of dashboard page (spec §2 menus, §6). */
const MEMBERS: readonly Role[] = ['buyer', 'owner', 'iam', 'agent'];
const STAFF: readonly Role[] = ['owner', 'iam'];
const FIELD: readonly Role[] = ['owner', 'iam', 'agent'];
const BUYER_STAFF: readonly Role[] = ['buyer', 'owner', 'iam'];

type Extra = Partial<Omit<RouteEntry, 'path'>>;

const open = (path: string, area: RouteArea, layout: RouteLayout, extra: Extra = {}): RouteEntry => ({
  path,
  auth: false,
  area,
  layout,
  ...extra,
});
const guest = (path: string): RouteEntry => open(path, 'auth', 'auth', { guestOnly: true });
const shopPage = (path: string): RouteEntry => open(path, 'storefront', 'shops');
const admin = (path: string): RouteEntry => ({
  path,
  auth: true,
  roles: ['admin'],
  allowAdmin: true,
  area: 'admin',
  layout: 'admin',
});
/** A dashboard page for owner and iam unless `extra.roles` says otherwise. */
const dash = (
  path: string,
  permissions?: readonly Permission[],
  integration?: IntegrationKey,
  extra: Extra = {},
): RouteEntry => ({
  path,
  auth: true,
  roles: STAFF,
  area: 'dashboard',
  layout: 'dashboard',
  ...(permissions ? { permissions } : {}),
  ...(integration ? { integration } : {}),
  ...extra,
});

const PUBLIC_AND_AUTH: readonly RouteEntry[] = [
  open('/', 'public', 'default'),
  guest('/auth'),
  guest('/auth/login'),
  guest('/auth/register-wineriz'),
  guest('/auth/register-wineriz/agent'),
  guest('/auth/register-wineriz/seller'),
  guest('/auth/register/buyer'),
  guest('/auth/resetpwd'),
  // The e-mail validation link may be opened while signed in.
  open('/auth/validate', 'auth', 'auth'),
  open('/cart', 'storefront', 'headerOnly'),
  open('/disable-tracking-notif', 'public', 'default'),
  open('/help', 'public', 'headerOnly'),
  open('/roi-simulator', 'public', 'headerOnly'),
  open('/iframes/:id', 'iframe', 'default'),
  { path: '/validate3ds', auth: true, area: 'storefront', layout: 'default' },
  { path: '/get-api-key', auth: true, roles: ['owner'], area: 'dashboard', layout: 'plainDashboard' },
  { path: '/shops', auth: true, roles: MEMBERS, area: 'dashboard', layout: 'dashboard' },
  { path: '/shops/add', auth: true, roles: ['owner'], area: 'dashboard', layout: 'plainDashboard' },
  {
    path: '/tickets',
    auth: true,
    roles: BUYER_STAFF,
    permissions: ['seeAllMessages'],
    area: 'tickets',
    layout: 'tickets',
  },
  admin('/admin'),
  admin('/admin/orders'),
  admin('/admin/products'),
  admin('/admin/shops'),
  admin('/admin/users'),
];

const STOREFRONT: readonly RouteEntry[] = [
  shopPage('/shops/:id'),
  shopPage('/shops/:id/builders'),
  shopPage('/shops/:id/builders/:builder'),
  shopPage('/shops/:id/builders/:builder/:product'),
  shopPage('/shops/:id/legal-notice'),
  shopPage('/shops/:id/:product'),
  shopPage('/:name'),
  shopPage('/:name/:product'),
  shopPage('/:name/legal-notice'),
  open('/:name/nutritiveValues', 'public', 'default'),
  // GS1 Digital Link: the last identifier may be left empty ("optional in places").
  open('/gs1/01/:ean?', 'public', 'default'),
  open('/gs1/01/:ean/10/:lotNumber?', 'public', 'default'),
  open('/gs1/01/:ean/22/:vintage?', 'public', 'default'),
  open('/gs1/01/:ean/22/:vintage/10/:lotNumber?', 'public', 'default'),
];

const DASHBOARD: readonly RouteEntry[] = [
  dash('/dashboard', undefined, undefined, { roles: MEMBERS }),
  dash('/dashboard/agents', ['accessAgent'], 'agents'),
  dash('/dashboard/agents/add', ['createAgent'], 'agents'),
  dash('/dashboard/agents/find', ['createAgent'], 'agents'),
  dash('/dashboard/agents/analytics', ['accessAgent'], 'agents'),
  dash('/dashboard/agents/:id', ['accessAgent'], 'agents'),
  dash('/dashboard/analytics', ['accessAnalytics'], 'analytics'),
  dash('/dashboard/analytics/activities', ['activitiesAnalytics'], 'analytics'),
  dash('/dashboard/analytics/budget', ['manageBudget'], 'analytics'),
  dash('/dashboard/analytics/campaigns', ['campaignsAnalytics'], 'analytics'),
  dash('/dashboard/analytics/clients', ['clientSalesAnalytics'], 'analytics'),
  dash('/dashboard/analytics/commissions', ['commissionsAnalytics'], 'analytics'),
  dash('/dashboard/analytics/custom', ['accessAnalytics'], 'analytics'),
  dash('/dashboard/analytics/objectives', ['goalsAnalytics'], 'analytics'),
  dash('/dashboard/analytics/products', ['productSalesAnalytics'], 'analytics'),
  dash('/dashboard/analytics/reservations', ['accessAnalytics', 'seeAllResa'], 'analytics'),
  dash('/dashboard/analytics/sells', ['salesAnalytics'], 'analytics'),
  dash('/dashboard/calendar', undefined, undefined, { roles: FIELD }),
  dash('/dashboard/clients', ['seeAllClient'], undefined, { roles: FIELD }),
  dash('/dashboard/clients/add', ['createClient'], undefined, { roles: FIELD }),
  dash('/dashboard/clients/opportunities', ['seeAllClient'], 'crm'),
  dash('/dashboard/clients/prospection', ['seeAllClient'], 'crm'),
  dash('/dashboard/clients/:id', ['seeAllClient'], undefined, { roles: FIELD }),
  dash('/dashboard/collaborators', ['accessCollaborator'], 'iam'),
  dash('/dashboard/collaborators/add', ['createCollaborator'], 'iam'),
  dash('/dashboard/collaborators/structure', ['accessCollaborator'], 'iam'),
  dash('/dashboard/collaborators/:id', ['accessCollaborator'], 'iam'),
  dash('/dashboard/customize', undefined, 'shop', { layout: 'dashboardEditor' }),
  dash('/dashboard/delivery', ['manageDelivery']),
  dash('/dashboard/tarifs', ['seeAllPrice']),
  dash('/dashboard/tasks', ['seeAllTask'], 'crm'),
  dash('/dashboard/futures', ['seeFutureOrder'], 'futures'),
  dash('/dashboard/futures/add', ['createFutureOrder'], 'futures'),
  dash('/dashboard/futures/:id', ['seeFutureOrder'], 'futures'),
  dash('/dashboard/orders', ['seeAllOrder'], undefined, { roles: MEMBERS }),
  // ?subType=quote additionally needs createQuote, ?subType=bill billOrder: checked by the page.
  dash('/dashboard/orders/add', ['createOrder'], undefined, { roles: FIELD }),
  dash('/dashboard/orders/bills', ['billOrder']),
  dash('/dashboard/orders/credits', ['billOrder']),
  dash('/dashboard/orders/deposits', ['billOrder']),
  dash('/dashboard/orders/quotes', ['createQuote']),
  dash('/dashboard/orders/samples', ['seeAllOrder'], undefined, { roles: FIELD }),
  dash('/dashboard/orders/ventilate', ['billOrder']),
  dash('/dashboard/orders/:id', ['seeAllOrder'], undefined, { roles: MEMBERS }),
  dash('/dashboard/payments', ['seeAllPayment']),
  dash('/dashboard/payments/credits', ['seeAllPayment']),
  dash('/dashboard/payments/outstandings', ['seeAllPayment']),
  dash('/dashboard/payments/unpaids', ['seeAllPayment']),
  dash('/dashboard/products', ['seeAllProduct'], undefined, { roles: FIELD }),
  dash('/dashboard/products/add', ['createProduct']),
  dash('/dashboard/products/:id', ['seeAllProduct'], undefined, { roles: FIELD }),
  dash('/dashboard/purchases', ['seeSupplierOrder'], 'purchase'),
  dash('/dashboard/purchases/add', ['seeSupplierOrder'], 'purchase'),
  dash('/dashboard/purchases/:id', ['seeSupplierOrder'], 'purchase'),
  dash('/dashboard/reservations', ['seeAllResa'], 'reservations', { roles: BUYER_STAFF }),
  dash('/dashboard/reservations/add', ['createResa'], 'reservations'),
  dash('/dashboard/reservations/events', ['accessEvent'], 'reservations'),
  dash('/dashboard/reservations/events/add', ['createEvent'], 'reservations'),
  dash('/dashboard/reservations/events/:id', ['accessEvent'], 'reservations'),
  dash('/dashboard/reservations/:id', ['seeAllResa'], 'reservations', { roles: BUYER_STAFF }),
  dash('/dashboard/salespoints', ['createOrderSalesPoint'], 'salesPoint'),
  dash('/dashboard/salespoints/:id', ['createOrderSalesPoint'], 'salesPoint'),
  dash('/dashboard/salespoints/:id/new-order', ['createOrderSalesPoint'], 'salesPoint', {
    layout: 'plainDashboard',
  }),
  dash('/dashboard/settings', undefined, undefined, { roles: MEMBERS }),
  dash('/dashboard/stocks', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/add', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/allocations', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/crdColors', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/movements', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/warehouses', ['createWarehouse'], 'stocks'),
  dash('/dashboard/stocks/drm', ['seeAllStock'], 'stocks'),
  dash('/dashboard/stocks/:id', ['seeAllStock'], 'stocks'),
  dash('/dashboard/suppliers', ['seeSupplier'], 'purchase'),
  dash('/dashboard/suppliers/add', ['createSupplier'], 'purchase'),
  dash('/dashboard/suppliers/:id', ['seeSupplier'], 'purchase'),
  dash('/dashboard/accounting/codes', ['editAccountingCodes'], 'accounting'),
  dash('/dashboard/accounting/journals', ['accessAccounting'], 'accounting'),
  dash('/dashboard/crm/campaigns', ['createCampaign'], 'campaigns'),
  dash('/dashboard/crm/campaigns/add', ['createCampaign'], 'campaigns'),
  dash('/dashboard/crm/campaigns/:id', ['createCampaign'], 'campaigns'),
  dash('/dashboard/crm/lists', ['createList'], 'crm'),
  dash('/dashboard/crm/lists/add', ['createList'], 'crm'),
  dash('/dashboard/crm/lists/:id', ['createList'], 'crm'),
  dash('/dashboard/crm/models', ['createModel'], 'campaigns'),
  dash('/dashboard/crm/models/add', ['createModel'], 'campaigns'),
  dash('/dashboard/crm/models/advanced', ['createModel'], 'campaigns', { layout: 'dashboardEditor' }),
  dash('/dashboard/crm/models/:id/advanced', ['createModel'], 'campaigns', { layout: 'dashboardEditor' }),
  dash('/dashboard/crm/models/:id/standard', ['createModel'], 'campaigns'),
  dash('/dashboard/iframes/add', undefined, 'iframes', { layout: 'dashboardEditor' }),
  dash('/dashboard/iframes/:id', undefined, 'iframes', { layout: 'dashboardEditor' }),
];

/** Every route of spec §2. The order only breaks ties between equally specific patterns. */
export const ROUTES: readonly RouteEntry[] = [...PUBLIC_AND_AUTH, ...DASHBOARD, ...STOREFRONT];

/** The route whose pattern is exactly `path` (a table lookup, not a match). */
export function routeByPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

/**
 * First path segments a shop's `/{name}` may not take: every top-level word of the route
 * table plus the API's and the host's own (RESERVED_SHOP_URLS, also enforced on urlShop).
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set(
  [
    ...ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((s) => s !== '' && !s.startsWith(':')),
    ...RESERVED_SHOP_URLS,
  ].map((s) => s.toLowerCase()),
);

/** A matched route and its decoded parameters, e.g. { id: 'abc' } for '/dashboard/orders/:id'. */
export type RouteMatch = { route: RouteEntry; params: PathParams };

const match = createPathMatcher(
  ROUTES,
  (route) => route.path,
  (route, params) =>
    !(route.path.startsWith('/:name') && RESERVED_PATH_SEGMENTS.has(params.name!.toLowerCase())),
);

/** The route a concrete pathname (query and fragment ignored) shows, with its parameters. */
export function matchRouteWithParams(pathname: string): RouteMatch | undefined {
  const found = match(pathname);
  return found ? { route: found.value, params: found.params } : undefined;
}

/** The route a concrete pathname shows; undefined is the 404 page. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return match(pathname)?.value;
}
