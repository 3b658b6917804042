export * from './lifecycle.ts';
export * from './statuses.ts';
