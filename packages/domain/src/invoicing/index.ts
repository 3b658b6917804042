export * from './numbering.ts';
export * from './snapshot.ts';
export * from './totals.ts';
