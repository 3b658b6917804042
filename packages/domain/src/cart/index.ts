export * from './cart.display.ts';
export * from './cart.reducer.ts';
export * from './cart.reservation.ts';
export * from './cart.types.ts';
