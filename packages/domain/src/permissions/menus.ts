import type { IntegrationKey } from './integrations.ts';
import type { LocalizedLabel } from './label.ts';
import type { Permission } from './permissions.ts';

/** Placeholders until marketing gives the final addresses: the lead may move them to config. */
export const HELP_CENTRE_URL = 'https://aide.cuvee.fr';
export const NEWS_URL = 'https://aide.cuvee.fr/nouveautes';

export type MenuEntry = {
  readonly key: string;
  readonly label: LocalizedLabel;
  /** A route path of routes.ts, or an absolute URL when `external`. */
  readonly to: string;
  readonly external?: boolean;
  readonly permission?: Permission;
  readonly integration?: IntegrationKey;
  /** Shown only when the app version enables this feature. */
  readonly versionFlag?: 'tasks';
};

/** A titled sidebar section, or (no label) a top-level entry rendered on its own. */
export type MenuGroup = {
  readonly key: string;
  readonly label?: LocalizedLabel;
  readonly entries: readonly MenuEntry[];
};

type EntryOptions = Pick<MenuEntry, 'permission' | 'integration' | 'versionFlag' | 'external'>;
const entry = (key: string, fr: string, en: string, to: string, options: EntryOptions = {}): MenuEntry => ({
  key,
  label: { fr, en },
  to,
  ...options,
});
const single = (item: MenuEntry): MenuGroup => ({ key: item.key, entries: [item] });
const group = (key: string, fr: string, en: string, entries: MenuEntry[]): MenuGroup => ({
  key,
  label: { fr, en },
  entries,
});

const DASHBOARD = entry('dashboard', 'Tableau de bord', 'Dashboard', '/dashboard');
const SETTINGS = entry('settings', 'Paramètres', 'Settings', '/dashboard/settings');
const PRODUCERS = entry('shops', 'Producteurs', 'Producers', '/shops');

