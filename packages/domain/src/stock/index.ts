export * from './crd.ts';
export * from './format-label.ts';
export * from './levels.ts';
export * from './measures.ts';
export * from './movements.ts';
export * from './warehouses.ts';
