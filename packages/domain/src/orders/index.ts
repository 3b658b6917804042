export * from './home-figures.ts';
export * from './lifecycle.ts';
export * from './picking.ts';
export * from './quote-outcome.ts';
export * from './statuses.ts';
