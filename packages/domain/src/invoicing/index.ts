export * from './bank.ts';
export * from './ledger.ts';
export * from './numbering.ts';
export * from './payment-means.ts';
export * from './snapshot.ts';
export * from './spread.ts';
export * from './totals.ts';
export * from './ventilation.ts';
