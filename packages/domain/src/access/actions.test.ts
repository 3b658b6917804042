import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../permissions/has-permission.ts';
import {
  ALL_OFF,
  ALL_ON,
  admin,
  agent,
  buyer,
  iamFull,
  iamWith,
  OTHER_SHOP,
  owner,
  SHOP,
} from '../permissions/permissions.fixtures.ts';
import { ACTION_IDS, type Action, can, isAction, relationTo, shopsWhereCan } from './actions.ts';

const agentWithout: PermissionSubject = {
  role: 'agent',
  shops: [{ id: SHOP, role: 'agent', authorizations: { seeAllProduct: false } }],
};
/** An iam of SHOP who owns OTHER_SHOP: the membership's role decides per shop. */
const iamOwningAnother: PermissionSubject = {
  role: 'iam',
  shops: [
    { id: SHOP, role: 'iam', authorizations: { seeAllProduct: true } },
    { id: OTHER_SHOP, role: 'owner' },
  ],
};

type Row = [
  who: string,
  subject: PermissionSubject | null,
  action: Action,
  shop: string | null,
  allowed: boolean,
];

const TABLE: Row[] = [
  ['anonymous', null, 'storefront.read', null, true],
  ['anonymous', null, 'account.read', null, false],
  ['buyer', buyer, 'account.read', null, true],
  ['buyer', buyer, 'products.read', SHOP, false],
  ['admin', admin, 'platform.maintenance.write', null, true],
  ['owner', owner, 'platform.maintenance.write', null, false],
  ['admin', admin, 'products.read', SHOP, false],
  ['owner', owner, 'products.write', SHOP, true],
  ['owner', owner, 'products.write', OTHER_SHOP, false],
  ['owner, no shop named', owner, 'products.write', null, false],
  ['full iam', iamFull, 'products.write', SHOP, true],
  ['iam without createProduct', iamWith('seeAllProduct'), 'products.write', SHOP, false],
  ['iam with createProduct', iamWith('createProduct'), 'products.write', SHOP, true],
  ['iam with seeAllProduct', iamWith('seeAllProduct'), 'products.read', SHOP, true],
  ['agent', agent, 'products.read', SHOP, true],
  ['agent', agent, 'products.read', OTHER_SHOP, true],
  ['agent (agents only read)', agent, 'products.write', SHOP, false],
  ['agent (no price grid)', agent, 'prices.read', SHOP, false],
  ['agent denied seeAllProduct', agentWithout, 'products.read', SHOP, false],
  // The entry's product picker: any one of the entry rights, no catalogue right (issue 24).
  ['iam with createOrder only', iamWith('createOrder'), 'orders.entry.read', SHOP, true],
  ['iam with createQuote only', iamWith('createQuote'), 'orders.entry.read', SHOP, true],
  ['iam with billOrder only', iamWith('billOrder'), 'orders.entry.read', SHOP, true],
  ['iam with the catalogue only', iamWith('seeAllProduct'), 'orders.entry.read', SHOP, false],
  ['agent', agent, 'orders.entry.read', SHOP, true],
  ['owner', owner, 'orders.entry.read', OTHER_SHOP, false],
  ['buyer', buyer, 'orders.entry.read', SHOP, false],
  ['owner', owner, 'shop.settings.write', SHOP, true],
  ['full iam', iamFull, 'shop.settings.write', SHOP, true],
  ['restricted iam', iamWith('seeAllProduct', 'createProduct'), 'shop.settings.write', SHOP, false],
  ['restricted iam reads settings', iamWith(), 'shop.settings.read', SHOP, true],
  ['iam of SHOP, owner of OTHER', iamOwningAnother, 'shop.settings.write', OTHER_SHOP, true],
  ['iam of SHOP, owner of OTHER', iamOwningAnother, 'shop.settings.write', SHOP, false],
  ['agent', agent, 'catalogue.settings.read', OTHER_SHOP, true],
  ['iam with both', iamWith('accessCollaborator', 'accessAgent'), 'agents.read', SHOP, true],
  ['iam with one of two', iamWith('accessAgent'), 'agents.read', SHOP, false],
  ['owner', owner, 'agents.requests.decide', SHOP, true],
  ['owner of another shop', owner, 'agents.requests.decide', OTHER_SHOP, false],
  ['full iam', iamFull, 'agents.requests.decide', SHOP, true],
  ['iam with both', iamWith('accessAgent', 'createAgent'), 'agents.requests.decide', SHOP, true],
  ['iam with one of two', iamWith('accessAgent'), 'agents.requests.decide', SHOP, false],
  ['iam with one of two reads', iamWith('createAgent'), 'agents.requests.read', SHOP, false],
  ['agent', agent, 'agents.requests.decide', SHOP, false],
  ['buyer', buyer, 'agents.requests.read', SHOP, false],
  ['owner', owner, 'delivery.write', SHOP, true],
  ['owner of another shop', owner, 'delivery.write', OTHER_SHOP, false],
  ['iam with manageDelivery', iamWith('manageDelivery'), 'delivery.write', SHOP, true],
  ['iam without manageDelivery', iamWith('seeAllOrder'), 'delivery.read', SHOP, false],
  ['agent', agent, 'delivery.read', SHOP, false],
  ['buyer', buyer, 'delivery.read', SHOP, false],
  ['anonymous asks the options', null, 'delivery.options', null, true],
];

