export * from './fec.check.ts';
export * from './fec.ts';
