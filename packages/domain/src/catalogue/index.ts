export * from './gtin.ts';
export * from './pricing.ts';
export * from './reference.ts';
export * from './volume.ts';
