export * from './payment-delays.ts';
export * from './pipeline.ts';
export * from './reference.ts';
export * from './visibility.ts';
