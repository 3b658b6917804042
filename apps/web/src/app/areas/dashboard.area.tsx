import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';
import { PageActions } from '../../components/shared/page-actions.tsx';
import { ACCOUNTING_PAGES } from '../../features/accounting/accounting.pages.tsx';
import { AGENTS_PAGES } from '../../features/agents/agents.pages.tsx';
import { AgentRequestNotice } from '../../features/agents/components/agent-request-notice.tsx';
import { CalendarLayerProvider } from '../../features/calendar/calendar.layers.tsx';
import { CALENDAR_PAGES } from '../../features/calendar/calendar.pages.tsx';
import { CATALOGUE_PAGES } from '../../features/catalogue/catalogue.pages.tsx';
import { CLIENTS_PAGES } from '../../features/clients/clients.pages.tsx';
import { COLLABORATORS_PAGES } from '../../features/collaborators/collaborators.pages.tsx';
import { COMMISSIONS_PAGES } from '../../features/commissions/commissions.pages.tsx';
import { isTourMode } from '../../features/header/logic/tour-mode.ts';
import { AgentHome } from '../../features/home/components/agent-home.tsx';
import { BuyerHome } from '../../features/home/components/buyer-home.tsx';
import { OwnerHome } from '../../features/home/components/owner-home.tsx';
import { ClientImportButton } from '../../features/imports/imports.components.tsx';
import { INVOICES_PAGES } from '../../features/invoices/invoices.pages.tsx';
import { ClientLoyaltyCard, MyLoyaltyCard } from '../../features/loyalty/loyalty.pages.tsx';
import { LatestNotifications } from '../../features/notifications/components/latest-notifications.tsx';
import { OBJECTIVES_PAGES } from '../../features/objectives/objectives.pages.tsx';
import { OPPORTUNITY_PAGES } from '../../features/opportunities/opportunities.pages.tsx';
import { LatestOrders } from '../../features/orders/components/latest-orders.tsx';
import {
  AGENT_ORDER_PAGES,
  BUYER_ORDER_PAGES,
  SALES_ORDER_PAGES,
  SHIPMENT_PAGES,
  SHOP_ORDER_PAGES,
} from '../../features/orders/orders.pages.tsx';
import { RECEIVABLES_PAGES } from '../../features/receivables/receivables.pages.tsx';
import { SettingsPage } from '../../features/settings/pages/settings.page.tsx';
import { ProducerList, ProducersPage } from '../../features/shops/pages/producers.page.tsx';
import { STOCK_PAGES } from '../../features/stock/stock.pages.tsx';
import { TASKS_PAGES } from '../../features/tasks/tasks.pages.tsx';
import { TourHome } from '../../features/tour/components/tour-home.tsx';
import { useTourismCalendarLayer } from '../../features/tourism/tourism.layers.ts';
import { TOURISM_PAGES } from '../../features/tourism/tourism.pages.tsx';
import { buyerReservationsOr, MY_RESERVATION_PAGES } from '../../features/visits/visits.pages.tsx';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { useCan } from '../../lib/use-can.ts';
import type { PageMap } from '../page-map.ts';
import { comingSoon } from './coming-soon.page.tsx';
import { withOrderPanels, withSalesExport } from './sales.composition.tsx';

/**
 * A route a buyer and the shop's members share: the buyer's page; the shop's for its members who
 * read its orders in the session's shop; else the members' page — an agent's own across the
 * producers they work for (decision 0167), which `agentsOwn` gives every agent (their lists).
 */
function ordersPage(
  buyerPage: ComponentType,
  shopPage: ComponentType,
  membersPage: ComponentType,
  agentsOwn = false,
): ComponentType {
  return function OrdersRoutePage() {
    const role = useCurrentUser()?.role;
    const staff = useCan('orders.read');
    const own = agentsOwn && role === 'agent';
    const Page = role === 'buyer' ? buyerPage : staff && !own ? shopPage : membersPage;
    return <Page />;
  };
}

