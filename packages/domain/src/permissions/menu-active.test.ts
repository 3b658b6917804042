import { describe, expect, it } from 'vitest';
import { activeEntry, activeMenuEntry } from './menu-active.ts';
import { AGENT_MENU, BUYER_MENU, SELLER_MENU } from './menus.ts';
import { BOTTOM_BAR } from './shortcuts.ts';

describe('activeMenuEntry: one entry, the most specific (decision 0018)', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/orders/quotes', 'quotes'],
    ['/dashboard/orders', 'orders'],
    ['/dashboard/orders/0190a1b2', 'orders'],
    ['/dashboard/orders/add?subType=quote', 'orders'],
    ['/dashboard/orders/bills', 'invoices'],
    ['/dashboard/orders/credits', 'creditInvoices'],
    ['/dashboard/orders/samples', 'samples'],
    ['/dashboard/payments', 'payments'],
    ['/dashboard/payments/credits', 'creditNotes'],
    ['/dashboard/payments/outstandings', 'outstandings'],
    ['/dashboard/stocks/warehouses', 'warehouses'],
    ['/dashboard/stocks/42', 'stocks'],
    ['/dashboard/collaborators/structure', 'salesStructure'],
    ['/dashboard/collaborators/7', 'collaborators'],
    // Two entries lead to the calendar: the first in menu order is the one marked.
    ['/dashboard/calendar', 'reservationCalendar'],
    ['/dashboard/products/abc#formats', 'catalogue'],
    ['/dashboard/settings?link=typos', 'settings'],
    ['/dashboard/customize', 'onlineShop'],
    ['/tickets', 'messaging'],
  ])('seller on %s: %s', (pathname, key) => {
    expect(activeMenuEntry(SELLER_MENU, pathname)?.key).toBe(key);
  });

  it.each([
    [AGENT_MENU, '/dashboard/orders/samples', 'samples'],
    [AGENT_MENU, '/dashboard/orders/42', 'orders'],
    [BUYER_MENU, '/dashboard/orders/42', 'orders'],
    [BUYER_MENU, '/shops', 'shops'],
  ])('other roles (%#): %s → %s', (menu, pathname, key) => {
    expect(activeMenuEntry(menu, pathname)?.key).toBe(key);
  });

  it.each(['/dashboard/unknown', '/dashboardx', '/auth/login', '/domaine-demo'])(
    'marks nothing on %s',
    (pathname) => {
      expect(activeMenuEntry(SELLER_MENU, pathname)).toBeUndefined();
    },
  );

  it("marks an entry whose target is the page itself on every entry's own page", () => {
    for (const menu of [SELLER_MENU, BUYER_MENU, AGENT_MENU]) {
      for (const entry of menu.flatMap((g) => g.entries).filter((e) => !e.external)) {
        expect([entry.key, activeMenuEntry(menu, entry.to)?.to]).toEqual([entry.key, entry.to]);
      }
    }
  });

  it('never marks an external link', () => {
    expect(activeEntry([{ to: 'https://aide.cuvee.fr', external: true }], 'https://aide.cuvee.fr')).toBe(
      undefined,
    );
  });

  it('applies to the bottom bar too', () => {
    expect(activeEntry(BOTTOM_BAR, '/dashboard/orders/42')?.key).toBe('orders');
    expect(activeEntry(BOTTOM_BAR, '/help')?.key).toBe('help');
    expect(activeEntry(BOTTOM_BAR, '/dashboard')).toBeUndefined();
  });
});
