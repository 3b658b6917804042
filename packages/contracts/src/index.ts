export * from './auth.ts';
export * from './common.ts';
export * from './notifications.ts';
export * from './platform.ts';
export * from './shops.ts';
export * from './users.ts';
export * from './validation/index.ts';
