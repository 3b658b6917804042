import { accountingRoutes } from './accounting.routes.ts';
import { agentOrdersRoutes } from './agent-orders.ts';
import { agentsRoutes } from './agents.ts';
import { agentsTeamRoutes } from './agents-team.ts';
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.price.ts';
import { clientsRoutes } from './clients.routes.ts';
import { collaboratorsRoutes } from './collaborators.ts';
import { commissionsRoutes } from './commissions.ts';
import { deliveryRoutes } from './delivery.ts';
import { documentsRoutes } from './documents.ts';
import { drmRoutes, productFiscalRoutes } from './drm.routes.ts';
import { elabelRoutes } from './elabel.ts';
import type { RouteContract } from './http/route.ts';
import { clientImportsRoutes } from './imports.ts';
import { invoicesRoutes } from './invoices.ts';
import { legalRoutes } from './legal.ts';
import { loyaltyRoutes } from './loyalty.ts';
import { mailRoutes } from './mail.ts';
import { notificationsRoutes } from './notifications.ts';
import { objectivesRoutes } from './objectives.routes.ts';
import { opportunitiesRoutes } from './opportunities.ts';
import { orderEntryRoutes } from './order-entry.ts';
import { ordersRoutes } from './orders.ts';
import { overviewRoutes } from './overview.ts';
import { paymentsRoutes } from './payments.ts';
import { platformRoutes } from './platform.ts';
import { pricesRoutes } from './prices.ts';
import { productsRoutes } from './products.routes.ts';
import { promotionsRoutes } from './promotions.ts';
import { quotesRoutes } from './quotes.ts';
import { receivablesRoutes } from './receivables.routes.ts';
import { salesOrdersRoutes } from './sales-orders.routes.ts';
import { shipmentsRoutes } from './shipments.routes.ts';
import { shopsRoutes } from './shops.ts';
import { stockRoutes } from './stock.ts';
import { storefrontRoutes } from './storefront.ts';
import { tasksRoutes } from './tasks.ts';
import { tourRoutes } from './tour.ts';
import { bookingPaymentRoutes } from './tourism.booking-payments.ts';
import { tourismRoutes } from './tourism.ts';
import { uploadsRoutes } from './uploads.ts';
import { usersRoutes } from './users.ts';

/**
 * Every route of the API by domain (decision 0016): the server registers each from here, the
 * web calls each through its typed client, and the API's OpenAPI test walks them all.
 */
export const routes = {
  auth: authRoutes,
  users: usersRoutes,
  shops: shopsRoutes,
  notifications: notificationsRoutes,
  platform: platformRoutes,
  products: productsRoutes,
  prices: pricesRoutes,
  storefront: storefrontRoutes,
  elabel: elabelRoutes,
  uploads: uploadsRoutes,
  mail: mailRoutes,
  agents: agentsRoutes,
  agentsTeam: agentsTeamRoutes,
  agentOrders: agentOrdersRoutes,
  collaborators: collaboratorsRoutes,
  stock: stockRoutes,
  drm: drmRoutes,
  productFiscal: productFiscalRoutes,
  delivery: deliveryRoutes,
  promotions: promotionsRoutes,
  payments: paymentsRoutes,
  orders: ordersRoutes,
  cart: cartRoutes,
  clients: clientsRoutes,
  tasks: tasksRoutes,
  tour: tourRoutes,
  tourism: tourismRoutes,
  bookingPayments: bookingPaymentRoutes,
  clientImports: clientImportsRoutes,
  opportunities: opportunitiesRoutes,
  salesOrders: salesOrdersRoutes,
  orderEntry: orderEntryRoutes,
  quotes: quotesRoutes,
  receivables: receivablesRoutes,
  accounting: accountingRoutes,
  documents: documentsRoutes,
  invoices: invoicesRoutes,
  overview: overviewRoutes,
  shipments: shipmentsRoutes,
  legal: legalRoutes,
  commissions: commissionsRoutes,
  objectives: objectivesRoutes,
  loyalty: loyaltyRoutes,
} satisfies Record<string, Record<string, RouteContract>>;

/** Every route contract, flat (tests walk them). */
export const ALL_ROUTES: readonly RouteContract[] = Object.values(routes).flatMap((domain) =>
  Object.values(domain),
);
