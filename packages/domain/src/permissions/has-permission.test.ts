import { describe, expect, it } from 'vitest';
import {
  agentCatalogueShops,
  canReadShopCatalogue,
  hasAllPermissions,
  hasPermission,
  type PermissionSubject,
  primaryShopId,
} from './has-permission.ts';
import {
  admin,
  agent,
  buyer,
  iamFull,
  iamWith,
  OTHER_SHOP,
  owner,
  ownerWithoutShop,
  SHOP,
} from './permissions.fixtures.ts';
import type { Permission } from './permissions.ts';

const restrictedOwner: PermissionSubject = {
  role: 'owner',
  shops: [{ id: SHOP, role: 'owner', authorizations: {} }],
};
const iamOwningAnotherShop: PermissionSubject = {
  role: 'iam',
  shops: [
    { id: SHOP, role: 'iam', authorizations: {} },
    { id: OTHER_SHOP, role: 'owner', authorizations: {} },
  ],
};
const iamDenied: PermissionSubject = {
  role: 'iam',
  shops: [{ id: SHOP, role: 'iam', authorizations: { seeAllOrder: false } }],
};
const restrictedAgent: PermissionSubject = {
  role: 'agent',
  shops: [{ id: SHOP, role: 'agent', authorizations: { createOrder: true } }],
};

describe('hasPermission (spec §6)', () => {
  const cases: [string, PermissionSubject | null | undefined, string | undefined, Permission, boolean][] = [
    ['anonymous (null)', null, SHOP, 'seeAllOrder', false],
    ['anonymous (undefined)', undefined, SHOP, 'seeAllOrder', false],
    ['a buyer, even attached to the shop', buyer, SHOP, 'seeAllOrder', false],
    ['the owner of the shop', owner, SHOP, 'editAccountingCodes', true],
    ['an owner, whatever the authorizations map says', restrictedOwner, SHOP, 'billOrder', true],
    ['an owner on a shop they are not attached to', owner, OTHER_SHOP, 'seeAllOrder', false],
    ['an owner without any shop', ownerWithoutShop, SHOP, 'seeAllOrder', false],
    ['no shop id', owner, undefined, 'seeAllOrder', false],
    ['an empty shop id', owner, '', 'seeAllOrder', false],
    ['an iam without an authorizations map', iamFull, SHOP, 'createProduct', true],
    ['an iam granted the permission', iamWith('createProduct'), SHOP, 'createProduct', true],
    ['an iam whose map lacks the permission', iamWith('createProduct'), SHOP, 'seeAllOrder', false],
    ['an iam with an empty map', iamWith(), SHOP, 'seeAllOrder', false],
    ['an iam whose map says false', iamDenied, SHOP, 'seeAllOrder', false],
    ['an iam not attached to the shop', iamFull, OTHER_SHOP, 'seeAllOrder', false],
    [
      'an iam who owns that other shop (membership role)',
      iamOwningAnotherShop,
      OTHER_SHOP,
      'billOrder',
      true,
    ],
    ['the same iam on the shop they only work for', iamOwningAnotherShop, SHOP, 'billOrder', false],
    ['an agent attached without a map', agent, OTHER_SHOP, 'seeAllOrder', true],
    ['an agent whose map grants it', restrictedAgent, SHOP, 'createOrder', true],
    ['an agent whose map lacks it', restrictedAgent, SHOP, 'seeAllOrder', false],
    ['an admin not attached to the shop', admin, SHOP, 'seeAllOrder', false],
  ];
  it.each(cases)('%s → %s', (_name, user, shopId, permission, expected) => {
    expect(hasPermission(user, shopId, permission)).toBe(expected);
  });

  it('ignores inherited keys of the authorizations map', () => {
    const user: PermissionSubject = {
      role: 'iam',
      shops: [{ id: SHOP, authorizations: Object.create({ seeAllOrder: true }) }],
    };
    expect(hasPermission(user, SHOP, 'seeAllOrder')).toBe(false);
  });

  it('hasAllPermissions needs every one', () => {
    const user = iamWith('accessAnalytics', 'seeAllResa');
    expect(hasAllPermissions(user, SHOP, ['accessAnalytics', 'seeAllResa'])).toBe(true);
    expect(hasAllPermissions(user, SHOP, ['accessAnalytics', 'salesAnalytics'])).toBe(false);
    expect(hasAllPermissions(user, SHOP, [])).toBe(true);
  });
});

