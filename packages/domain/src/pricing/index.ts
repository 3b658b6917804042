export * from './cart-line.ts';
export * from './cart-order.ts';
export * from './document.ts';
export * from './duties.ts';
export * from './pricing.types.ts';
export * from './prior-price.ts';
export * from './promo-codes.ts';
export * from './reservations.ts';
