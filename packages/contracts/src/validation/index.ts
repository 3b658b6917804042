export * from './composites.ts';
export * from './fields.ts';
export * from './keyword.ts';
export * from './messages.ts';
export * from './record-key.ts';
