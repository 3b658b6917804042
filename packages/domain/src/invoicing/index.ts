export * from './numbering.ts';
export * from './snapshot.ts';
export * from './spread.ts';
export * from './totals.ts';
export * from './ventilation.ts';
