import { authRoutes } from './auth.ts';
import type { RouteContract } from './http/route.ts';
import { mailRoutes } from './mail.ts';
import { notificationsRoutes } from './notifications.ts';
import { platformRoutes } from './platform.ts';
import { priceGridRoutes } from './price-grid.ts';
import { productsRoutes } from './products.ts';
import { shopsRoutes } from './shops.ts';
import { storefrontRoutes } from './storefront.ts';
import { uploadsRoutes } from './uploads.ts';
import { usersRoutes } from './users.ts';

/**
 * Every route of the API by domain (decision 0016): the server registers each from here and
 * the web calls each through here (`call(routes.products.list, { query })`).
 */
export const routes = {
  auth: authRoutes,
  users: usersRoutes,
  shops: shopsRoutes,
  notifications: notificationsRoutes,
  platform: platformRoutes,
  products: productsRoutes,
  priceGrid: priceGridRoutes,
  storefront: storefrontRoutes,
  uploads: uploadsRoutes,
  mail: mailRoutes,
} satisfies Record<string, Record<string, RouteContract>>;

/** Every route contract, flat (tests walk them). */
export const ALL_ROUTES: readonly RouteContract[] = Object.values(routes).flatMap((domain) =>
  Object.values(domain),
);
