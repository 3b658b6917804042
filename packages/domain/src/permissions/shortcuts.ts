import type { IntegrationKey } from './integrations.ts';
import type { LocalizedLabel } from './label.ts';
import type { Permission } from './permissions.ts';
import type { Role } from './roles.ts';

export type ShortcutGroup = 'sales' | 'purchases' | 'clients' | 'products' | 'wineTourism' | 'marketing';

/** A "create…" entry of the dashboard (spec §2 "Dashboard creation shortcuts"). */
export type CreationShortcut = {
  readonly key: string;
  readonly group: ShortcutGroup;
  readonly label: LocalizedLabel;
  /** Route path, possibly with a query (e.g. '?subType=quote'). */
  readonly to: string;
  readonly permission?: Permission;
  readonly integration?: IntegrationKey;
};

const shortcut = (
  key: string,
  group: ShortcutGroup,
  [fr, en]: [string, string],
  to: string,
  permission: Permission,
  integration?: IntegrationKey,
): CreationShortcut => ({
  key,
  group,
  label: { fr, en },
  to,
  permission,
  ...(integration ? { integration } : {}),
});

export const CREATION_SHORTCUTS: readonly CreationShortcut[] = [
  shortcut('quote', 'sales', ['Devis', 'Quote'], '/dashboard/orders/add?subType=quote', 'createQuote'),
  shortcut('order', 'sales', ['Commande', 'Order'], '/dashboard/orders/add', 'createOrder'),
  shortcut('bill', 'sales', ['Facture', 'Invoice'], '/dashboard/orders/add?subType=bill', 'billOrder'),
  shortcut(
    'futureOrder',
    'sales',
    ['Commande primeur', 'Futures order'],
    '/dashboard/futures/add',
    'createFutureOrder',
    'futures',
  ),
  shortcut(
    'supplier',
    'purchases',
    ['Fournisseur', 'Supplier'],
    '/dashboard/suppliers/add',
    'createSupplier',
    'purchase',
  ),
  shortcut(
    'supplierOrder',
    'purchases',
    ['Commande fournisseur', 'Supplier order'],
    '/dashboard/purchases/add',
    'seeSupplierOrder',
    'purchase',
  ),
  shortcut(
    'client',
    'clients',
    ['Client particulier', 'Individual client'],
    '/dashboard/clients/add',
    'createClient',
  ),
  shortcut(
    'proClient',
    'clients',
    ['Client professionnel', 'Business client'],
    '/dashboard/clients/add?isPro=true',
    'createClient',
  ),
  shortcut(
    'prospect',
    'clients',
    ['Prospect', 'Prospect'],
    '/dashboard/clients/add?pipe=Prospect',
    'createClient',
    'crm',
  ),
  shortcut('product', 'products', ['Produit', 'Product'], '/dashboard/products/add', 'createProduct'),
  shortcut(
    'event',
    'wineTourism',
    ['Événement', 'Event'],
    '/dashboard/reservations/events/add',
    'createEvent',
    'reservations',
  ),
  shortcut(
    'reservation',
    'wineTourism',
    ['Réservation', 'Reservation'],
    '/dashboard/reservations/add',
    'createResa',
    'reservations',
  ),
  shortcut('list', 'marketing', ['Liste', 'List'], '/dashboard/crm/lists/add', 'createList', 'crm'),
  shortcut(
    'campaign',
    'marketing',
    ['Campagne', 'Campaign'],
    '/dashboard/crm/campaigns/add',
    'createCampaign',
    'campaigns',
  ),
  shortcut(
    'model',
    'marketing',
    ['Modèle', 'Template'],
    '/dashboard/crm/models/add',
    'createModel',
    'campaigns',
  ),
  shortcut(
    'advancedModel',
    'marketing',
    ['Modèle avancé', 'Advanced template'],
    '/dashboard/crm/models/advanced',
    'createModel',
    'campaigns',
  ),
];

/** An item of the mobile bottom bar (70 px): a link, or an action the layout performs. */
export type BottomBarEntry = {
  readonly key: string;
  readonly label: LocalizedLabel;
  readonly to?: string;
  readonly action?: 'contactQrCode' | 'notifications';
  /** Roles that see the item; undefined = every signed-in role. */
  readonly roles?: readonly Role[];
  readonly permission?: Permission;
};

export const BOTTOM_BAR: readonly BottomBarEntry[] = [
  // Links are filtered by the route guard: a buyer gets orders, not clients.
  { key: 'clients', label: { fr: 'Clients', en: 'Clients' }, to: '/dashboard/clients' },
  { key: 'orders', label: { fr: 'Commandes', en: 'Orders' }, to: '/dashboard/orders' },
  // The QR code encodes the contact form link of the shop (its id): only staff have one.
  {
    key: 'qrCode',
    label: { fr: 'QR code', en: 'QR code' },
    action: 'contactQrCode',
    roles: ['owner', 'iam'],
  },
  { key: 'notifications', label: { fr: 'Notifications', en: 'Notifications' }, action: 'notifications' },
  { key: 'help', label: { fr: 'Aide', en: 'Help' }, to: '/help' },
];
