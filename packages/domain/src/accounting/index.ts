export * from './chart.ts';
export * from './fec.check.ts';
export * from './fec.ts';
