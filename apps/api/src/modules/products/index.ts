// What other modules may use of the products module: its tables (the storefront reads them
// through its public path, decision 0015).

// The formats' price history (issue 29): written with each change, read by the storefront.
export { type PricePointRow, priceHistorySql, recordPastPrice, recordPriceChanges } from './price-history.ts';
// What the stock's levels tell a product (issue 25).
export { followAvailability } from './products.stock-status.ts';
export {
  type FormatRow,
  formatPriceHistory,
  type ProductRow,
  productFormats,
  products,
} from './products.table.ts';
