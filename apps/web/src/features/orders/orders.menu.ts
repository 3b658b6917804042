import type { Action } from '@cuvee/domain/access/actions';

/** The Sales menu's shipments entry (packages/domain menus.ts key): the shipping desk's action (issue 24). */
export const SHIPMENT_MENU_ACTIONS = {
  shipments: 'orders.deliver',
} as const satisfies Record<string, Action>;
