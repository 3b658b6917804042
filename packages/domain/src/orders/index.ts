export * from './statuses.ts';
