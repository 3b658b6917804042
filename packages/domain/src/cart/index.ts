export * from '../rates/index.ts';
export * from './cart.reducer.ts';
export * from './cart.reservation.ts';
export * from './cart.types.ts';
export * from './line-taxes.ts';
export * from './price-line.ts';
export * from './price-order.ts';
export * from './pricing.types.ts';