/** Seller (owner) and collaborator (iam) sidebar, spec §2 "Sidebar menus". */
export const SELLER_MENU: readonly MenuGroup[] = [
  single(DASHBOARD),
  group('sales', 'Ventes', 'Sales', [
    entry('quotes', 'Devis', 'Quotes', '/dashboard/orders/quotes', { permission: 'createQuote' }),
    entry('orders', 'Commandes', 'Orders', '/dashboard/orders', { permission: 'seeAllOrder' }),
    entry('invoices', 'Factures', 'Invoices', '/dashboard/orders/bills', { permission: 'billOrder' }),
    entry('depositInvoices', "Factures d'acompte", 'Deposit invoices', '/dashboard/orders/deposits', {
      permission: 'billOrder',
    }),
    entry('creditInvoices', "Factures d'avoir", 'Credit invoices', '/dashboard/orders/credits', {
      permission: 'billOrder',
    }),
    entry('ventilations', 'Ventilations', 'Ventilations', '/dashboard/orders/ventilate', {
      permission: 'billOrder',
    }),
    entry('futures', 'Primeurs', 'Futures', '/dashboard/futures', {
      permission: 'seeFutureOrder',
      integration: 'futures',
    }),
    entry('shipments', 'Expéditions', 'Shipments', '/dashboard/delivery', { permission: 'manageDelivery' }),
    entry('outstandings', 'Encours', 'Outstandings', '/dashboard/payments/outstandings', {
      permission: 'seeAllPayment',
    }),
    entry('unpaids', 'Impayés', 'Unpaid', '/dashboard/payments/unpaids', { permission: 'seeAllPayment' }),
    entry('payments', 'Règlements', 'Payments', '/dashboard/payments', { permission: 'seeAllPayment' }),
    entry('creditNotes', 'Avoirs', 'Credit notes', '/dashboard/payments/credits', {
      permission: 'seeAllPayment',
    }),
  ]),
  group('wineTourism', 'Œnotourisme', 'Wine tourism', [
    entry('events', 'Événements', 'Events', '/dashboard/reservations/events', {
      permission: 'accessEvent',
      integration: 'reservations',
    }),
    entry('reservationEntry', 'Saisie de réservation', 'New reservation', '/dashboard/reservations/add', {
      permission: 'createResa',
      integration: 'reservations',
    }),
    // The same calendar as in CRM, offered here to whoever handles reservations.
    entry('reservationCalendar', 'Calendrier', 'Calendar', '/dashboard/calendar', {
      permission: 'seeAllResa',
      integration: 'reservations',
    }),
  ]),
  group('crm', 'CRM', 'CRM', [
    // Every member works their own portfolio at least (decision 0043): no permission hides these.
    entry('clients', 'Clients', 'Clients', '/dashboard/clients'),
    entry('opportunities', 'Opportunités', 'Opportunities', '/dashboard/clients/opportunities', {
      integration: 'crm',
    }),
    entry('prospecting', 'Prospection', 'Prospecting', '/dashboard/clients/prospection', {
      integration: 'crm',
    }),
    // In CRM the calendar is where activities (calls, visits, tastings) are planned.
    entry('crmCalendar', 'Agenda', 'Calendar', '/dashboard/calendar', {
      integration: 'crm',
    }),
    entry('tasks', 'Tâches', 'Tasks', '/dashboard/tasks', {
      integration: 'crm',
      versionFlag: 'tasks',
    }),
  ]),
  group('articles', 'Articles', 'Items', [
    entry('catalogue', 'Catalogue', 'Catalogue', '/dashboard/products', { permission: 'seeAllProduct' }),
    entry('warehouses', 'Entrepôts', 'Warehouses', '/dashboard/stocks/warehouses', {
      permission: 'createWarehouse',
      integration: 'stocks',
    }),
    entry('stocks', 'Stocks', 'Stock', '/dashboard/stocks', {
      permission: 'seeAllStock',
      integration: 'stocks',
    }),
    entry('movements', 'Mouvements', 'Movements', '/dashboard/stocks/movements', {
      permission: 'seeAllStock',
      integration: 'stocks',
    }),
    // The monthly customs return of the bonded warehouses (issue 26).
    entry('drm', 'DRM', 'DRM', '/dashboard/stocks/drm', {
      permission: 'seeAllStock',
      integration: 'stocks',
    }),
    entry('priceGrids', 'Grilles tarifaires', 'Price grids', '/dashboard/tarifs', {
      permission: 'seeAllPrice',
    }),
    entry('samples', 'Échantillons', 'Samples', '/dashboard/orders/samples', { permission: 'seeAllOrder' }),
  ]),
  group('marketing', 'Marketing', 'Marketing', [
    entry('lists', 'Listes', 'Lists', '/dashboard/crm/lists', {
      permission: 'createList',
      integration: 'crm',
    }),
    entry('campaigns', 'Campagnes', 'Campaigns', '/dashboard/crm/campaigns', {
      permission: 'createCampaign',
      integration: 'campaigns',
    }),
    entry('models', 'Modèles', 'Templates', '/dashboard/crm/models', {
      permission: 'createModel',
      integration: 'campaigns',
    }),
  ]),
  group('commercial', 'Commercial', 'Sales team', [
    entry('collaborators', 'Collaborateurs', 'Collaborators', '/dashboard/collaborators', {
      permission: 'accessCollaborator',
      integration: 'iam',
    }),
    entry('agents', 'Agents', 'Agents', '/dashboard/agents', {
      permission: 'accessAgent',
      integration: 'agents',
    }),
    // The agents' quarterly statements (issue 28): the owner's board.
    entry('commissions', 'Commissions', 'Commissions', '/dashboard/analytics/commissions', {
      permission: 'commissionsAnalytics',
      integration: 'analytics',
    }),
    entry('objectives', 'Objectifs', 'Objectives', '/dashboard/analytics/objectives', {
      permission: 'goalsAnalytics',
      integration: 'analytics',
    }),
    entry(
      'salesStructure',
      'Structure commerciale',
      'Sales structure',
      '/dashboard/collaborators/structure',
      {
        permission: 'accessCollaborator',
        integration: 'iam',
      },
    ),
  ]),
  group('purchases', 'Achats', 'Purchases', [
    entry('suppliers', 'Fournisseurs', 'Suppliers', '/dashboard/suppliers', {
      permission: 'seeSupplier',
      integration: 'purchase',
    }),
    entry('supplierOrders', 'Commandes fournisseurs', 'Supplier orders', '/dashboard/purchases', {
      permission: 'seeSupplierOrder',
      integration: 'purchase',
    }),
  ]),
  single(
    entry('reports', 'Rapports', 'Reports', '/dashboard/analytics', {
      permission: 'accessAnalytics',
      integration: 'analytics',
    }),
  ),
  // The same payment pages as in Sales, for whoever keeps the books.
  group('accounting', 'Comptabilité', 'Accounting', [
    entry('accountingOutstandings', 'Encours', 'Outstandings', '/dashboard/payments/outstandings', {
      permission: 'accessAccounting',
      integration: 'accounting',
    }),
    entry('accountingUnpaids', 'Impayés', 'Unpaid', '/dashboard/payments/unpaids', {
      permission: 'accessAccounting',
      integration: 'accounting',
    }),
    entry('accountingPayments', 'Règlements', 'Payments', '/dashboard/payments', {
      permission: 'accessAccounting',
      integration: 'accounting',
    }),
    entry('journals', 'Journaux', 'Journals', '/dashboard/accounting/journals', {
      permission: 'accessAccounting',
      integration: 'accounting',
    }),
    entry('accountingCodes', 'Plan comptable', 'Chart of accounts', '/dashboard/accounting/codes', {
      permission: 'editAccountingCodes',
      integration: 'accounting',
    }),
  ]),
  single(
    entry('cashRegister', 'Caisse', 'Cash register', '/dashboard/salespoints', {
      permission: 'createOrderSalesPoint',
      integration: 'salesPoint',
    }),
  ),
  single(entry('messaging', 'Messagerie', 'Messaging', '/tickets', { permission: 'seeAllMessages' })),
  single(
    entry('onlineShop', 'Boutique en ligne', 'Online shop', '/dashboard/customize', { integration: 'shop' }),
  ),
  single(entry('helpCentre', "Centre d'aide", 'Help centre', HELP_CENTRE_URL, { external: true })),
  single(entry('news', 'Nouveautés', "What's new", NEWS_URL, { external: true })),
  single(SETTINGS),
];

export const BUYER_MENU: readonly MenuGroup[] = [
  single(DASHBOARD),
  single(entry('orders', 'Mes commandes', 'My orders', '/dashboard/orders')),
  single(entry('reservations', 'Mes réservations', 'My reservations', '/dashboard/reservations')),
  single(entry('messaging', 'Messagerie', 'Messaging', '/tickets')),
  single(PRODUCERS),
  single(SETTINGS),
];

export const AGENT_MENU: readonly MenuGroup[] = [
  single(DASHBOARD),
  single(entry('orders', 'Commandes', 'Orders', '/dashboard/orders')),
  single(entry('samples', 'Échantillons', 'Samples', '/dashboard/orders/samples')),
  single(entry('clients', 'Clients', 'Clients', '/dashboard/clients')),
  single(entry('catalogue', 'Catalogue', 'Catalogue', '/dashboard/products')),
  single(entry('calendar', 'Calendrier', 'Calendar', '/dashboard/calendar')),
  single(PRODUCERS),
  single(SETTINGS),
];
