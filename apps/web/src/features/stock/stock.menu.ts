import type { Action } from '@cuvee/domain/access/actions';

/**
 * The Articles menu's stock entries (packages/domain menus.ts keys) and the action each page
 * needs: the sidebar shows an entry only where `useCan` of its action holds (seeAllStock or
 * createWarehouse, in a shop with the stocks module), so no entry leads to a refusal.
 */
export const STOCK_MENU_ACTIONS = {
  warehouses: 'warehouses.write',
  stocks: 'stock.read',
  movements: 'stock.read',
  drm: 'drm.read',
} as const satisfies Record<string, Action>;
