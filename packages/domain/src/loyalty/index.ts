export * from './points.ts';
