import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../access/actions.ts';
import { SCOPE_PERMISSIONS } from '../crm/visibility.ts';
import type { PermissionSubject } from './has-permission.ts';
import { type MenuContext, visibleBottomBar, visibleMenu, visibleShortcuts } from './menu-visibility.ts';
import { AGENT_MENU, BUYER_MENU, type MenuGroup, SELLER_MENU } from './menus.ts';
import {
  ALL_OFF,
  ALL_ON,
  admin,
  agent,
  buyer,
  iamFull,
  iamWith,
  integrations,
  owner,
} from './permissions.fixtures.ts';
import { PERMISSIONS } from './permissions.ts';
import { matchRoute, ROUTES } from './routes.ts';
import { BOTTOM_BAR, CREATION_SHORTCUTS } from './shortcuts.ts';

const ctx = (user: PermissionSubject | null, overrides: Partial<MenuContext> = {}): MenuContext => ({
  user,
  shopIntegration: ALL_ON,
  flags: { tasks: true },
  ...overrides,
});
const keys = (groups: readonly MenuGroup[]) => groups.flatMap((g) => g.entries.map((e) => e.key));
const groupKeys = (groups: readonly MenuGroup[]) => groups.map((g) => g.key);
const ALL_MENUS = [SELLER_MENU, BUYER_MENU, AGENT_MENU];

