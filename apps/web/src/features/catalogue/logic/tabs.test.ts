import { describe, expect, it } from 'vitest';
import { moved, typologiesInOrder } from './lists.ts';
import { draftsToTabs, newChildDraft, newTabDraft, pageParam, tabsToDrafts } from './tabs.ts';

const shopTabs = [
  { id: 'vins', name: 'Nos vins', content: 'Nos cuvées', children: [{ id: 'rouges', name: 'Rouges' }] },
  { id: 'coffrets', name: 'Coffrets', children: [] },
];

describe('storefront tabs', () => {
  it('keeps the ids of saved tabs and gives new ones an id from their name', () => {
    const drafts = tabsToDrafts(shopTabs);
    const tab = { ...newTabDraft(), name: 'Épicerie fine' };
    const child = { ...newChildDraft(), name: 'Rouges' };
    drafts[0]!.children.push(child);
    const check = draftsToTabs([...drafts, tab]);
    expect(check).toEqual({
      ok: true,
      tabs: [
        {
          id: 'vins',
          name: 'Nos vins',
          content: 'Nos cuvées',
          children: [
            { id: 'rouges', name: 'Rouges' },
            { id: 'rouges-2', name: 'Rouges' },
          ],
        },
        { id: 'coffrets', name: 'Coffrets', children: [] },
        { id: 'epicerie-fine', name: 'Épicerie fine', children: [] },
      ],
    });
  });

  it('asks for a name, with the contracts message, on the right draft', () => {
    const drafts = tabsToDrafts(shopTabs);
    drafts[0]!.children[0]!.name = '  ';
    const check = draftsToTabs(drafts);
    expect(check).toEqual({
      ok: false,
      issues: [
        {
          path: `${drafts[0]!.children[0]!.uid}.name`,
          message: 'Ce champ ne peut pas être vide',
          coded: { code: 'required' },
        },
      ],
    });
  });

  it('reorders without losing anything', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('builds the ?page value of a tab', () => {
    expect(pageParam('Nos vins')).toBe('nos-vins');
    expect(pageParam(' Coffrets  cadeaux ')).toBe('coffrets-cadeaux');
  });
});

describe('typologies order', () => {
  it('puts the public typology first', () => {
    const order = typologiesInOrder({
      caviste: { public: false },
      particulier: { public: true },
      restaurateur: { public: false },
    }).map(([key]) => key);
    expect(order).toEqual(['particulier', 'caviste', 'restaurateur']);
  });
});
