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
export type RouteDef<I extends string, A extends RouteArea> = RouteFields & {
  readonly id: I;
  readonly area: A;
};

/** Who may open which kind of dashboard page (spec §2 menus, §6). */
export const MEMBERS: readonly Role[] = ['buyer', 'owner', 'iam', 'agent'];
export const STAFF: readonly Role[] = ['owner', 'iam'];
export const FIELD: readonly Role[] = ['owner', 'iam', 'agent'];
export const BUYER_STAFF: readonly Role[] = ['buyer', 'owner', 'iam'];

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
export const dash = <const I extends `dashboard.${string}`>(
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
  // Not in spec §2: the page of a quote's mailed link, where the client accepts or refuses it
  // without an account (issue 24; the link's token is the proof).
  open('public.quoteAnswer', '/quotes/:token', 'public', 'headerOnly'),
  // Not in spec §2: a payment group's link of a shared booking (issue 27; the token is the proof).
  open('public.groupPayment', '/booking-groups/:token', 'public', 'headerOnly'),
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
  // Not in spec §2: an event's page (issue 27), server-rendered like a product's.
  shopPage('storefront.eventById', '/shops/:id/events/:event'),
  shopPage('storefront.shop', '/:name'),
  shopPage('storefront.product', '/:name/:product'),
  shopPage('storefront.legalNotice', '/:name/legal-notice'),
  shopPage('storefront.event', '/:name/events/:event'),
  open('public.elabel.nutrition', '/:name/nutritiveValues', 'public', 'default'),
  // GS1 Digital Link: the last identifier may be left empty ("optional in places").
  open('public.gs1.product', '/gs1/01/:ean?', 'public', 'default'),
  open('public.gs1.lot', '/gs1/01/:ean/10/:lotNumber?', 'public', 'default'),
  open('public.gs1.vintage', '/gs1/01/:ean/22/:vintage?', 'public', 'default'),
  open('public.gs1.vintageLot', '/gs1/01/:ean/22/:vintage/10/:lotNumber?', 'public', 'default'),
];
