export * from './legal-kinds.ts';
export * from './legal-models.ts';
export * from './legal-text.ts';
