// What other modules may use of the products module: its tables (the storefront reads them
// through its public path, decision 0015).
export { type FormatRow, type ProductRow, productFormats, products } from './products.table.ts';
