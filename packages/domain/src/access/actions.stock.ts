import type { ActionRule, ShopRelation } from './actions.ts';

/*
 * The stock's, the customs return's and the delivery modes' actions, part of the one action table
 * of actions.ts (spec §6 seeAllStock, createWarehouse, manageDelivery; decisions 0031–0033, 0038,
 * 0094).
 */

const staff = ['owner', 'iam'] as const satisfies readonly ShopRelation[];
const NOT_THEIR_STOCK = "Vous n'avez pas accès aux stocks de cette boutique";
/** The stock's staff (spec §6 seeAllStock) in a shop with the stocks module on. */
const stockStaff = {
  who: 'shop',
  relations: staff,
  permissions: ['seeAllStock'],
  integration: 'stocks',
  otherShop: NOT_THEIR_STOCK,
} as const;

/** Whoever manages the shop's delivery modes (spec §6 manageDelivery). */
const deliveryStaff = {
  who: 'shop',
  relations: staff,
  permissions: ['manageDelivery'],
  otherShop: "Vous n'avez pas accès aux modes de livraison de cette boutique",
} as const;

export const STOCK_ACTIONS = {
  // Stock (spec §6: seeAllStock, createWarehouse; the `stocks` module; decision 0031)
  /** Levels, the journal and its exports, allocations, CRD. */
  'stock.read': stockStaff,
  /** Movements, transfers, inventory counts, alert thresholds. */
  'stock.write': stockStaff,
  /** Reserving, releasing and consuming stock by key (the order flow's calls; decision 0032). */
  'stock.reservations.write': stockStaff,
  /** Allocations to a client, an agent or a channel (decision 0032). */
  'stock.allocations.write': stockStaff,
  /** The CRD capsule account (decision 0033). */
  'stock.crd.write': stockStaff,
  /** Switching products out of stock automatically: a shop setting. */
  'stock.settings.write': { ...stockStaff, iamFullDelegation: true },
  /** The warehouses' list: whoever manages them or sees the stock. */
  'warehouses.read': { who: 'shop', relations: staff, integration: 'stocks', otherShop: NOT_THEIR_STOCK },
  'warehouses.write': { ...stockStaff, permissions: ['createWarehouse'] },
  // The monthly customs return (DRM, /dashboard/stocks/drm, issue 26; decision 0094): read by the
  // stock's staff (the screen's seeAllStock); filed — which locks the month's movements — by
  // whoever also manages the warehouses (createWarehouse: the warehousekeeper's own act); the
  // interprofession settings are the shop's settings (owner or fully delegated iam).
  'drm.read': stockStaff,
  'drm.file': { ...stockStaff, permissions: ['seeAllStock', 'createWarehouse'] },
  'drm.settings.write': { ...stockStaff, iamFullDelegation: true },
  // Delivery modes (spec §6 manageDelivery; /dashboard/delivery and the settings' 'delivery')
  'delivery.read': deliveryStaff,
  'delivery.write': deliveryStaff,
  /** The modes that fit an address and an order, priced: a storefront read (decision 0038). */
  'delivery.options': { who: 'anyone' },
} as const satisfies Record<string, ActionRule>;
