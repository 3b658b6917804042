// What other modules may use of the stock module: the reservations the order flow calls
// (decision 0032), the CRD account and the ledger's tables for the DRM (decision 0033), a
// format's availability for the storefront.
export { crdAccounts } from './crd.service.ts';
export { crdMovements, crdStocks } from './crd.table.ts';
export { consume, expireDue, release, reserve } from './reservations.service.ts';
export { stockAllocations, stockReservations } from './reservations.table.ts';
export { formatStockSql } from './stock.available.ts';
export { type StockActor, stockLineIdsOf } from './stock.lines.ts';
export { formatAvailableSql } from './stock.storefront.ts';
export { stockLines, stockMovements, stockSettings, warehouses } from './stock.table.ts';