function withClientImport(Page: ComponentType): ComponentType {
  return function ClientsWithImport() {
    return (
      <PageActions actions={<ClientImportButton />}>
        <Page />
      </PageActions>
    );
  };
}

/** The calendar with wine tourism's slots and bookings beside the tasks (decision 0043, issue 27). */
function CalendarWithTourism() {
  const Page = CALENDAR_PAGES['dashboard.calendar'];
  return (
    <CalendarLayerProvider layer={useTourismCalendarLayer}>
      <Page />
    </CalendarLayerProvider>
  );
}

/** /dashboard: each role's home, composed from the features. */
function HomePage() {
  const user = useCurrentUser();
  switch (user?.role) {
    case 'owner':
    case 'iam':
      return <OwnerHome notifications={<LatestNotifications />} />;
    case 'buyer':
      return (
        <BuyerHome
          latestOrders={(empty) => <LatestOrders empty={empty} />}
          producers={<ProducerList compact />}
          notifications={<LatestNotifications />}
          loyalty={<MyLoyaltyCard />}
        />
      );
    case 'agent':
      // 'Mode tournée' (the tourMode cookie): the day on the device and orders taken offline (issue 28).
      if (isTourMode()) return <TourHome />;
      return (
        <AgentHome
          producers={<ProducerList compact />}
          notice={<AgentRequestNotice />}
          tourMode={isTourMode()}
        />
      );
    default:
      return null;
  }
}

