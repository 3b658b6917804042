import type { Action } from '@cuvee/domain/access/actions';

/** The Sales menu's shipments entry (packages/domain menus.ts key) and the action its page needs. */
export const DELIVERY_MENU_ACTIONS = {
  shipments: 'delivery.read',
} as const satisfies Record<string, Action>;