const stockOn = { id: SHOP, integration: ALL_ON };
const stockOff = { id: SHOP, integration: ALL_OFF };
type StockRow = [
  who: string,
  subject: PermissionSubject | null,
  action: Action,
  shop: typeof stockOn,
  allowed: boolean,
];
const STOCK: StockRow[] = [
  ['owner', owner, 'stock.read', stockOn, true],
  ['owner, stocks module off', owner, 'stock.read', stockOff, false],
  ['iam with seeAllStock', iamWith('seeAllStock'), 'stock.write', stockOn, true],
  ['iam without seeAllStock', iamWith('seeAllProduct'), 'stock.read', stockOn, false],
  ['iam with createWarehouse only', iamWith('createWarehouse'), 'warehouses.write', stockOn, true],
  ['iam with seeAllStock only', iamWith('seeAllStock'), 'warehouses.write', stockOn, false],
  ['iam without stock rights lists warehouses', iamWith(), 'warehouses.read', stockOn, true],
  ['agent', agent, 'stock.read', stockOn, false],
  ['agent', agent, 'warehouses.read', stockOn, false],
  ['buyer', buyer, 'stock.read', stockOn, false],
  ['anonymous', null, 'stock.read', stockOn, false],
  ['restricted iam with seeAllStock', iamWith('seeAllStock'), 'stock.settings.write', stockOn, false],
  ['full iam', iamFull, 'stock.settings.write', stockOn, true],
  ['owner', owner, 'stock.reservations.write', stockOn, true],
  ['owner', owner, 'stock.allocations.write', stockOn, true],
  ['owner', owner, 'stock.crd.write', stockOn, true],
];

describe('can: stock (seeAllStock, createWarehouse, the stocks module)', () => {
  it.each(STOCK)('%s: %s → %s', (_who, subject, action, shop, allowed) => {
    expect(can(subject, action, shop)).toBe(allowed);
  });
});

describe('can: the action table (spec §6)', () => {
  it.each(TABLE)('%s: %s on %s → %s', (_who, subject, action, shop, allowed) => {
    expect(can(subject, action, shop)).toBe(allowed);
  });

  it('knows its actions and nothing else', () => {
    expect(ACTION_IDS.length).toBeGreaterThan(10);
    expect(isAction('products.write')).toBe(true);
    expect(isAction('toString')).toBe(false);
    expect(isAction('products.delete-everything')).toBe(false);
  });

  it('reads the relation from the membership first', () => {
    expect(relationTo(iamOwningAnother, OTHER_SHOP)).toBe('owner');
    expect(relationTo(iamOwningAnother, SHOP)).toBe('iam');
    expect(relationTo(owner, OTHER_SHOP)).toBeNull();
  });

  it('lists the shops where an action is allowed, in membership order', () => {
    const subject = {
      role: 'agent' as const,
      shops: [
        { id: 'a', name: 'A', role: 'agent' as const, authorizations: { seeAllProduct: false } },
        { id: 'b', name: 'B', role: 'agent' as const },
        { id: 'c', name: 'C', role: 'agent' as const },
      ],
    };
    expect(shopsWhereCan(subject, 'products.read').map((s) => s.name)).toEqual(['B', 'C']);
    expect(shopsWhereCan(subject, 'products.write')).toEqual([]);
  });
});