/** The dashboard chunk: homes, settings, producers, the catalogue, the stock; the other pages come with their modules. */
export const pages: PageMap<'dashboard'> = {
  'dashboard.home': HomePage,
  'dashboard.settings': SettingsPage,
  'dashboard.producers': ProducersPage,
  ...CATALOGUE_PAGES,
  ...STOCK_PAGES,
  ...SHIPMENT_PAGES,
  ...CLIENTS_PAGES,
  // 'Importer' in the client list's toolbar; its dialog opens over the list by its URL too
  // (?import=1, ?import=<id> from the notification; docs/imports.md).
  'dashboard.clients.list': withClientImport(CLIENTS_PAGES['dashboard.clients.list']),
  // A client's page with their loyalty points and ledger (issue 29).
  'dashboard.clients.show': lazyPage(() =>
    import('../../features/clients/pages/client-show.page.tsx').then(
      (m) =>
        function ClientShowWithLoyalty() {
          return <m.ClientShowPage aside={ClientLoyaltyCard} />;
        },
    ),
  ),
  ...TASKS_PAGES,
  'dashboard.calendar': CalendarWithTourism,
  ...OPPORTUNITY_PAGES,
  // The books: the chart of accounts and the journals (issue 26).
  ...ACCOUNTING_PAGES,
  // Wine tourism: events, their slots, bookings (issue 27).
  ...TOURISM_PAGES,
  // An agent's commissions: the owner's board, the agent's own statements (issue 28).
  ...COMMISSIONS_PAGES,
  // The sales structure, objectives, budget and agents' figures (issue 28 part 4).
  ...OBJECTIVES_PAGES,
  // A buyer reads their own bookings there (issue 27); the shop's staff, the back office's.
  'dashboard.reservations.list': buyerReservationsOr(
    MY_RESERVATION_PAGES.list,
    TOURISM_PAGES['dashboard.reservations.list'],
  ),
  'dashboard.reservations.show': buyerReservationsOr(
    MY_RESERVATION_PAGES.show,
    TOURISM_PAGES['dashboard.reservations.show'],
  ),
  // Not built yet: each names the module that brings it ('Bientôt disponible').
  ...AGENTS_PAGES,
  // The team (issue 28): collaborators (the sales structure is the objectives' feature).
  ...COLLABORATORS_PAGES,
  'dashboard.analytics.home': comingSoon('reports'),
  'dashboard.analytics.activities': comingSoon('reports'),
  'dashboard.analytics.campaigns': comingSoon('reports'),
  'dashboard.analytics.clients': comingSoon('reports'),
  'dashboard.analytics.custom': comingSoon('reports'),
  'dashboard.analytics.products': comingSoon('reports'),
  'dashboard.analytics.reservations': comingSoon('reports'),
  'dashboard.analytics.sales': comingSoon('reports'),
  'dashboard.futures.list': comingSoon('futures'),
  'dashboard.futures.add': comingSoon('futures'),
  'dashboard.futures.show': comingSoon('futures'),
  // A buyer reads their orders; the shop's staff read the shop's (their lifecycle: issue 16);
  // an agent their own, across their producers (decision 0167).
  'dashboard.orders.list': ordersPage(
    BUYER_ORDER_PAGES.list,
    withSalesExport(SALES_ORDER_PAGES.list, 'orders'),
    AGENT_ORDER_PAGES.list,
    true,
  ),
  'dashboard.orders.add': ordersPage(comingSoon('orders'), SALES_ORDER_PAGES.add, comingSoon('orders')),
  'dashboard.orders.show': ordersPage(
    BUYER_ORDER_PAGES.show,
    withOrderPanels(SHOP_ORDER_PAGES.show),
    AGENT_ORDER_PAGES.show,
  ),
  'dashboard.orders.quotes': ordersPage(comingSoon('quotes'), SALES_ORDER_PAGES.quotes, comingSoon('quotes')),
  'dashboard.orders.invoices': withSalesExport(INVOICES_PAGES['dashboard.orders.invoices'], 'invoices'),
  'dashboard.orders.creditInvoices': INVOICES_PAGES['dashboard.orders.creditInvoices'],
  'dashboard.orders.depositInvoices': INVOICES_PAGES['dashboard.orders.depositInvoices'],
  'dashboard.orders.ventilations': INVOICES_PAGES['dashboard.orders.ventilations'],
  'dashboard.orders.samples': ordersPage(
    comingSoon('samples'),
    SALES_ORDER_PAGES.samples,
    AGENT_ORDER_PAGES.samples,
    true,
  ),
  'dashboard.payments.list': withSalesExport(RECEIVABLES_PAGES['dashboard.payments.list'], 'payments'),
  'dashboard.payments.creditNotes': RECEIVABLES_PAGES['dashboard.payments.creditNotes'],
  'dashboard.payments.outstandings': RECEIVABLES_PAGES['dashboard.payments.outstandings'],
  'dashboard.payments.unpaids': RECEIVABLES_PAGES['dashboard.payments.unpaids'],
  'dashboard.purchases.list': comingSoon('purchases'),
  'dashboard.purchases.add': comingSoon('purchases'),
  'dashboard.purchases.show': comingSoon('purchases'),
  'dashboard.suppliers.list': comingSoon('purchases'),
  'dashboard.suppliers.add': comingSoon('purchases'),
  'dashboard.suppliers.show': comingSoon('purchases'),
  'dashboard.salesPoints.list': comingSoon('cashRegister'),
  'dashboard.salesPoints.show': comingSoon('cashRegister'),
  'dashboard.salesPoints.newOrder': comingSoon('cashRegister'),
  'dashboard.crm.campaigns.list': comingSoon('marketing'),
  'dashboard.crm.campaigns.add': comingSoon('marketing'),
  'dashboard.crm.campaigns.show': comingSoon('marketing'),
  'dashboard.crm.lists.list': comingSoon('marketing'),
  'dashboard.crm.lists.add': comingSoon('marketing'),
  'dashboard.crm.lists.show': comingSoon('marketing'),
  'dashboard.crm.models.list': comingSoon('marketing'),
  'dashboard.crm.models.add': comingSoon('marketing'),
  'dashboard.crm.models.addAdvanced': comingSoon('marketing'),
  'dashboard.crm.models.editAdvanced': comingSoon('marketing'),
  'dashboard.crm.models.editStandard': comingSoon('marketing'),
  'dashboard.apiKey': comingSoon('integrations'),
  'dashboard.iframes.add': comingSoon('integrations'),
  'dashboard.iframes.show': comingSoon('integrations'),
  'dashboard.shops.add': comingSoon('onlineShop'),
};
