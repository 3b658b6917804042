export * from './access/actions.ts';
export * from './catalogue/index.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './notifications.ts';
export * from './permissions/index.ts';
export * from './reference.ts';
export * from './stock/index.ts';
