import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The buyer's orders pages, each in its own chunk: the dashboard's first load carries none of
// them. The shop's orders (owner, iam, agent) come with the sales back office (issue 16).

export const BUYER_ORDER_PAGES = {
  list: lazyPage(() => import('./pages/my-orders.page.tsx').then((m) => m.MyOrdersPage)),
  show: lazyPage(() => import('./pages/my-order.page.tsx').then((m) => m.MyOrderPage)),
};

// The shop's orders for its staff (seeAllOrder), read only until the sales back office (issue 16).
export const SHOP_ORDER_PAGES = {
  list: lazyPage(() => import('./pages/my-orders.page.tsx').then((m) => m.ShopOrdersPage)),
  show: lazyPage(() => import('./pages/my-order.page.tsx').then((m) => m.ShopOrderPage)),
};

// The back office's lists (issue 16): orders, quotes and samples for the shop's members, an
// agent's scoped to their clients by the API.
export const SALES_ORDER_PAGES = {
  list: lazyPage(() => import('./sales/sales-orders.page.tsx').then((m) => m.SalesOrdersPage)),
  quotes: lazyPage(() => import('./sales/sales-orders.page.tsx').then((m) => m.SalesQuotesPage)),
  samples: lazyPage(() => import('./sales/sales-orders.page.tsx').then((m) => m.SalesSamplesPage)),
  add: lazyPage(() => import('./sales/order-add.page.tsx').then((m) => m.OrderAddPage)),
};

// The shipping desk (issue 24): Sales › Shipments, the spec's /dashboard/delivery (manageDelivery).
export const SHIPMENT_PAGES = {
  'dashboard.shipments': lazyPage(() =>
    import('./shipments/shipments.page.tsx').then((m) => m.ShipmentsPage),
  ),
};

// The agent's own orders and samples, read only (issue 28, decision 0167).
export const AGENT_ORDER_PAGES = {
  list: lazyPage(() => import('./agent/agent-orders.page.tsx').then((m) => m.AgentOrdersPage)),
  samples: lazyPage(() => import('./agent/agent-orders.page.tsx').then((m) => m.AgentSamplesPage)),
  show: lazyPage(() => import('./agent/agent-order.page.tsx').then((m) => m.AgentOrderPage)),
};