describe('menu data', () => {
  it('gives the seller menu its groups in the spec order', () => {
    expect(groupKeys(SELLER_MENU)).toEqual([
      'dashboard',
      'sales',
      'wineTourism',
      'crm',
      'articles',
      'marketing',
      'commercial',
      'purchases',
      'reports',
      'accounting',
      'cashRegister',
      'messaging',
      'onlineShop',
      'helpCentre',
      'news',
      'settings',
    ]);
    expect(SELLER_MENU.find((g) => g.key === 'sales')?.entries.map((e) => e.label.fr)).toEqual([
      'Devis',
      'Commandes',
      'Factures',
      "Factures d'acompte",
      "Factures d'avoir",
      'Ventilations',
      'Primeurs',
      'Expéditions',
      'Encours',
      'Impayés',
      'Règlements',
      'Avoirs',
    ]);
  });

  it('keeps entry keys unique within each menu', () => {
    for (const menu of ALL_MENUS) expect(new Set(keys(menu)).size).toBe(keys(menu).length);
  });

  it('sends every internal entry, shortcut and bottom-bar link to a route of the table', () => {
    const links = [
      ...ALL_MENUS.flatMap((m) => m.flatMap((g) => g.entries))
        .filter((e) => !e.external)
        .map((e) => e.to),
      ...CREATION_SHORTCUTS.map((s) => s.to),
      ...BOTTOM_BAR.flatMap((b) => (b.to ? [b.to] : [])),
    ];
    for (const link of links)
      expect([link, matchRoute(link.split('?')[0]!)]).toEqual([link, expect.anything()]);
  });

  it('makes external entries absolute https links', () => {
    const external = SELLER_MENU.flatMap((g) => g.entries).filter((e) => e.external);
    expect(external.map((e) => e.key)).toEqual(['helpCentre', 'news']);
    for (const e of external) expect(e.to).toMatch(/^https:\/\//);
  });

  it('uses every permission at least once in the route table, the menus, the actions or the scopes', () => {
    const used = new Set([
      ...Object.values(ACTIONS).flatMap((rule) => ('permissions' in rule ? (rule.permissions ?? []) : [])),
      ...SCOPE_PERMISSIONS,
      ...ROUTES.flatMap((r) => r.permissions ?? []),
      ...ALL_MENUS.flatMap((m) =>
        m.flatMap((g) => g.entries.flatMap((e) => (e.permission ? [e.permission] : []))),
      ),
      ...CREATION_SHORTCUTS.flatMap((s) => (s.permission ? [s.permission] : [])),
    ]);
    expect(PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });
});

describe('visibleMenu', () => {
  const sellerEntryCount = keys(SELLER_MENU).length;

  it('shows the owner everything when every integration is on and the tasks flag set', () => {
    expect(keys(visibleMenu('owner', ctx(owner)))).toHaveLength(sellerEntryCount);
  });

  it('needs the version flag for tasks', () => {
    expect(keys(visibleMenu('owner', ctx(owner, { flags: { tasks: false } })))).not.toContain('tasks');
    expect(keys(visibleMenu('owner', ctx(owner, { flags: { tasks: true } })))).toContain('tasks');
  });

  it('hides the entries of inactive integrations and drops emptied groups', () => {
    const menu = visibleMenu(
      'owner',
      ctx(owner, { shopIntegration: integrations(true, { purchase: false, futures: false }) }),
    );
    expect(groupKeys(menu)).not.toContain('purchases');
    expect(keys(menu)).not.toContain('futures');
    expect(keys(menu)).toContain('orders');
  });

  it('leaves the core of the seller menu when every integration is off', () => {
    const menu = visibleMenu('owner', ctx(owner, { shopIntegration: ALL_OFF }));
    expect(groupKeys(menu)).toEqual([
      'dashboard',
      'sales',
      'crm',
      'articles',
      'messaging',
      'helpCentre',
      'news',
      'settings',
    ]);
    expect(keys(menu)).toEqual([
      'dashboard',
      'quotes',
      'orders',
      'invoices',
      'depositInvoices',
      'creditInvoices',
      'ventilations',
      'shipments',
      'outstandings',
      'unpaids',
      'payments',
      'creditNotes',
      'clients',
      'catalogue',
      'priceGrids',
      'samples',
      'messaging',
      'helpCentre',
      'news',
      'settings',
    ]);
  });

  it('shows a collaborator only what the authorizations grant', () => {
    expect(keys(visibleMenu('iam', ctx(iamWith('seeAllOrder'))))).toEqual([
      'dashboard',
      'orders',
      // The CRM is open to every member: each sees the clients and tasks assigned to them.
      'clients',
      'opportunities',
      'prospecting',
      'crmCalendar',
      'tasks',
      'samples',
      'onlineShop',
      'helpCentre',
      'news',
      'settings',
    ]);
  });

  it('shows an unrestricted collaborator the whole menu', () => {
    expect(keys(visibleMenu('iam', ctx(iamFull)))).toHaveLength(sellerEntryCount);
  });

  it('leaves a collaborator no shop keeps (suspended or removed) only their home, settings and help', () => {
    const shopless = { ...iamFull, shops: [] };
    expect(keys(visibleMenu('iam', ctx(shopless)))).toEqual(['dashboard', 'helpCentre', 'news', 'settings']);
    expect(visibleShortcuts('iam', ctx(shopless))).toEqual([]);
  });

  it('never links a collaborator to a page the guard refuses', () => {
    // accessAccounting alone: the journals, but not the payment pages that need seeAllPayment.
    const accounting = visibleMenu('iam', ctx(iamWith('accessAccounting'))).find(
      (g) => g.key === 'accounting',
    );
    expect(accounting?.entries.map((e) => e.key)).toEqual(['journals']);
  });

  it('gives the buyer their menu whatever the integrations', () => {
    const expected = ['dashboard', 'orders', 'reservations', 'messaging', 'shops', 'settings'];
    expect(keys(visibleMenu('buyer', ctx(buyer)))).toEqual(expected);
    expect(keys(visibleMenu('buyer', ctx(buyer, { shopIntegration: null })))).toEqual(expected);
    expect(BUYER_MENU.find((g) => g.key === 'shops')?.entries[0]?.to).toBe('/shops');
  });

  it('gives the agent their menu', () => {
    expect(keys(visibleMenu('agent', ctx(agent, { shopIntegration: null })))).toEqual([
      'dashboard',
      'orders',
      'samples',
      'clients',
      'catalogue',
      'calendar',
      'shops',
      'settings',
    ]);
  });

  it('gives no sidebar to admins, visitors or a missing user', () => {
    expect(visibleMenu('admin', ctx(admin))).toEqual([]);
    expect(visibleMenu('public', ctx(null))).toEqual([]);
    expect(visibleMenu('owner', ctx(null))).toEqual([]);
  });
});

describe('visibleShortcuts', () => {
  it('offers the owner every shortcut when every integration is on', () => {
    expect(visibleShortcuts('owner', ctx(owner)).map((s) => s.key)).toEqual(
      CREATION_SHORTCUTS.map((s) => s.key),
    );
    expect(visibleShortcuts('owner', ctx(owner)).find((s) => s.key === 'quote')?.to).toBe(
      '/dashboard/orders/add?subType=quote',
    );
  });

  it('offers the future order only when futures is active', () => {
    const keysWith = (active: boolean) =>
      visibleShortcuts('owner', ctx(owner, { shopIntegration: integrations(true, { futures: active }) })).map(
        (s) => s.key,
      );
    expect(keysWith(true)).toContain('futureOrder');
    expect(keysWith(false)).not.toContain('futureOrder');
    expect(keysWith(false)).toContain('order');
  });

  it('filters by permission for a collaborator', () => {
    expect(visibleShortcuts('iam', ctx(iamWith('createClient'))).map((s) => s.key)).toEqual([
      'client',
      'proClient',
      'prospect',
    ]);
    expect(
      visibleShortcuts(
        'iam',
        ctx(iamWith('createClient'), { shopIntegration: integrations(true, { crm: false }) }),
      ).map((s) => s.key),
    ).toEqual(['client', 'proClient']);
  });

  it('needs the order page too for a bill or a quote', () => {
    expect(visibleShortcuts('iam', ctx(iamWith('createQuote'))).map((s) => s.key)).toEqual([]);
    expect(visibleShortcuts('iam', ctx(iamWith('createQuote', 'createOrder'))).map((s) => s.key)).toEqual([
      'quote',
      'order',
    ]);
  });

  it('offers nothing to buyers, agents and admins', () => {
    expect(visibleShortcuts('buyer', ctx(buyer))).toEqual([]);
    expect(visibleShortcuts('agent', ctx(agent))).toEqual([]);
    expect(visibleShortcuts('admin', ctx(admin))).toEqual([]);
  });
});

describe('visibleBottomBar', () => {
  const bar = (viewer: Parameters<typeof visibleBottomBar>[0], user: PermissionSubject | null) =>
    visibleBottomBar(viewer, ctx(user)).map((b) => b.key);

  it.each([
    ['owner', owner, ['clients', 'orders', 'qrCode', 'notifications', 'help']],
    ['iam', iamFull, ['clients', 'orders', 'qrCode', 'notifications', 'help']],
    ['iam', iamWith('seeAllOrder'), ['clients', 'orders', 'qrCode', 'notifications', 'help']],
    ['agent', agent, ['clients', 'orders', 'notifications', 'help']],
    ['buyer', buyer, ['orders', 'notifications', 'help']],
    ['admin', admin, []],
    ['public', null, []],
  ] as const)('%s → %j', (viewer, user, expected) => {
    expect(bar(viewer, user)).toEqual(expected);
  });
});
