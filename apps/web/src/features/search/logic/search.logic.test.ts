import { INTEGRATIONS, type PermissionSubject } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { foundOptions, matchesSearch, mergeOptions, searchOptions } from './search.logic.ts';

const integration = Object.fromEntries(INTEGRATIONS.map((k) => [k, { active: true }]));
const owner: PermissionSubject = { role: 'owner', shops: [{ id: 's1' }] };
const iam: PermissionSubject = { role: 'iam', shops: [{ id: 's1', authorizations: { seeAllOrder: true } }] };
const context = (user: PermissionSubject) => ({ user, shopIntegration: integration, flags: { tasks: true } });

describe("'Aller à' search", () => {
  it('offers the pages and shortcuts the user may open', () => {
    const options = searchOptions('owner', context(owner), 'fr');
    expect(options.find((o) => o.key === 'menu:orders')?.to).toBe('/dashboard/orders');
    expect(options.find((o) => o.key === 'create:product')?.group).toBe('Créer');
    expect(options.some((o) => o.to.startsWith('http'))).toBe(false);
    const iamOptions = searchOptions('iam', context(iam), 'fr');
    expect(iamOptions.some((o) => o.key === 'create:product')).toBe(false);
    expect(iamOptions.some((o) => o.key === 'menu:orders')).toBe(true);
  });
  it('matches text and tags, accents and case folded', () => {
    const options = searchOptions('owner', context(owner), 'fr');
    const find = (query: string) => options.filter((o) => matchesSearch(o, query)).map((o) => o.key);
    expect(find('evenement')).toContain('menu:events');
    expect(find('degustation')).toContain('menu:events');
    expect(find('inventaire')).toContain('menu:stocks');
    expect(find('nouveau produit')).toEqual(['create:product']);
    expect(find('zzz')).toEqual([]);
  });
  it('gives buyers nothing to search', () => {
    expect(
      searchOptions('buyer', context({ role: 'buyer', shops: [] }), 'fr').every(
        (o) => !o.key.startsWith('create:'),
      ),
    ).toBe(true);
  });
});

describe('pages and what the server found, together', () => {
  it('keeps the pages matching the words, then the orders and clients found, opening their page', () => {
    const pages = [
      { key: 'menu:orders', label: 'Commandes', group: 'Ventes', to: '/dashboard/orders', tags: [] },
      { key: 'menu:stocks', label: 'Stocks', group: 'Articles', to: '/dashboard/stocks', tags: [] },
    ];
    const found = foundOptions(
      {
        success: true,
        orders: [{ id: 'o1', reference: 'C-000123', kind: 'order', clientName: 'Cave du Port' }],
        clients: [{ id: 'c1', name: 'Cave du Port', city: 'Sète' }],
      },
      'fr',
    );
    expect(mergeOptions(pages, found, 'command').map((o) => [o.label, o.group, o.to])).toEqual([
      ['Commandes', 'Ventes', '/dashboard/orders'],
      ['C-000123 · Cave du Port', 'Commandes', '/dashboard/orders/o1'],
      ['Cave du Port (Sète)', 'Clients', '/dashboard/clients/c1'],
    ]);
  });
});
