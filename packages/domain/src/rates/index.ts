export * from './excise-category.ts';
export * from './excise-rates.ts';