describe('primaryShopId', () => {
  const cases: [string, PermissionSubject | null, string | undefined][] = [
    ['owner: first shop', { role: 'owner', shops: [{ id: 'a' }, { id: 'b' }] }, 'a'],
    ['iam: first shop', { role: 'iam', shops: [{ id: 'b' }, { id: 'a' }] }, 'b'],
    ['owner without shop', ownerWithoutShop, undefined],
    ['agent (several producers)', agent, undefined],
    ['buyer', buyer, undefined],
    ['admin', admin, undefined],
    ['anonymous', null, undefined],
  ];
  it.each(cases)('%s', (_name, user, expected) => {
    expect(primaryShopId(user)).toBe(expected);
  });
});

describe('canReadShopCatalogue (the product form’s shop settings)', () => {
  const agentWithout: PermissionSubject = {
    role: 'agent',
    shops: [{ id: SHOP, role: 'agent', authorizations: { createOrder: true } }],
  };
  const ownerBuyingElsewhere: PermissionSubject = {
    role: 'owner',
    shops: [
      { id: SHOP, role: 'owner' },
      { id: OTHER_SHOP, role: 'buyer' },
    ],
  };
  const cases: [string, PermissionSubject | null | undefined, string | undefined, boolean][] = [
    ['anonymous', null, SHOP, false],
    ['no shop id', owner, undefined, false],
    ['the owner of the shop', owner, SHOP, true],
    ['an owner of another shop', owner, OTHER_SHOP, false],
    ['an iam without a map', iamFull, SHOP, true],
    ['an iam granted seeAllProduct', iamWith('seeAllProduct'), SHOP, true],
    ['an iam without seeAllProduct', iamWith('seeAllOrder'), SHOP, false],
    ['an agent of the shop (no map)', agent, SHOP, true],
    ['an agent of the other shop too', agent, OTHER_SHOP, true],
    ['an agent whose map lacks seeAllProduct', agentWithout, SHOP, false],
    ['an agent on a shop they are not attached to', agentWithout, OTHER_SHOP, false],
    ['a buyer attached to the shop', buyer, SHOP, false],
    ['an owner who is only a buyer of that shop', ownerBuyingElsewhere, OTHER_SHOP, false],
    ['an admin', admin, SHOP, false],
  ];
  it.each(cases)('%s → %s', (_name, user, shopId, expected) => {
    expect(canReadShopCatalogue(user, shopId)).toBe(expected);
  });
});

describe('agentCatalogueShops (the shops an agent lists in the back office)', () => {
  it('keeps the shops where the agent may see the products, in membership order', () => {
    expect(agentCatalogueShops(agent).map((s) => s.id)).toEqual([SHOP, OTHER_SHOP]);
    const mixed: PermissionSubject = {
      role: 'agent',
      shops: [
        { id: SHOP, role: 'agent', authorizations: { seeAllProduct: false } },
        { id: OTHER_SHOP, role: 'agent', authorizations: { seeAllProduct: true } },
        { id: 'shop-3', role: 'buyer' },
      ],
    };
    expect(agentCatalogueShops(mixed).map((s) => s.id)).toEqual([OTHER_SHOP]);
  });
  it('is empty for anyone but an agent', () => {
    for (const user of [null, undefined, owner, iamFull, buyer, admin])
      expect(agentCatalogueShops(user)).toEqual([]);
  });
});
