/**
 * The route table of spec §2 (decision 0004): each route's id (decision 0018), pattern, guard
 * data, area and layout. routes.ts derives the id types and the matcher from it.
 */
import type { IntegrationKey } from './integrations.ts';
import type { Permission } from './permissions.ts';
import type { Role } from './roles.ts';

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

/** What a route declares besides its id (decision 0004): its pattern, guard data, area, layout. */
export type RouteFields = {
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

/**
 * One row of the table with its literal id and area, so that the ids and each area's ids are
 * types (decision 0018). An id starts with its area: 'dashboard.orders.show'.
 */
type RouteDef<I extends string, A extends RouteArea> = RouteFields & { readonly id: I; readonly area: A };

/** Who may open which kind of dashboard page (spec §2 menus, §6). */
const MEMBERS: readonly Role[] = ['buyer', 'owner', 'iam', 'agent'];
const STAFF: readonly Role[] = ['owner', 'iam'];
const FIELD: readonly Role[] = ['owner', 'iam', 'agent'];
const BUYER_STAFF: readonly Role[] = ['buyer', 'owner', 'iam'];

type Extra = Partial<Omit<RouteFields, 'path' | 'area'>>;
const OWNER_PLAIN: Extra = { roles: ['owner'], layout: 'plainDashboard' };

/** A public page (the id's first word must be its area, as for every helper below). */
const open = <const I extends `${A}.${string}`, const A extends RouteArea>(
  id: I,
  path: string,
  area: A,
  layout: RouteLayout,
  extra: Extra = {},
): RouteDef<I, A> => ({ id, path, auth: false, area, layout, ...extra });
/** A page for any signed-in role (admin still needs allowAdmin), unless `extra.roles` narrows it. */
const signedIn = <const I extends `${A}.${string}`, const A extends RouteArea>(
  id: I,
  path: string,
  area: A,
  layout: RouteLayout,
  extra: Extra = {},
): RouteDef<I, A> => open(id, path, area, layout, { auth: true, ...extra });
const guest = <const I extends `auth.${string}`>(id: I, path: string) =>
  open(id, path, 'auth', 'auth', { guestOnly: true });
const shopPage = <const I extends `storefront.${string}`>(id: I, path: string) =>
  open(id, path, 'storefront', 'shops');
const admin = <const I extends `admin.${string}`>(id: I, path: string): RouteDef<I, 'admin'> => ({
  id,
  path,
  auth: true,
  roles: ['admin'],
  allowAdmin: true,
  area: 'admin',
  layout: 'admin',
});
/** A dashboard page for owner and iam unless `extra.roles` says otherwise. */
const dash = <const I extends `dashboard.${string}`>(
  id: I,
  path: string,
  permissions?: readonly Permission[],
  integration?: IntegrationKey,
  extra: Extra = {},
): RouteDef<I, 'dashboard'> => ({
  id,
  path,
  auth: true,
  roles: STAFF,
  area: 'dashboard',
  layout: 'dashboard',
  ...(permissions ? { permissions } : {}),
  ...(integration ? { integration } : {}),
  ...extra,
});

export const PUBLIC_AND_AUTH = [
  open('public.root', '/', 'public', 'default'),
  guest('auth.home', '/auth'),
  guest('auth.login', '/auth/login'),
  guest('auth.register', '/auth/register-wineriz'),
  guest('auth.register.agent', '/auth/register-wineriz/agent'),
  guest('auth.register.seller', '/auth/register-wineriz/seller'),
  guest('auth.register.buyer', '/auth/register/buyer'),
  guest('auth.resetPassword', '/auth/resetpwd'),
  // The e-mail validation link may be opened while signed in.
  open('auth.validate', '/auth/validate', 'auth', 'auth'),
  open('storefront.cart', '/cart', 'storefront', 'headerOnly'),
  open('public.trackingOptOut', '/disable-tracking-notif', 'public', 'default'),
  open('public.help', '/help', 'public', 'headerOnly'),
  open('public.roiSimulator', '/roi-simulator', 'public', 'headerOnly'),
  open('iframe.show', '/iframes/:id', 'iframe', 'default'),
  signedIn('storefront.payment3ds', '/validate3ds', 'storefront', 'default'),
  dash('dashboard.apiKey', '/get-api-key', undefined, undefined, OWNER_PLAIN),
  dash('dashboard.producers', '/shops', undefined, undefined, { roles: MEMBERS }),
  dash('dashboard.shops.add', '/shops/add', undefined, undefined, OWNER_PLAIN),
  signedIn('tickets.inbox', '/tickets', 'tickets', 'tickets', {
    roles: BUYER_STAFF,
    permissions: ['seeAllMessages'],
  }),
  admin('admin.home', '/admin'),
  admin('admin.orders', '/admin/orders'),
  admin('admin.products', '/admin/products'),
  admin('admin.shops', '/admin/shops'),
  admin('admin.users', '/admin/users'),
];

export const STOREFRONT = [
  shopPage('storefront.shopById', '/shops/:id'),
  shopPage('storefront.builders.list', '/shops/:id/builders'),
  shopPage('storefront.builders.show', '/shops/:id/builders/:builder'),
  shopPage('storefront.builders.product', '/shops/:id/builders/:builder/:product'),
  shopPage('storefront.legalNoticeById', '/shops/:id/legal-notice'),
  shopPage('storefront.productById', '/shops/:id/:product'),
  shopPage('storefront.shop', '/:name'),
  shopPage('storefront.product', '/:name/:product'),
  shopPage('storefront.legalNotice', '/:name/legal-notice'),
  open('public.elabel.nutrition', '/:name/nutritiveValues', 'public', 'default'),
  // GS1 Digital Link: the last identifier may be left empty ("optional in places").
  open('public.gs1.product', '/gs1/01/:ean?', 'public', 'default'),
  open('public.gs1.lot', '/gs1/01/:ean/10/:lotNumber?', 'public', 'default'),
  open('public.gs1.vintage', '/gs1/01/:ean/22/:vintage?', 'public', 'default'),
  open('public.gs1.vintageLot', '/gs1/01/:ean/22/:vintage/10/:lotNumber?', 'public', 'default'),
];

export const DASHBOARD = [
  dash('dashboard.home', '/dashboard', undefined, undefined, { roles: MEMBERS }),
  dash('dashboard.agents.list', '/dashboard/agents', ['accessAgent'], 'agents'),
  dash('dashboard.agents.add', '/dashboard/agents/add', ['createAgent'], 'agents'),
  dash('dashboard.agents.find', '/dashboard/agents/find', ['createAgent'], 'agents'),
  dash('dashboard.agents.analytics', '/dashboard/agents/analytics', ['accessAgent'], 'agents'),
  dash('dashboard.agents.show', '/dashboard/agents/:id', ['accessAgent'], 'agents'),
  dash('dashboard.analytics.home', '/dashboard/analytics', ['accessAnalytics'], 'analytics'),
  dash(
    'dashboard.analytics.activities',
    '/dashboard/analytics/activities',
    ['activitiesAnalytics'],
    'analytics',
  ),
  dash('dashboard.analytics.budget', '/dashboard/analytics/budget', ['manageBudget'], 'analytics'),
  dash(
    'dashboard.analytics.campaigns',
    '/dashboard/analytics/campaigns',
    ['campaignsAnalytics'],
    'analytics',
  ),
  dash('dashboard.analytics.clients', '/dashboard/analytics/clients', ['clientSalesAnalytics'], 'analytics'),
  dash(
    'dashboard.analytics.commissions',
    '/dashboard/analytics/commissions',
    ['commissionsAnalytics'],
    'analytics',
  ),
  dash('dashboard.analytics.custom', '/dashboard/analytics/custom', ['accessAnalytics'], 'analytics'),
  dash('dashboard.analytics.objectives', '/dashboard/analytics/objectives', ['goalsAnalytics'], 'analytics'),
  dash(
    'dashboard.analytics.products',
    '/dashboard/analytics/products',
    ['productSalesAnalytics'],
    'analytics',
  ),
  dash(
    'dashboard.analytics.reservations',
    '/dashboard/analytics/reservations',
    ['accessAnalytics', 'seeAllResa'],
    'analytics',
  ),
  dash('dashboard.analytics.sales', '/dashboard/analytics/sells', ['salesAnalytics'], 'analytics'),
  dash('dashboard.calendar', '/dashboard/calendar', undefined, undefined, { roles: FIELD }),
  dash('dashboard.clients.list', '/dashboard/clients', ['seeAllClient'], undefined, { roles: FIELD }),
  dash('dashboard.clients.add', '/dashboard/clients/add', ['createClient'], undefined, { roles: FIELD }),
  dash('dashboard.clients.opportunities', '/dashboard/clients/opportunities', ['seeAllClient'], 'crm'),
  dash('dashboard.clients.prospecting', '/dashboard/clients/prospection', ['seeAllClient'], 'crm'),
  dash('dashboard.clients.show', '/dashboard/clients/:id', ['seeAllClient'], undefined, { roles: FIELD }),
  dash('dashboard.collaborators.list', '/dashboard/collaborators', ['accessCollaborator'], 'iam'),
  dash('dashboard.collaborators.add', '/dashboard/collaborators/add', ['createCollaborator'], 'iam'),
  dash(
    'dashboard.collaborators.structure',
    '/dashboard/collaborators/structure',
    ['accessCollaborator'],
    'iam',
  ),
  dash('dashboard.collaborators.show', '/dashboard/collaborators/:id', ['accessCollaborator'], 'iam'),
  dash('dashboard.storefront.customize', '/dashboard/customize', undefined, 'shop', {
    layout: 'dashboardEditor',
  }),
  dash('dashboard.shipments', '/dashboard/delivery', ['manageDelivery']),
  dash('dashboard.prices', '/dashboard/tarifs', ['seeAllPrice']),
  dash('dashboard.tasks', '/dashboard/tasks', ['seeAllTask'], 'crm'),
  dash('dashboard.futures.list', '/dashboard/futures', ['seeFutureOrder'], 'futures'),
  dash('dashboard.futures.add', '/dashboard/futures/add', ['createFutureOrder'], 'futures'),
  dash('dashboard.futures.show', '/dashboard/futures/:id', ['seeFutureOrder'], 'futures'),
  dash('dashboard.orders.list', '/dashboard/orders', ['seeAllOrder'], undefined, { roles: MEMBERS }),
  // ?subType=quote additionally needs createQuote, ?subType=bill billOrder: checked by the page.
  dash('dashboard.orders.add', '/dashboard/orders/add', ['createOrder'], undefined, { roles: FIELD }),
  dash('dashboard.orders.invoices', '/dashboard/orders/bills', ['billOrder']),
  dash('dashboard.orders.creditInvoices', '/dashboard/orders/credits', ['billOrder']),
  dash('dashboard.orders.depositInvoices', '/dashboard/orders/deposits', ['billOrder']),
  dash('dashboard.orders.quotes', '/dashboard/orders/quotes', ['createQuote']),
  dash('dashboard.orders.samples', '/dashboard/orders/samples', ['seeAllOrder'], undefined, { roles: FIELD }),
  dash('dashboard.orders.ventilations', '/dashboard/orders/ventilate', ['billOrder']),
  dash('dashboard.orders.show', '/dashboard/orders/:id', ['seeAllOrder'], undefined, { roles: MEMBERS }),
  dash('dashboard.payments.list', '/dashboard/payments', ['seeAllPayment']),
  dash('dashboard.payments.creditNotes', '/dashboard/payments/credits', ['seeAllPayment']),
  dash('dashboard.payments.outstandings', '/dashboard/payments/outstandings', ['seeAllPayment']),
  dash('dashboard.payments.unpaids', '/dashboard/payments/unpaids', ['seeAllPayment']),
  dash('dashboard.products.list', '/dashboard/products', ['seeAllProduct'], undefined, { roles: FIELD }),
  dash('dashboard.products.add', '/dashboard/products/add', ['createProduct']),
  dash('dashboard.products.show', '/dashboard/products/:id', ['seeAllProduct'], undefined, { roles: FIELD }),
  dash('dashboard.purchases.list', '/dashboard/purchases', ['seeSupplierOrder'], 'purchase'),
  dash('dashboard.purchases.add', '/dashboard/purchases/add', ['seeSupplierOrder'], 'purchase'),
  dash('dashboard.purchases.show', '/dashboard/purchases/:id', ['seeSupplierOrder'], 'purchase'),
  dash('dashboard.reservations.list', '/dashboard/reservations', ['seeAllResa'], 'reservations', {
    roles: BUYER_STAFF,
  }),
  dash('dashboard.reservations.add', '/dashboard/reservations/add', ['createResa'], 'reservations'),
  dash(
    'dashboard.reservations.events.list',
    '/dashboard/reservations/events',
    ['accessEvent'],
    'reservations',
  ),
  dash(
    'dashboard.reservations.events.add',
    '/dashboard/reservations/events/add',
    ['createEvent'],
    'reservations',
  ),
  dash(
    'dashboard.reservations.events.show',
    '/dashboard/reservations/events/:id',
    ['accessEvent'],
    'reservations',
  ),
  dash('dashboard.reservations.show', '/dashboard/reservations/:id', ['seeAllResa'], 'reservations', {
    roles: BUYER_STAFF,
  }),
  dash('dashboard.salesPoints.list', '/dashboard/salespoints', ['createOrderSalesPoint'], 'salesPoint'),
  dash('dashboard.salesPoints.show', '/dashboard/salespoints/:id', ['createOrderSalesPoint'], 'salesPoint'),
  dash(
    'dashboard.salesPoints.newOrder',
    '/dashboard/salespoints/:id/new-order',
    ['createOrderSalesPoint'],
    'salesPoint',
    {
      layout: 'plainDashboard',
    },
  ),
  dash('dashboard.settings', '/dashboard/settings', undefined, undefined, { roles: MEMBERS }),
  dash('dashboard.stocks.list', '/dashboard/stocks', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.add', '/dashboard/stocks/add', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.allocations', '/dashboard/stocks/allocations', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.crdColors', '/dashboard/stocks/crdColors', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.movements', '/dashboard/stocks/movements', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.warehouses', '/dashboard/stocks/warehouses', ['createWarehouse'], 'stocks'),
  dash('dashboard.stocks.drm', '/dashboard/stocks/drm', ['seeAllStock'], 'stocks'),
  dash('dashboard.stocks.show', '/dashboard/stocks/:id', ['seeAllStock'], 'stocks'),
  dash('dashboard.suppliers.list', '/dashboard/suppliers', ['seeSupplier'], 'purchase'),
  dash('dashboard.suppliers.add', '/dashboard/suppliers/add', ['createSupplier'], 'purchase'),
  dash('dashboard.suppliers.show', '/dashboard/suppliers/:id', ['seeSupplier'], 'purchase'),
  dash('dashboard.accounting.codes', '/dashboard/accounting/codes', ['editAccountingCodes'], 'accounting'),
  dash('dashboard.accounting.journals', '/dashboard/accounting/journals', ['accessAccounting'], 'accounting'),
  dash('dashboard.crm.campaigns.list', '/dashboard/crm/campaigns', ['createCampaign'], 'campaigns'),
  dash('dashboard.crm.campaigns.add', '/dashboard/crm/campaigns/add', ['createCampaign'], 'campaigns'),
  dash('dashboard.crm.campaigns.show', '/dashboard/crm/campaigns/:id', ['createCampaign'], 'campaigns'),
  dash('dashboard.crm.lists.list', '/dashboard/crm/lists', ['createList'], 'crm'),
  dash('dashboard.crm.lists.add', '/dashboard/crm/lists/add', ['createList'], 'crm'),
  dash('dashboard.crm.lists.show', '/dashboard/crm/lists/:id', ['createList'], 'crm'),
  dash('dashboard.crm.models.list', '/dashboard/crm/models', ['createModel'], 'campaigns'),
  dash('dashboard.crm.models.add', '/dashboard/crm/models/add', ['createModel'], 'campaigns'),
  dash('dashboard.crm.models.addAdvanced', '/dashboard/crm/models/advanced', ['createModel'], 'campaigns', {
    layout: 'dashboardEditor',
  }),
  dash(
    'dashboard.crm.models.editAdvanced',
    '/dashboard/crm/models/:id/advanced',
    ['createModel'],
    'campaigns',
    { layout: 'dashboardEditor' },
  ),
  dash(
    'dashboard.crm.models.editStandard',
    '/dashboard/crm/models/:id/standard',
    ['createModel'],
    'campaigns',
  ),
  dash('dashboard.iframes.add', '/dashboard/iframes/add', undefined, 'iframes', {
    layout: 'dashboardEditor',
  }),
  dash('dashboard.iframes.show', '/dashboard/iframes/:id', undefined, 'iframes', {
    layout: 'dashboardEditor',
  }),
];
